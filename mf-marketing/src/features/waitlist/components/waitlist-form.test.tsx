import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import {
  CONTROL_VARIANT,
  conversionSeenKey,
  experimentIds,
  VISITOR_ID_KEY,
  variantStorageKey,
} from '@novavox/contracts-experiments';
import { trackExperimentImpression } from '@novavox/contracts-ui/experiment-variant';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type FormUnderTest, renderForm, typeFields } from '../../../testing/form-under-test';
import { recordingFormEndpoint } from '../../../testing/recording-form-endpoint';
import { refuseWith422 } from '../../../testing/refuse-with-422';
import { expectEmptySubmitRefused, itRefusesEachValue } from '../../../testing/refused-fields';
import { busEvents, busMark, renderMarketing, testConfig } from '../../../testing/render-marketing';
import { SignupPageContent } from './signup-page-content';
import { WaitlistModalContent } from './waitlist-modal-content';

const endpoint = testConfig().endpoints.waitlist;
const { server, received } = recordingFormEndpoint(endpoint, { ok: true, id: 'w-1' });

function setupModal(source = 'hero', env = {}) {
  const onClose = vi.fn();
  const form = renderForm(<WaitlistModalContent titleId="t" source={source} onClose={onClose} />, {
    submitName: 'Join the Waitlist',
    received,
    env,
    route: '/care',
  });
  return { ...form, onClose };
}

const fillRequired = (user: UserEvent, field: FormUnderTest['field']) =>
  typeFields(user, field, [
    ['First Name', 'Ada'],
    ['Last Name', 'Lovelace'],
    ['Email', 'ada@example.com'],
  ]);

describe('Waitlist form validation (requirements §5)', () => {
  it('requires first name, last name and e-mail with the spec messages; phone and interest are optional', async () => {
    const form = setupModal();
    await expectEmptySubmitRefused(form, [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email', 'Email is required'],
    ]);
    expect(form.field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  itRefusesEachValue(
    [
      ['Email', 'ada@example', 'Invalid email format'],
      ['Email', 'ada @example.com', 'Invalid email format'],
      ['Phone (optional)', '12ab', 'Invalid phone format'],
      ['Phone (optional)', '123456', 'Invalid phone format'],
    ],
    { setup: setupModal, fillValid: fillRequired },
  );

  it('clears a field’s error as soon as it is edited, and shows it again only on the next submit', async () => {
    const { user, field, submit } = setupModal();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(field('Email'), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });
});

describe('Waitlist form states', () => {
  it('shows the consent wording it records, and keeps its honeypot away from people and assistive technology', () => {
    setupModal('general');
    const form = screen.getByRole('form', { name: 'Waitlist sign-up' });
    expect(form).toHaveTextContent(WAITLIST_CONSENT.text);
    // Out of the accessibility tree: no role query finds it.
    expect(within(form).queryByRole('textbox', { name: /website/i })).toBeNull();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends what a bot typed into the honeypot, for the api to recognise', async () => {
    server.use(
      http.post(endpoint, async ({ request }) => {
        received.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const { user, field, submit } = setupModal('general');
    await fillRequired(user, field);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no honeypot');
    await user.type(trap, 'https://spam.example');
    await submit();
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('sends the sign-up with its source, receiveUpdates on by default, and the joined name', async () => {
    server.use(
      http.post(endpoint, async ({ request }) => {
        received.push((await request.json()) as Record<string, unknown>);
        await delay(80);
        return HttpResponse.json({ ok: true, id: 'w-2' }, { status: 201 });
      }),
    );
    const mark = busMark();
    const { user, field, submit } = setupModal('newsletter');
    expect(screen.getByRole('checkbox', { name: /product news/ })).toBeChecked();
    await fillRequired(user, field);
    await user.type(field('Phone'), '+1 555 123 4567');
    await user.selectOptions(field('Who would the calls be for?'), 'My grandparent');
    await submit();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const success = await screen.findByRole('status');
    expect(
      within(success).getByRole('heading', { name: 'Check your e-mail to confirm your place' }),
    ).toBeInTheDocument();
    expect(received).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+1 555 123 4567',
        interest: 'My grandparent',
        receiveUpdates: true,
        source: 'newsletter',
        name: 'Ada Lovelace',
        consentVersion: WAITLIST_CONSENT.version,
        website: '',
        // The browser's anonymous id (made on first use), for the api's crediting of a confirmed sign-up.
        visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(busEvents(mark)).toContainEqual({ type: 'form/submitted', form: 'waitlist', source: 'newsletter' });
  });

  it('sends receiveUpdates false when the visitor unticks it', async () => {
    const { user, field, submit } = setupModal();
    await fillRequired(user, field);
    await user.click(screen.getByRole('checkbox', { name: /product news/ }));
    await submit();
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ receiveUpdates: false, phone: '', interest: '' });
  });

  it('says how long the link works, and offers Close and Return Home after success', async () => {
    const { user, field, submit, onClose } = setupModal();
    await fillRequired(user, field);
    await submit();
    // The link's lifetime as the api enforces it (14 days), typed by hand.
    expect(await screen.findByRole('status')).toHaveTextContent('follow it within 14 days to confirm your place');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/care');
    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('the X button closes the modal at any time', async () => {
    const { user, onClose } = setupModal();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error and field messages on 422, keeping what was typed", async () => {
    server.use(refuseWith422(endpoint, 'This e-mail is already on the waitlist.', { email: 'Already registered' }));
    const { user, field, submit } = setupModal();
    await fillRequired(user, field);
    await submit();
    expect(await screen.findByText('This e-mail is already on the waitlist.')).toHaveAttribute('role', 'alert');
    expect(field('Email')).toHaveAccessibleDescription('Already registered');
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  it.each([
    [
      'an answer without an error field',
      () => new HttpResponse(null, { status: 503 }),
      'There was an error submitting the form.',
    ],
    ['a network failure', () => HttpResponse.error(), 'Failed to submit form. Please try again or email us directly.'],
  ])('falls back to the spec text on %s', async (_case, resolver, message) => {
    server.use(http.post(endpoint, resolver));
    const { user, field, submit } = setupModal();
    await fillRequired(user, field);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  });
});

describe('Waitlist conversions', () => {
  it('sends the visitor id with the sign-up and emits no conversion: the api counts the confirmation', async () => {
    localStorage.setItem(VISITOR_ID_KEY, 'visitor-under-test');
    const shown = ['family_headline', 'cta_button_color'] as const;
    for (const id of shown) {
      localStorage.setItem(variantStorageKey(id), JSON.stringify({ variant: 'B', weightsVersion: 1 }));
      trackExperimentImpression({ experimentId: id, variantId: 'B', source: 'assigned', tracked: true });
    }
    const mark = busMark();
    const { user, field, submit } = setupModal('hero', { PUBLIC_EXPERIMENTS_ENABLED: 'true' });
    await fillRequired(user, field);
    await submit();
    await screen.findByRole('status');
    expect(busEvents(mark).filter((event) => event.type === 'experiment/conversion')).toEqual([]);
    expect(received.at(-1)?.visitorId).toBe('visitor-under-test');
    expect(CONTROL_VARIANT).toBe('A');
    for (const id of experimentIds) expect(localStorage.getItem(conversionSeenKey(id))).toBeNull();
  });
});

describe('Signup page', () => {
  it('shows the modal’s unsent typing again when it is opened again, until it is sent', async () => {
    const first = setupModal();
    await first.user.type(first.field('First Name'), 'Ada');
    await first.user.selectOptions(first.field('Who would the calls be for?'), 'My grandparent');
    await first.user.click(screen.getByRole('checkbox', { name: /product news/ }));
    cleanup();
    const again = setupModal();
    expect(again.field('First Name')).toHaveValue('Ada');
    expect(again.field('Who would the calls be for?')).toHaveValue('My grandparent');
    expect(screen.getByRole('checkbox', { name: /product news/ })).not.toBeChecked();
    // The full-page form is not a dialog: it starts empty.
    cleanup();
    renderMarketing(<SignupPageContent />, { route: '/signup' });
    expect(screen.getByLabelText('First Name', { exact: false })).toHaveValue('');
    cleanup();
    const toSend = setupModal();
    await toSend.user.type(toSend.field('Last Name'), 'Lovelace');
    await toSend.user.type(toSend.field('Email'), 'ada@example.com');
    await toSend.submit();
    await screen.findByRole('status');
    cleanup();
    expect(setupModal().field('First Name')).toHaveValue('');
  });

  it('is the waitlist form as a full page with source "signup"', async () => {
    const user = userEvent.setup({ delay: null });
    const mark = busMark();
    renderMarketing(<SignupPageContent />, { route: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up for early access' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name', { exact: false }), 'Ada');
    await user.type(screen.getByLabelText('Last Name', { exact: false }), 'Lovelace');
    await user.type(screen.getByLabelText('Email', { exact: false }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ source: 'signup', email: 'ada@example.com' });
    expect(busEvents(mark)).toContainEqual({ type: 'form/submitted', form: 'signup', source: 'signup' });
    await user.click(screen.getByRole('link', { name: 'Return Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
