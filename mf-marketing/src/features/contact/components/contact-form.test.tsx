import { sampleContact } from '@novavox/contracts-api/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type FormUnderTest, renderForm, typeFields } from '../../../testing/form-under-test';
import { recordingFormEndpoint } from '../../../testing/recording-form-endpoint';
import { refuseWith422 } from '../../../testing/refuse-with-422';
import { expectEmptySubmitRefused, itRefusesEachValue } from '../../../testing/refused-fields';
import { busEvents, busMark, testConfig } from '../../../testing/render-marketing';
import { retype } from '../../../testing/retype';
import { ContactForm } from './contact-form';

const endpoint = testConfig().endpoints.contact;
const { server, received } = recordingFormEndpoint<unknown>(endpoint, { ok: true, id: 'c-1' });

const setup = () => renderForm(<ContactForm source="/care" />, { submitName: 'Send Message', received });

const fillValid = (user: UserEvent, field: FormUnderTest['field']) =>
  typeFields(user, field, [
    ['First Name', sampleContact.firstName],
    ['Last Name', sampleContact.lastName],
    ['Email', sampleContact.email],
    ['Phone', sampleContact.phone],
    ['Message', sampleContact.message],
  ]);

describe('ContactForm validation (requirements §5)', () => {
  it('requires every field, with the spec messages, announced and tied to their inputs', async () => {
    await expectEmptySubmitRefused(setup(), [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone number is required'],
      ['Message', 'Message is required'],
    ]);
  });

  itRefusesEachValue(
    [
      ['Email', 'grace@example', 'Invalid email format'],
      ['Email', 'grace hopper@example.com', 'Invalid email format'],
      ['Phone', '12345', 'Invalid phone format'],
      ['Phone', 'call me maybe', 'Invalid phone format'],
      ['Phone', `+${'1'.repeat(21)}`, 'Invalid phone format'],
      ['Message', 'Too short', 'Message should be at least 10 characters'],
      ['Message', '          ', 'Message is required'],
    ],
    { setup, fillValid },
  );

  it('tells the visitor the least a message must say, as the schema refuses it', () => {
    const { field } = setup();
    expect(field('Message')).toHaveAccessibleDescription('At least 10 characters');
  });

  it('accepts the phone formats the spec allows', async () => {
    const { user, field, submit } = setup();
    await fillValid(user, field);
    await retype(user, field('Phone'), '555-1234');
    await submit();
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
  });

  it('promises the reply the Contact Us modal promises, before and after sending', async () => {
    const { user, field, submit } = setup();
    expect(screen.getByText("We'll get back to you soon. We never share your details.")).toBeInTheDocument();
    await fillValid(user, field);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent("We'll get back to you soon.");
    expect(document.body).not.toHaveTextContent(/business day/);
  });
});

describe('ContactForm states', () => {
  it('shows Submitting... while sending, then the success message, and resets the form', async () => {
    server.use(
      http.post(endpoint, async ({ request }) => {
        received.push(await request.json());
        await delay(80);
        return HttpResponse.json({ ok: true, id: 'c-2' }, { status: 201 });
      }),
    );
    const mark = busMark();
    const { user, field, submit } = setup();
    await fillValid(user, field);
    await submit();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
    expect(received).toEqual([
      {
        ...sampleContact,
        // The browser's anonymous id: the api counts the message for this visitor's experiments.
        visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(busEvents(mark)).toContainEqual({ type: 'form/submitted', form: 'contact', source: '/care' });

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Message']) expect(field(label)).toHaveValue('');
    await waitFor(() => expect(field('First Name')).toHaveFocus());
  });

  it("shows the server's error field and its field messages when the api refuses", async () => {
    server.use(
      refuseWith422(endpoint, 'Please correct the highlighted fields.', { message: 'Message must not contain HTML' }),
    );
    const { user, field, submit } = setup();
    await fillValid(user, field);
    await submit();
    expect(await screen.findByText('Please correct the highlighted fields.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Message must not contain HTML')).toBeInTheDocument();
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveValue('Grace');
  });

  it('falls back to the spec text when the server gives no error field', async () => {
    server.use(http.post(endpoint, () => new HttpResponse('oops', { status: 500 })));
    const { user, field, submit } = setup();
    await fillValid(user, field);
    await submit();
    expect(await screen.findByText('There was an error submitting the form.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('falls back to the other spec text when the api cannot be reached', async () => {
    server.use(http.post(endpoint, () => HttpResponse.error()));
    const { user, field, submit } = setup();
    await fillValid(user, field);
    await submit();
    expect(
      await screen.findByText('Failed to submit form. Please try again or email us directly.'),
    ).toBeInTheDocument();
  });
});
