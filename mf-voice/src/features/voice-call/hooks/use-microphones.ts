import { useEffect, useState } from 'react';
import type { MicrophoneDevice, MicrophoneDirectory } from '../model/voice-call-backend';

export interface Microphones {
  devices: readonly MicrophoneDevice[];
  /** The input the call uses, as far as the page knows: the one picked, else the browser's default. */
  selectedId: string;
  select(deviceId: string): void;
}

/** The audio inputs for the picker, kept current when devices come and go. */
export function useMicrophones(directory: MicrophoneDirectory, onSelect: (deviceId: string) => void): Microphones {
  const [devices, setDevices] = useState<readonly MicrophoneDevice[]>([]);
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const refresh = () => {
      directory.list().then(
        (list) => {
          if (current) setDevices(list);
        },
        () => {
          if (current) setDevices([]);
        },
      );
    };
    refresh();
    const stop = directory.onChange(refresh);
    return () => {
      current = false;
      stop();
    };
  }, [directory]);

  const stillThere = picked !== null && devices.some((device) => device.deviceId === picked);
  const fallback = devices.find((device) => device.deviceId === 'default') ?? devices[0];
  return {
    devices,
    selectedId: stillThere ? picked : (fallback?.deviceId ?? ''),
    select(deviceId: string) {
      setPicked(deviceId);
      onSelect(deviceId);
    },
  };
}
