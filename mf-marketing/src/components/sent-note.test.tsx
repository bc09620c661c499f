import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SentNote } from './sent-note';

function FormThenNote() {
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <SentNote title="Thank you! Your message has been sent." actions={<button type="button">Send another</button>}>
        We'll get back to you soon.
      </SentNote>
    );
  return (
    <button type="button" onClick={() => setSent(true)}>
      Send
    </button>
  );
}

describe('SentNote', () => {
  it('takes the focus from the form it replaces, and says its title, text and actions in a status', async () => {
    render(<FormThenNote />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const note = screen.getByRole('status');
    expect(note).toHaveFocus();
    expect(note).toHaveTextContent("Thank you! Your message has been sent.We'll get back to you soon.Send another");
    expect(screen.getByRole('heading', { level: 3, name: 'Thank you! Your message has been sent.' })).toBeVisible();
  });
});
