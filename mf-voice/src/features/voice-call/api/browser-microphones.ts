import type { MicrophoneDevice, MicrophoneDirectory } from '../model/voice-call-backend';

/**
 * The browser's audio inputs, from enumerateDevices. Labels are empty until the page may use the
 * microphone, so unnamed inputs are numbered instead.
 */
export function browserMicrophones(
  devices: () => MediaDevices | undefined = () => globalThis.navigator?.mediaDevices,
): MicrophoneDirectory {
  return {
    async list(): Promise<MicrophoneDevice[]> {
      const mediaDevices = devices();
      if (!mediaDevices?.enumerateDevices) return [];
      const inputs = (await mediaDevices.enumerateDevices()).filter((device) => device.kind === 'audioinput');
      return inputs.map((device, index) => ({
        deviceId: device.deviceId,
        label: device.label || `Microphone ${index + 1}`,
      }));
    },
    onChange(listener: () => void): () => void {
      const mediaDevices = devices();
      mediaDevices?.addEventListener?.('devicechange', listener);
      return () => mediaDevices?.removeEventListener?.('devicechange', listener);
    },
  };
}
