import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFormEndpoint } from '../../../testing/recording-form-endpoint';
import { refuseWith422 } from '../../../testing/refuse-with-422';
import { expectEmptySubmitRefused } from '../../../testing/refused-fields';
import { renderMarketing, testConfig } from '../../../testing/render-marketing';
import { ContactUsModalContent } from './contact-us-modal-content';

const endpoint = testConfig().endpoints.contact;
const { server, received } = recordingFormEndpoint<unknown>(endpoint, { ok: true, id: 7 });
afterEach(() => vi.restoreAllMocks());

function setup() {
  const user = userEvent.setup({ delay: null });
  const onClose = vi.fn();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderMarketing(<ContactUsModalContent titleId="contact-title" onClose={onClose} />);
  const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  const submit = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  /** Grace asks about pricing with this message, then sends it. */
  const sendAsGrace = async (message: string) => {
    await user.type(field('Name'), 'Grace Hopper');
    await user.type(field('Email'), 'grace@example.com');
    await user.type(field('Subject'), 'Pricing');
    await user.type(field('Message'), message);
    await submit();
  };
  return { user, onClose, alert, field, submit, sendAsGrace };
}

describe('Contact Us modal', () => {
  it('has the title, intro and four required fields, the message a 4-row textarea', () => {
    const { field } = setup();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toHaveAttribute('id', 'contact-title');
    expect(screen.getByText("We'd love to hear from you. Please fill out the form below.")).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '4');
  });

  it('checks the fields inline, naming each rule, instead of the browser bubbles; nothing is sent', async () => {
    const { user, field, submit, alert, onClose } = setup();
    expect(screen.getByRole('button', { name: 'Send Message' }).closest('form')).toHaveAttribute('novalidate');
    await expectEmptySubmitRefused({ field, submit, received }, [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ]);
    await user.type(field('Email'), 'not-an-email');
    expect(await screen.findByText('Invalid email format', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the message to the contact endpoint, then shows the thank-you alert and closes', async () => {
    const { sendAsGrace, alert, onClose } = setup();
    await sendAsGrace('Hi');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(received).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject: 'Pricing',
        message: 'Hi',
        // The browser's anonymous id: the api counts the message for this visitor's experiments.
        visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(alert).toHaveBeenCalledExactlyOnceWith("Thank you for your message. We'll get back to you soon!");
  });

  it('keeps the modal open with the text and the server reason when the api refuses', async () => {
    server.use(refuseWith422(endpoint, 'Please correct the highlighted fields.', { subject: 'Subject is required' }));
    const { sendAsGrace, field, alert, onClose } = setup();
    await sendAsGrace('Is there a family plan?');
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(field('Subject')).toHaveAccessibleDescription(expect.stringContaining('Subject is required'));
    expect(field('Message')).toHaveValue('Is there a family plan?');
    expect(alert).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows what was typed again when closed unsent and opened again, and forgets it once sent', async () => {
    const first = setup();
    await first.user.type(first.field('Name'), 'Grace Hopper');
    await first.user.type(first.field('Message'), 'Half a question');
    cleanup();
    const again = setup();
    expect(again.field('Name')).toHaveValue('Grace Hopper');
    expect(again.field('Message')).toHaveValue('Half a question');
    await again.user.type(again.field('Email'), 'grace@example.com');
    await again.user.type(again.field('Subject'), 'Pricing');
    await again.submit();
    await waitFor(() => expect(again.onClose).toHaveBeenCalled(), { timeout: 5_000 });
    cleanup();
    const afterSending = setup();
    expect(afterSending.field('Name')).toHaveValue('');
    expect(afterSending.field('Message')).toHaveValue('');
  });

  it('has a close button', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
