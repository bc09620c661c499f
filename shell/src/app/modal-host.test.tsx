import { emit, type ModalProps, NavigationProvider, resetEventBus } from '@novavox/contracts-runtime';
import { createMemoryNavigator } from '@novavox/contracts-ui/navigators';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_HISTORY_MARKER } from './dialog-history';
import { ModalHost, pageUnderWaitlist } from './modal-host';

// The remote modals are replaced by a stand-in with the same props: a title and the close button. The call's
// stand-in keeps Escape to itself, as a live call does (it asks before hanging up).
vi.mock('../federation/remote-view', () => ({
  RemoteView: ({ expose, props }: { expose: string; props: ModalProps & { source?: string } }) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: a test stand-in for the live call's own Escape handling
    <div
      onKeyDown={(event) => {
        if (expose !== './CallExperience' || event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        event.currentTarget.dataset.asked = 'yes';
      }}
    >
      <h2 id={props.titleId}>{`${expose}${props.source ? ` from ${props.source}` : ''}`}</h2>
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </div>
  ),
}));

afterEach(() => resetEventBus());

function renderHost(path: string) {
  const navigator = createMemoryNavigator(path);
  render(
    <NavigationProvider navigator={navigator}>
      <ModalHost />
    </NavigationProvider>,
  );
  const url = () => {
    const { pathname, search } = navigator.location();
    return `${pathname}${search}`;
  };
  return { navigator, url };
}

describe('ModalHost on a waitlist route', () => {
  it('shows the waitlist with the source of the URL', () => {
    renderHost('/waitlist?source=newsletter');
    expect(screen.getByRole('dialog', { name: './WaitlistModal from newsletter' })).toBeInTheDocument();
  });

  it.each([
    ['/waitlist?source=newsletter', '/'],
    ['/novavox-family/waitlist', '/novavox-family'],
    ['/NovaVox-Family/Waitlist/', '/novavox-family'],
  ])('closing on %s returns to %s in place of the waitlist entry', async (path, under) => {
    const user = userEvent.setup({ delay: null });
    const { navigator, url } = renderHost(path);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(url()).toBe(under);
    expect(navigator.entries()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the URL leaves the route (Back) and opens again when it returns (Forward)', () => {
    const { navigator } = renderHost('/waitlist');
    act(() => navigator.navigate('/tos'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => navigator.navigate('/waitlist'));
    expect(screen.getByRole('dialog', { name: './WaitlistModal from general' })).toBeInTheDocument();
  });

  it('leaves the route on modal/close too', () => {
    const { url } = renderHost('/waitlist');
    act(() => emit({ type: 'modal/close' }));
    expect(url()).toBe('/');
  });
});

describe('ModalHost elsewhere', () => {
  it('opens a modal from the bus and closes it without touching the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { url, navigator } = renderHost('/care');
    act(() => emit({ type: 'waitlist/open', source: 'hero' }));
    expect(screen.getByRole('dialog', { name: './WaitlistModal from hero' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(url()).toBe('/care');
    expect(navigator.entries()).toHaveLength(1);
  });
});

const layerMarker = () => (window.history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_MARKER];

/** history.back() lands in a later task, announced by popstate. */
async function goBack(): Promise<void> {
  const landed = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  window.history.back();
  await act(() => landed);
}

describe('ModalHost and Back', () => {
  it('closes a bus-opened dialog on Back and stays on the page', async () => {
    renderHost('/care');
    act(() => emit({ type: 'contact/open' }));
    expect(screen.getByRole('dialog', { name: './ContactModal' })).toBeInTheDocument();
    // Its entry comes once an earlier dialog's entry has gone (a closing takes its entry back asynchronously).
    await waitFor(() => expect(layerMarker()).toEqual(expect.any(Number)));
    const url = window.location.href;
    await goBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.href).toBe(url);
    expect(layerMarker()).toBeUndefined();
  });

  it('asks instead of closing when the dialog keeps Escape (a live call), and keeps an entry', async () => {
    renderHost('/care');
    act(() => emit({ type: 'voice/open', flavour: 'default', voicecare: false, source: 'hero' }));
    const dialog = screen.getByRole('dialog', { name: './CallExperience' });
    await waitFor(() => expect(layerMarker()).toEqual(expect.any(Number)));
    await goBack();
    expect(dialog).toBeInTheDocument();
    expect(dialog.querySelector('[data-asked="yes"]')).not.toBeNull();
    expect(layerMarker()).toEqual(expect.any(Number));
    // Closed from the page, it takes its entry back.
    const landed = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => landed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layerMarker()).toBeUndefined();
  });
});

describe('pageUnderWaitlist', () => {
  it('is the landing page the waitlist route shows', () => {
    expect(pageUnderWaitlist('/waitlist')).toBe('/');
    expect(pageUnderWaitlist('/novavox-family/waitlist')).toBe('/novavox-family');
  });
});
