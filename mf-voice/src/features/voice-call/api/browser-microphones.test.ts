import { describe, expect, it, vi } from 'vitest';
import { browserMicrophones } from './browser-microphones';

function device(kind: MediaDeviceKind, deviceId: string, label: string): MediaDeviceInfo {
  return { kind, deviceId, label, groupId: 'g', toJSON: () => ({}) };
}

describe('browserMicrophones', () => {
  it('lists only audio inputs, numbering those the browser does not name yet', async () => {
    const mediaDevices = {
      enumerateDevices: vi.fn(async () => [
        device('audioinput', 'default', 'Default - Built-in Microphone'),
        device('videoinput', 'cam', 'Camera'),
        device('audiooutput', 'spk', 'Speakers'),
        device('audioinput', 'usb', ''),
      ]),
    } as unknown as MediaDevices;
    await expect(browserMicrophones(() => mediaDevices).list()).resolves.toEqual([
      { deviceId: 'default', label: 'Default - Built-in Microphone' },
      { deviceId: 'usb', label: 'Microphone 2' },
    ]);
  });

  it('follows devicechange, and lets go of it', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const stop = browserMicrophones(() => target as unknown as MediaDevices).onChange(listener);
    target.dispatchEvent(new Event('devicechange'));
    stop();
    target.dispatchEvent(new Event('devicechange'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a browser without media devices has no microphones to list', async () => {
    await expect(browserMicrophones(() => undefined).list()).resolves.toEqual([]);
  });
});
