import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { INITIAL_FOCUS_ATTRIBUTE, ModalFrame } from './modal-frame';

function Content() {
  return (
    <>
      <h2 id="title">Join the Waitlist</h2>
      <button type="button">Close dialog</button>
      <input aria-label="First Name" />
    </>
  );
}

/** Content that arrives after the frame opened, as a remote's modal does once its code has loaded. */
let arrive: () => void = () => {};
function LateContent() {
  const [here, setHere] = useState(false);
  arrive = () => setHere(true);
  return here ? <Content /> : <p>Loading…</p>;
}

describe('ModalFrame focus', () => {
  it('focuses the first control and marks it for a visible ring until it loses focus', () => {
    render(
      <ModalFrame titleId="title" onClose={vi.fn()}>
        <Content />
      </ModalFrame>,
    );
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(close).toHaveFocus();
    expect(close).toHaveAttribute(INITIAL_FOCUS_ATTRIBUTE);
    act(() => screen.getByRole('textbox', { name: 'First Name' }).focus());
    expect(close).not.toHaveAttribute(INITIAL_FOCUS_ATTRIBUTE);
  });

  it('gives focus to the first control of content that arrives after it opened', async () => {
    render(
      <ModalFrame titleId="title" onClose={vi.fn()}>
        <LateContent />
      </ModalFrame>,
    );
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    await act(async () => arrive());
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(close).toHaveFocus();
    expect(close).toHaveAttribute(INITIAL_FOCUS_ATTRIBUTE);
  });

  it('leaves focus where the visitor put it before the content arrived', async () => {
    render(
      <>
        <ModalFrame titleId="title" onClose={vi.fn()}>
          <LateContent />
        </ModalFrame>
        <button type="button">Elsewhere</button>
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere', hidden: true });
    act(() => elsewhere.focus());
    await act(async () => arrive());
    expect(elsewhere).toHaveFocus();
  });
});
