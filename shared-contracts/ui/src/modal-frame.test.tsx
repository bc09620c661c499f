import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FOCUS_FALLBACK_ATTRIBUTE, INITIAL_FOCUS_ATTRIBUTE, ModalFrame } from './modal-frame';

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

/**
 * A page whose phone menu opens a modal from one of its items and then collapses: the hidden opener cannot take
 * focus back when the modal closes.
 */
function PageWithMenu({ fallback }: { fallback: boolean }) {
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <>
      <button type="button" id="menu-toggle">
        Menu
      </button>
      <nav {...(fallback ? { [FOCUS_FALLBACK_ATTRIBUTE]: 'menu-toggle' } : {})} hidden={!menuOpen}>
        <button
          type="button"
          // What a browser answers for an item of a collapsed menu (jsdom renders nothing, so it cannot tell).
          ref={(item) => {
            if (item) item.checkVisibility = () => item.closest('[hidden]') === null;
          }}
          onClick={() => {
            setMenuOpen(false);
            setOpen(true);
          }}
        >
          Contact Us
        </button>
      </nav>
      {open && (
        <ModalFrame titleId="title" onClose={() => setOpen(false)}>
          <h2 id="title">Contact Us</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Send
          </button>
        </ModalFrame>
      )}
    </>
  );
}

describe('ModalFrame gives focus back', () => {
  it('to the opener when it can take it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <ModalFrame titleId="t" onClose={vi.fn()}>
        <button type="button">Inner</button>
      </ModalFrame>,
    );
    expect(opener).not.toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('to the control its surroundings name when the opener is gone by then', async () => {
    render(<PageWithMenu fallback />);
    const item = screen.getByRole('button', { name: 'Contact Us' });
    item.focus();
    await act(async () => item.click());
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('nowhere in particular without such a control (the case the attribute exists for)', async () => {
    render(<PageWithMenu fallback={false} />);
    const item = screen.getByRole('button', { name: 'Contact Us' });
    item.focus();
    await act(async () => item.click());
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(item).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveFocus();
  });
});
