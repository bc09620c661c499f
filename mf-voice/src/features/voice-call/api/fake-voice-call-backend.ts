import type { MicrophoneCheck, MicrophoneDevice, VoiceCallBackend } from '../model/voice-call-backend';
import { type FakeCallScript, FakeVoiceCallClient, fakeCallScripts } from './fake-voice-call-client';

/**
 * The backend of tests and of the standalone harness: a scripted client, a scripted microphone, and
 * optionally an initialisation failure. Web calls always count as configured, since nothing real is
 * called.
 */
export interface FakeVoiceCallBackendOptions {
  script?: FakeCallScript;
  microphone?: MicrophoneCheck;
  /** Makes loadClient() reject, as a failed SDK download would. */
  loadError?: string;
  unavailableReason?: string | null;
  /** Present the calls as the embedded demo. */
  demo?: boolean;
  /** The audio inputs the page lists. */
  microphones?: MicrophoneDevice[];
}

export const FAKE_MICROPHONES: readonly MicrophoneDevice[] = [
  { deviceId: 'default', label: 'Default microphone' },
  { deviceId: 'headset', label: 'Headset microphone' },
];

export interface FakeVoiceCallBackend extends VoiceCallBackend {
  readonly client: FakeVoiceCallClient;
  prefetchCount: number;
  /** Test control: the inputs change, as when a headset is plugged in. */
  setMicrophones(devices: MicrophoneDevice[]): void;
}

export function createFakeVoiceCallBackend(options: FakeVoiceCallBackendOptions = {}): FakeVoiceCallBackend {
  const client = new FakeVoiceCallClient(options.script ?? fakeCallScripts.conversation);
  let devices = [...(options.microphones ?? FAKE_MICROPHONES)];
  const deviceListeners = new Set<() => void>();
  const backend: FakeVoiceCallBackend = {
    client,
    prefetchCount: 0,
    setMicrophones: (next) => {
      devices = [...next];
      for (const listener of [...deviceListeners]) listener();
    },
    microphones: {
      list: () => Promise.resolve([...devices]),
      onChange: (listener) => {
        deviceListeners.add(listener);
        return () => deviceListeners.delete(listener);
      },
    },
    webCallUnavailableReason: () => options.unavailableReason ?? null,
    webCallIsDemo: () => options.demo ?? false,
    prefetch: () => {
      backend.prefetchCount += 1;
    },
    loadClient: () => (options.loadError ? Promise.reject(new Error(options.loadError)) : Promise.resolve(client)),
    checkMicrophone: () => Promise.resolve(options.microphone ?? { ok: true }),
  };
  return backend;
}
