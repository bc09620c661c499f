import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimedLine } from '../model/demo-call-timeline';
import type { VoiceCallEvent } from '../model/voice-call-client';
import { type DemoCallMedia, DemoVoiceCallClient, isMobileUserAgent } from './demo-voice-call-client';
import { recordVoiceEvents } from './recorded-voice-events.test-support';

/**
 * The demo client against a scripted clip (jsdom has no Web Audio): the clip "plays" on the fake clock,
 * and its level is whatever the script says at that moment.
 */
const timeline: TimedLine[] = [
  { text: 'Good morning, how are you today?', start: 0.5, end: 2.5 },
  { text: 'Goodbye for now.', start: 4, end: 5 },
];

/** Loud (0.06) while a line is being said, silent otherwise; 6 s long. */
function scriptedMedia(overrides: Partial<DemoCallMedia> = {}) {
  let startedAt: number | null = null;
  const position = () => (startedAt === null ? 0 : (Date.now() - startedAt) / 1000);
  const media = {
    closed: 0,
    microphones: [] as (string | null)[],
    microphoneEnabled: true,
    load: vi.fn(async () => {}),
    openMicrophone: vi.fn(async (deviceId: string | null) => {
      media.microphones.push(deviceId);
    }),
    play: vi.fn(async () => {
      startedAt = Date.now();
      return true;
    }),
    resume: vi.fn(async () => true),
    position,
    duration: () => 6,
    remoteLevel: () => (timeline.some((line) => position() >= line.start && position() < line.end) ? 0.06 : 0),
    localLevel: (): number => (media.microphoneEnabled ? 0.2 : 0),
    setMicrophoneEnabled: vi.fn((enabled: boolean) => {
      media.microphoneEnabled = enabled;
    }),
    close: vi.fn(() => {
      media.closed += 1;
    }),
    ...overrides,
  };
  return media;
}

function record(client: DemoVoiceCallClient) {
  const events = recordVoiceEvents(client);
  const ofType = <T extends VoiceCallEvent['type']>(type: T) =>
    events.filter((event): event is Extract<VoiceCallEvent, { type: T }> => event.type === type);
  return { events, ofType };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DemoVoiceCallClient', () => {
  it('connects in steps, then starts the call with the microphone open', async () => {
    const media = scriptedMedia();
    const client = new DemoVoiceCallClient(() => media, { timeline });
    const { events } = record(client);
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(true);
    expect(events.map((event) => (event.type === 'start-progress' ? event.stage : event.type))).toEqual([
      'preparing',
      'joining',
      'starting-audio',
      'call-start',
    ]);
    expect(media.microphones).toEqual([null]);
  });

  it('drives volume and speaking from the clip’s level, observed every 100 ms', async () => {
    const client = new DemoVoiceCallClient(() => scriptedMedia(), { timeline });
    const { ofType, events } = record(client);
    await client.start({ roleDescription: 'r' });
    await vi.advanceTimersByTimeAsync(1000);
    // Ten observations in the first second; the first line is heard from 0.5 s on.
    const volumes = ofType('volume').map((event) => event.level);
    expect(volumes).toHaveLength(10);
    expect(volumes.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(volumes.at(-1)).toBeCloseTo(0.06 / 0.15, 10);
    expect(ofType('speech-start')).toHaveLength(1);
    // The line ends at 2.5 s; speaking ends 1 s after the last loud observation (2.4 s), at 3.4 s.
    await vi.advanceTimersByTimeAsync(2300);
    expect(ofType('speech-end')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(ofType('speech-end')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'local-volume').at(-1)).toEqual({
      type: 'local-volume',
      level: 0.2,
    });
  });

  it('shows each line as the clip says it, then in full once said', async () => {
    const client = new DemoVoiceCallClient(() => scriptedMedia(), { timeline });
    const { ofType } = record(client);
    await client.start({ roleDescription: 'r' });
    await vi.advanceTimersByTimeAsync(500);
    expect(ofType('transcript')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    // 1.5 s: half of the first line's 2 s, so half of its six words.
    expect(ofType('transcript').at(-1)).toEqual({
      type: 'transcript',
      role: 'assistant',
      text: 'Good morning, how',
      final: false,
    });
    await vi.advanceTimersByTimeAsync(1000);
    const finals = ofType('transcript').filter((event) => event.final);
    expect(finals).toEqual([
      { type: 'transcript', role: 'assistant', text: 'Good morning, how are you today?', final: true },
    ]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(
      ofType('transcript')
        .filter((event) => event.final)
        .map((event) => event.text),
    ).toEqual(['Good morning, how are you today?', 'Goodbye for now.']);
  });

  it('when the clip is over the assistant has hung up', async () => {
    const media = scriptedMedia();
    const client = new DemoVoiceCallClient(() => media, { timeline });
    const { ofType, events } = record(client);
    await client.start({ roleDescription: 'r' });
    await vi.advanceTimersByTimeAsync(5900);
    expect(ofType('call-end')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(events.slice(-2)).toEqual([{ type: 'call-end' }, { type: 'ended-reason', reason: 'assistant-ended-call' }]);
    expect(media.closed).toBe(1);
    const count = events.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toHaveLength(count);
  });

  it('stop() ends the call as the visitor’s, releases the audio, and allows a new call', async () => {
    const first = scriptedMedia();
    const second = scriptedMedia();
    const created = [first, second];
    const client = new DemoVoiceCallClient(() => created.shift() ?? scriptedMedia(), { timeline });
    const { events } = record(client);
    await client.start({ roleDescription: 'r' });
    await client.stop();
    expect(events.slice(-2)).toEqual([{ type: 'call-end' }, { type: 'ended-reason', reason: 'customer-ended-call' }]);
    expect(first.close).toHaveBeenCalledTimes(1);
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(true);
    expect(second.play).toHaveBeenCalled();
  });

  it('a second start while one runs returns false and starts nothing', async () => {
    const client = new DemoVoiceCallClient(() => scriptedMedia(), { timeline });
    await client.start({ roleDescription: 'r' });
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(false);
  });

  it('a stop while the clip downloads cancels the call: no call-start, no call-end, media closed', async () => {
    let finishLoading = () => {};
    const media = scriptedMedia({
      load: () =>
        new Promise<void>((resolve) => {
          finishLoading = resolve;
        }),
    });
    const client = new DemoVoiceCallClient(() => media, { timeline });
    const { events } = record(client);
    const started = client.start({ roleDescription: 'r' });
    await client.stop();
    finishLoading();
    await expect(started).resolves.toBe(false);
    expect(events.map((event) => event.type)).toEqual(['start-progress']);
    expect(media.close).toHaveBeenCalledTimes(1);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('waits 1000 ms before joining on a mobile device', async () => {
    const media = scriptedMedia();
    const client = new DemoVoiceCallClient(() => media, { timeline, isMobile: true });
    const started = client.start({ roleDescription: 'r' });
    await vi.advanceTimersByTimeAsync(999);
    expect(media.openMicrophone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toBe(true);
    expect(media.openMicrophone).toHaveBeenCalledTimes(1);
  });

  it('recognises mobile user agents as the platform SDK does', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(
      false,
    );
  });

  it('a clip that cannot be loaded is a fatal error', async () => {
    const media = scriptedMedia({ load: () => Promise.reject(new Error('HTTP 404')) });
    const client = new DemoVoiceCallClient(() => media, { timeline });
    const { ofType } = record(client);
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(false);
    expect(ofType('error')).toEqual([{ type: 'error', fatal: true, kind: 'demo-start-failed', message: 'HTTP 404' }]);
    expect(ofType('call-start')).toEqual([]);
    expect(media.close).toHaveBeenCalled();
  });

  it('audio the browser will not play is reported as blocked, the call goes on, and a click resumes it', async () => {
    const media = scriptedMedia({ play: async () => false });
    const client = new DemoVoiceCallClient(() => media, { timeline });
    const { ofType } = record(client);
    await expect(client.resumeAudio()).resolves.toBe(false);
    await expect(client.start({ roleDescription: 'r' })).resolves.toBe(true);
    expect(ofType('error')).toEqual([expect.objectContaining({ fatal: false, kind: 'audio-blocked' })]);
    await expect(client.resumeAudio()).resolves.toBe(true);
    expect(media.resume).toHaveBeenCalledTimes(1);
  });

  it('mutes the microphone, and refuses without a call as the SDK does', async () => {
    const media = scriptedMedia();
    const client = new DemoVoiceCallClient(() => media, { timeline });
    expect(() => client.setMuted(true)).toThrow('Call object is not available.');
    await client.start({ roleDescription: 'r' });
    client.setMuted(true);
    expect(media.setMicrophoneEnabled).toHaveBeenLastCalledWith(false);
    client.setMuted(false);
    expect(media.setMicrophoneEnabled).toHaveBeenLastCalledWith(true);
  });

  it('a microphone picked while the first one opens is the one the call uses', async () => {
    let opened = () => {};
    const media = scriptedMedia();
    media.openMicrophone = vi.fn(async (deviceId: string | null) => {
      media.microphones.push(deviceId);
      if (media.microphones.length === 1)
        await new Promise<void>((resolve) => {
          opened = resolve;
        });
    });
    const client = new DemoVoiceCallClient(() => media, { timeline });
    const started = client.start({ roleDescription: 'r' });
    await vi.advanceTimersByTimeAsync(0);
    await client.setMicrophone('headset');
    opened();
    await expect(started).resolves.toBe(true);
    expect(media.microphones).toEqual([null, 'headset']);
  });

  it('switches the microphone live, and keeps the choice for the next call', async () => {
    const first = scriptedMedia();
    const second = scriptedMedia();
    const created = [first, second];
    const client = new DemoVoiceCallClient(() => created.shift() ?? scriptedMedia(), { timeline });
    await client.start({ roleDescription: 'r' });
    await client.setMicrophone('headset');
    expect(first.microphones).toEqual([null, 'headset']);
    await client.stop();
    await client.start({ roleDescription: 'r' });
    expect(second.microphones).toEqual(['headset']);
  });
});
