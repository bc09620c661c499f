import type { RuntimeConfig } from '@novavox/contracts-runtime';
import type { VoiceCallClient } from './voice-call-client';

/**
 * Everything the call experience needs from the outside world for a web call, as one seam: the
 * production backend loads the real SDK (or, with no voice platform configured, the embedded demo),
 * the fake one (tests, standalone harness) a scripted client.
 */
export type VoiceConfig = RuntimeConfig['voice'];

export type MicrophoneProblem = 'blocked' | 'missing';

/** What the microphone pre-check found; the dialog words it (microphoneProblemMessage), knowing the ways forward. */
export type MicrophoneCheck = { ok: true } | { ok: false; problem: MicrophoneProblem };

/** An audio input the visitor can pick. */
export interface MicrophoneDevice {
  deviceId: string;
  label: string;
}

/** The page's audio inputs: the list, and word when it changes (a headset plugged in). */
export interface MicrophoneDirectory {
  list(): Promise<MicrophoneDevice[]>;
  onChange(listener: () => void): () => void;
}

export interface VoiceCallBackend {
  /** Why web calls cannot run with this configuration, or null when they can. */
  webCallUnavailableReason(voice: VoiceConfig): string | null;
  /** True when web calls are the embedded demo, because no voice platform is configured. */
  webCallIsDemo(voice: VoiceConfig): boolean;
  /** Starts downloading what a call with this configuration needs, without starting one. */
  prefetch(voice: VoiceConfig): void;
  /** The page's one client; rejects when it cannot be initialised. */
  loadClient(voice: VoiceConfig): Promise<VoiceCallClient>;
  /** Runs before a web call, so a blocked microphone is explained instead of failing inside the SDK. */
  checkMicrophone(): Promise<MicrophoneCheck>;
  microphones: MicrophoneDirectory;
}
