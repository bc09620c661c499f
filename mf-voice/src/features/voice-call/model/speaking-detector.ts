/**
 * The voice call session's speaking rules (requirements §4 and §9), the same the platform SDK applies to the
 * remote participants' audio levels: the level is observed every 100 ms; speaking starts when the
 * summed level exceeds 0.01 and ends after 1 second without it; the volume shown is min(1, sum / 0.15).
 * The embedded demo feeds it the level of the clip it plays, so its UI follows the audio by the same
 * rules as a platform call.
 */
export const LEVEL_OBSERVER_INTERVAL_MS = 100;
export const SPEAKING_THRESHOLD = 0.01;
export const VOLUME_DIVISOR = 0.15;
export const SPEAKING_END_DELAY_MS = 1000;

export type SpeakingSignal = { type: 'volume'; level: number } | { type: 'speech-start' } | { type: 'speech-end' };

export class SpeakingDetector {
  private speakingTimeout: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly signal: (signal: SpeakingSignal) => void) {}

  /** One observation: the remote levels of this tick (one per remote participant), each 0 to 1. */
  observe(levels: readonly number[]): void {
    const sum = levels.reduce((total, level) => total + level, 0);
    this.signal({ type: 'volume', level: Math.min(1, sum / VOLUME_DIVISOR) });
    if (!(sum > SPEAKING_THRESHOLD)) return;
    if (this.speakingTimeout !== null) clearTimeout(this.speakingTimeout);
    else this.signal({ type: 'speech-start' });
    this.speakingTimeout = setTimeout(() => {
      this.speakingTimeout = null;
      this.signal({ type: 'speech-end' });
    }, SPEAKING_END_DELAY_MS);
  }

  /** Forgets a pending speech-end without emitting it (the call is over). */
  reset(): void {
    if (this.speakingTimeout !== null) clearTimeout(this.speakingTimeout);
    this.speakingTimeout = null;
  }
}
