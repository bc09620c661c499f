import { emit, type NovaVoxEvent, RuntimeConfigProvider, resetEventBus, subscribe } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

const SCHEDULING_URL = 'https://cal.example/novavox-demo';

function renderHeader(path = '/', onVoiceIntent = vi.fn()) {
  render(
    <RuntimeConfigProvider config={buildRuntimeConfig({ PUBLIC_SCHEDULING_URL: SCHEDULING_URL })}>
      <MemoryNavigation initialPath={path}>
        <SiteHeader onVoiceIntent={onVoiceIntent} />
      </MemoryNavigation>
    </RuntimeConfigProvider>,
  );
  return { onVoiceIntent };
}

function captureBus(): NovaVoxEvent[] {
  const events: NovaVoxEvent[] = [];
  subscribe(['contact/open', 'voice/open'], (event) => events.push(event));
  return events;
}

afterEach(() => {
  emit({ type: 'voice/setup', settingUp: false });
  resetEventBus();
  vi.restoreAllMocks();
});

describe('SiteHeader', () => {
  it('has the four entries of the spec', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('How It Works');
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try AI Voice Call Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Live Demo' })).toHaveAttribute('href', SCHEDULING_URL);
  });

  it("is disabled and reads 'Setting up...' while the voice remote sets a call up", () => {
    renderHeader('/care');
    act(() => emit({ type: 'voice/setup', settingUp: true }));
    expect(screen.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Try Check-In Call' })).toBeNull();
    act(() => emit({ type: 'voice/setup', settingUp: false }));
    expect(screen.getByRole('button', { name: 'Try Check-In Call' })).toBeEnabled();
  });

  it('opens the scheduling page as a popup and keeps the link from also opening a tab', () => {
    const popup = { closed: false, focus: vi.fn(), opener: null };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderHeader();
    const link = screen.getByRole('link', { name: 'Book Live Demo' });
    const notPrevented = fireEvent.click(link);
    expect(open).toHaveBeenCalledWith(SCHEDULING_URL, 'novavox-scheduling', expect.any(String));
    expect(notPrevented).toBe(false);
  });

  it('lets the link open the page in a new tab when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderHeader();
    const link = screen.getByRole('link', { name: 'Book Live Demo' });
    expect(link).toHaveAttribute('target', '_blank');
    // Sighted visitors see the arrow; a screen reader is told, without the arrow in the link's name.
    expect(link).toHaveAccessibleDescription('Opens in a new window');
    expect(link).toHaveTextContent('Book Live Demo ↗');
    expect(fireEvent.click(link)).toBe(true);
  });

  it('asks the bus for the contact modal and for the call dialog in the path’s flavour', async () => {
    const events = captureBus();
    renderHeader('/care');
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Check-In Call' }));
    expect(events).toEqual([
      { type: 'contact/open' },
      { type: 'voice/open', flavour: 'wellness', voicecare: false, source: 'navbar' },
    ]);
  });

  it('signals voice intent on hover and focus so the call UI can be prefetched', async () => {
    const { onVoiceIntent } = renderHeader();
    const button = screen.getByRole('button', { name: 'Try AI Voice Call Now' });
    fireEvent.pointerEnter(button);
    button.focus();
    expect(onVoiceIntent).toHaveBeenCalledTimes(2);
  });

  it('has a menu button that discloses the entries and closes on Escape', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'true');
    screen.getByRole('button', { name: 'Contact Us' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
