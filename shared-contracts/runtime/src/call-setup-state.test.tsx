import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callTriggerLabel } from './call-flavour';
import { isCallSettingUp, useCallSettingUp } from './call-setup-state';
import { emit, resetEventBus } from './event-bus';

afterEach(() => {
  emit({ type: 'voice/setup', settingUp: false });
  resetEventBus();
});

function Trigger() {
  const settingUp = useCallSettingUp();
  return (
    <button type="button" disabled={settingUp}>
      {callTriggerLabel('wellness', settingUp)}
    </button>
  );
}

describe('call setup state', () => {
  it('follows the voice/setup events on the bus', () => {
    expect(isCallSettingUp()).toBe(false);
    emit({ type: 'voice/setup', settingUp: true });
    expect(isCallSettingUp()).toBe(true);
    emit({ type: 'voice/setup', settingUp: false });
    expect(isCallSettingUp()).toBe(false);
  });

  it('is known to a trigger that mounts after the event, and updates it', () => {
    emit({ type: 'voice/setup', settingUp: true });
    render(<Trigger />);
    expect(screen.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
    act(() => emit({ type: 'voice/setup', settingUp: false }));
    expect(screen.getByRole('button', { name: 'Try Check-In Call' })).toBeEnabled();
  });

  it('ignores other bus traffic', () => {
    emit({ type: 'voice/setup', settingUp: true });
    emit({ type: 'modal/close' });
    emit({ type: 'voice/prefetch' });
    expect(isCallSettingUp()).toBe(true);
  });
});
