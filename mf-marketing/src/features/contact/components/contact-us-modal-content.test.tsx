import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactUsModalContent } from './contact-us-modal-content';

afterEach(() => vi.restoreAllMocks());

function setup() {
  const user = userEvent.setup({ delay: null });
  const onClose = vi.fn();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  render(<ContactUsModalContent titleId="contact-title" onClose={onClose} />);
  return { user, onClose, alert, fetchSpy };
}

describe('Contact Us modal (spec section 2)', () => {
  it('has the spec title, intro and four required fields, the message a 4-row textarea', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toHaveAttribute('id', 'contact-title');
    expect(screen.getByText("We'd love to hear from you. Please fill out the form below.")).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    for (const input of [name, email, subject, message]) expect(input).toBeRequired();
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
    expect(subject).toHaveAttribute('type', 'text');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
  });

  it('leaves validation to the browser: empty or malformed fields block the submit', async () => {
    const { user, alert, onClose } = setup();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form');
    expect(form).not.toHaveAttribute('novalidate');
    expect(form?.checkValidity()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(alert).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on submit shows the thank-you alert and closes, sending nothing', async () => {
    const { user, alert, onClose, fetchSpy } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Pricing');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is there a family plan?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith("Thank you for your message. We'll get back to you soon!");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has a close button', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
