import type { RuntimeConfig } from '@novavox/shared-contracts';
import type { VoiceCallClient } from './voice-call-client';

/**
 * Everything the call experience needs from the outside world for a web call, as one seam: the
 * production backend loads the real SDK, the fake one (tests, standalone harness) a scripted client.
 */
export type VoiceConfig = RuntimeConfig['voice'];

export type MicrophoneCheck = { ok: true } | { ok: false; message: string };

export interface VoiceCallBackend {
  /** Why web calls cannot run with this configuration, or null when they can. */
  webCallUnavailableReason(voice: VoiceConfig): string | null;
  /** Starts downloading what a call needs, without starting one. */
  prefetch(): void;
  /** The page's one client; rejects when it cannot be initialised. */
  loadClient(voice: VoiceConfig): Promise<VoiceCallClient>;
  /** Runs before a web call, so a blocked microphone is explained instead of failing inside the SDK. */
  checkMicrophone(): Promise<MicrophoneCheck>;
}
