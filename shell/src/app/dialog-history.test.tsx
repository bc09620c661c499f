import { STATIC_LAYER } from '@novavox/contracts-site/prerendered-page/static-dialog';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_HISTORY_MARKER, useDialogHistoryEntry } from './dialog-history';

/** A layer that opens and closes from the page, and closes or stays on Back as told. */
function Layer({ staysOnBack = false }: { staysOnBack?: boolean }) {
  const [open, setOpen] = useState(false);
  const [backs, setBacks] = useState(0);
  useDialogHistoryEntry(open, () => {
    setBacks((count) => count + 1);
    if (staysOnBack) return false;
    setOpen(false);
    return true;
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <div role="dialog" aria-label="Layer">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
      <output aria-label="Backs">{backs}</output>
    </>
  );
}

/** history.back() and forward() land in a later task, announced by popstate. */
async function traverse(step: () => void): Promise<void> {
  const landed = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  step();
  await act(() => landed);
}

const marker = () => (window.history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_MARKER];

afterEach(async () => {
  // Back to the test's own entry, so each test starts with no marker in the current entry.
  while (marker() !== undefined) await traverse(() => window.history.back());
});

describe('useDialogHistoryEntry', () => {
  it('adds one entry for the same URL while the layer is open, and Back closes the layer', async () => {
    window.history.replaceState({ router: 'kept' }, '', '/page?x=1');
    const before = window.history.length;
    render(<Layer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname + window.location.search).toBe('/page?x=1');
    // The router's own state stays in the entry: it sees the same location.
    expect(window.history.state).toMatchObject({ router: 'kept' });
    expect(marker()).toEqual(expect.any(Number));

    await traverse(() => window.history.back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/page?x=1');
    expect(marker()).toBeUndefined();
  });

  it('takes its entry back when the page closes the layer, so the next Back leaves as before', async () => {
    render(<Layer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const opened = marker();
    expect(opened).toBeDefined();
    await traverse(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(marker()).toBeUndefined();
    expect(screen.getByRole('status', { name: 'Backs' })).toHaveTextContent('0');
  });

  it('does not reopen a closed layer on Forward', async () => {
    render(<Layer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await traverse(() => window.history.back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const length = window.history.length;
    await traverse(() => window.history.forward());
    // Landed on the closed layer's entry, it goes back off it: no Back that does nothing is left behind.
    await waitFor(() => expect(marker()).toBeUndefined());
    expect(window.history.length).toBe(length);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Backs' })).toHaveTextContent('1');
  });

  it('adopts the entry of the static dialog it takes over, and Back then closes it', async () => {
    window.history.pushState({ [DIALOG_HISTORY_MARKER]: STATIC_LAYER }, '', window.location.href);
    const length = window.history.length;
    render(<Layer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.length).toBe(length);
    expect(marker()).toEqual(expect.any(Number));
    await traverse(() => window.history.back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marker()).toBeUndefined();
  });

  it('keeps a layer that stays on Back in the history, with a new entry of its own', async () => {
    render(<Layer staysOnBack />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await traverse(() => window.history.back());
    expect(screen.getByRole('dialog', { name: 'Layer' })).toBeInTheDocument();
    await waitFor(() => expect(marker()).toBeDefined());
    // Closed from the page afterwards, it takes that entry back too.
    await traverse(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(marker()).toBeUndefined();
  });
});
