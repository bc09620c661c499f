import type { MicrophoneCheck, VoiceCallBackend } from '../model/voice-call-backend';
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
}

export interface FakeVoiceCallBackend extends VoiceCallBackend {
  readonly client: FakeVoiceCallClient;
  prefetchCount: number;
}

export function createFakeVoiceCallBackend(options: FakeVoiceCallBackendOptions = {}): FakeVoiceCallBackend {
  const client = new FakeVoiceCallClient(options.script ?? fakeCallScripts.conversation);
  const backend: FakeVoiceCallBackend = {
    client,
    prefetchCount: 0,
    webCallUnavailableReason: () => options.unavailableReason ?? null,
    prefetch: () => {
      backend.prefetchCount += 1;
    },
    loadClient: () => (options.loadError ? Promise.reject(new Error(options.loadError)) : Promise.resolve(client)),
    checkMicrophone: () => Promise.resolve(options.microphone ?? { ok: true }),
  };
  return backend;
}
