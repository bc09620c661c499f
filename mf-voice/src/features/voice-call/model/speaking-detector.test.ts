import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeakingDetector, type SpeakingSignal } from './speaking-detector';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function detector() {
  const signals: SpeakingSignal[] = [];
  return { signals, detect: new SpeakingDetector((signal) => signals.push(signal)) };
}

/** Plays a script to the detector: a list of levels is one observation, a number the milliseconds that pass. */
function play(detect: SpeakingDetector, script: readonly (readonly number[] | number)[]) {
  for (const step of script) {
    if (typeof step === 'number') vi.advanceTimersByTime(step);
    else detect.observe(step);
  }
}

const speech = (signals: SpeakingSignal[]) => signals.filter((signal) => signal.type !== 'volume').map((s) => s.type);

describe('SpeakingDetector (requirements §4: threshold 0.01, end after 1 s, volume min(1, sum / 0.15))', () => {
  it('shows the summed level divided by 0.15, capped at 1', () => {
    const { signals, detect } = detector();
    detect.observe([0.05]);
    detect.observe([0.03, 0.03]);
    detect.observe([0.3]);
    detect.observe([]);
    const volumes = signals.flatMap((signal) => (signal.type === 'volume' ? [signal.level] : []));
    // 0.05 / 0.15 = 1/3; (0.03 + 0.03) / 0.15 = 0.4; 0.3 / 0.15 = 2, shown as 1; no participant, 0.
    expect(volumes[0]).toBeCloseTo(1 / 3, 10);
    expect(volumes[1]).toBeCloseTo(0.4, 10);
    expect(volumes.slice(2)).toEqual([1, 0]);
  });

  it('starts speaking only above 0.01', () => {
    const { signals, detect } = detector();
    detect.observe([0.01]);
    detect.observe([0.004, 0.006]);
    expect(speech(signals)).toEqual([]);
    detect.observe([0.006, 0.006]);
    expect(speech(signals)).toEqual(['speech-start']);
  });

  it('ends speaking 1 s after the last level above the threshold, once', () => {
    const { signals, detect } = detector();
    // Quiet after the second 0.2: the 1 s counts from the last loud observation.
    play(detect, [[0.2], 100, [0.2], 100, [0], 899]);
    expect(speech(signals)).toEqual(['speech-start']);
    vi.advanceTimersByTime(1);
    expect(speech(signals)).toEqual(['speech-start', 'speech-end']);
    vi.advanceTimersByTime(5000);
    expect(speech(signals)).toEqual(['speech-start', 'speech-end']);
  });

  it('a pause shorter than 1 s is one utterance; a longer one is two', () => {
    const { signals, detect } = detector();
    play(detect, [[0.1], 900, [0.1], 1000, [0.1], 1000]);
    expect(speech(signals)).toEqual(['speech-start', 'speech-end', 'speech-start', 'speech-end']);
  });

  it('reset forgets a pending speech-end', () => {
    const { signals, detect } = detector();
    detect.observe([0.1]);
    detect.reset();
    vi.advanceTimersByTime(2000);
    expect(speech(signals)).toEqual(['speech-start']);
  });
});
