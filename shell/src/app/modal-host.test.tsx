import { emit, type ModalProps, NavigationProvider, resetEventBus } from '@novavox/contracts-runtime';
import { createMemoryNavigator } from '@novavox/contracts-ui/navigators';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost, pageUnderWaitlist } from './modal-host';

// The remote modals are replaced by a stand-in with the same props: a title and the close button.
vi.mock('../federation/remote-view', () => ({
  RemoteView: ({ expose, props }: { expose: string; props: ModalProps & { source?: string } }) => (
    <div>
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

describe('pageUnderWaitlist', () => {
  it('is the landing page the waitlist route shows', () => {
    expect(pageUnderWaitlist('/waitlist')).toBe('/');
    expect(pageUnderWaitlist('/novavox-family/waitlist')).toBe('/novavox-family');
  });
});
