import { eventBusStore, resetEventBus } from '@novavox/contracts-runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSettingUp } from '../model/setup-progress-store';
import { CallTriggerButton } from './call-trigger-button';

const busEvents = () => eventBusStore.getState().records.map((record) => record.event);

beforeEach(() => {
  resetEventBus();
  setSettingUp(false);
});

describe('CallTriggerButton', () => {
  it.each([
    ['/', 'Try AI Voice Call Now'],
    ['/care', 'Try Check-In Call'],
    ['/voicecare', 'Try Check-In Call'],
    ['/customer-insights', 'Customer Interview'],
  ])('on %s reads %s', (pathname, label) => {
    render(<CallTriggerButton pathname={pathname} variant="hero" />);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  });

  it('opens the dialog through the bus with the flavour of the path', async () => {
    render(<CallTriggerButton pathname="/voicecare" variant="nav" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Check-In Call' }));
    expect(busEvents()).toContainEqual({ type: 'voice/open', flavour: 'wellness', voicecare: true, source: 'nav' });
  });

  it('prefetches on hover and on focus, without opening anything', () => {
    const onPrefetch = vi.fn();
    render(<CallTriggerButton pathname="/" variant="hero" onPrefetch={onPrefetch} />);
    const button = screen.getByRole('button', { name: 'Try AI Voice Call Now' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onPrefetch).toHaveBeenCalledTimes(2);
    expect(busEvents()).toEqual([{ type: 'voice/prefetch' }, { type: 'voice/prefetch' }]);
  });

  it("is disabled and reads 'Setting up...' while a call is being set up", () => {
    render(<CallTriggerButton pathname="/care" variant="hero" />);
    act(() => setSettingUp(true));
    expect(screen.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
    act(() => setSettingUp(false));
    expect(screen.getByRole('button', { name: 'Try Check-In Call' })).toBeEnabled();
  });

  it('says so on the bus once per change, so that the triggers of other remotes follow', () => {
    setSettingUp(true);
    setSettingUp(true);
    setSettingUp(false);
    expect(busEvents()).toEqual([
      { type: 'voice/setup', settingUp: true },
      { type: 'voice/setup', settingUp: false },
    ]);
  });
});
