import {
  EmittingVoiceCallClient,
  type VoiceCallClient,
  type VoiceCallEvent,
  type VoiceCallStartOptions,
} from '../model/voice-call-client';

/**
 * A scripted stand-in for the voice SDK behind the app's VoiceCallClient seam: component tests and the
 * standalone harness run whole calls with it, without a network, a microphone or the voice platform.
 * It mirrors the SDK's observable habits: stopping a joined call emits call-end and the reason
 * "customer-ended-call"; setMuted without a call throws the SDK's own message.
 */
export interface FakeCallStep {
  /** Milliseconds after the previous step. */
  after: number;
  event: VoiceCallEvent;
}

export interface FakeCallScript {
  /** How start() settles: "joined" after `startDelayMs`, "failed" (false), or "pending" (never, like the SDK after a stop). */
  start: 'joined' | 'failed' | 'pending';
  startDelayMs: number;
  /** Played after start(); stopped by stop(). */
  steps: readonly FakeCallStep[];
  /** Makes stop() reject, as a failed cleanup would. */
  stopError?: string;
}

const say = (role: 'assistant' | 'user', text: string, after: number): FakeCallStep[] => [
  { after, event: { type: 'transcript', role, text: `${text.split(' ').slice(0, 3).join(' ')}…`, final: false } },
  { after: 400, event: { type: 'transcript', role, text, final: true } },
];

const speak = (after: number, levels: readonly number[]): FakeCallStep[] => [
  { after, event: { type: 'speech-start' } },
  ...levels.map((level) => ({ after: 150, event: { type: 'volume', level } }) as const),
  { after: 300, event: { type: 'volume', level: 0 } },
  { after: 200, event: { type: 'speech-end' } },
];

const connecting: FakeCallStep[] = [
  { after: 0, event: { type: 'start-progress', stage: 'preparing' } },
  { after: 150, event: { type: 'start-progress', stage: 'joining' } },
  { after: 150, event: { type: 'start-progress', stage: 'starting-audio' } },
];

/** Ready-made scripts: a friendly conversation, and each way a call can go wrong. */
export const fakeCallScripts = {
  conversation: {
    start: 'joined',
    startDelayMs: 300,
    steps: [
      ...connecting,
      { after: 100, event: { type: 'call-start' } },
      { after: 0, event: { type: 'network-quality', quality: 'good' } },
      { after: 100, event: { type: 'local-volume', level: 0.2 } },
      ...speak(200, [0.35, 0.8, 0.55, 0.9, 0.4]),
      ...say('assistant', 'Good morning! This is your daily check-in. How are you feeling today?', 0),
      ...say('user', 'Pretty good, thank you. I slept well.', 900),
      ...speak(300, [0.5, 0.7, 0.3]),
      ...say('assistant', 'Wonderful. Have you taken your morning medication yet?', 0),
    ],
  },
  assistantHangsUp: {
    start: 'joined',
    startDelayMs: 200,
    steps: [
      { after: 300, event: { type: 'call-start' } },
      ...speak(100, [0.6, 0.3]),
      ...say('assistant', 'Thank you, that is all for today. Goodbye!', 0),
      { after: 600, event: { type: 'call-end' } },
      { after: 0, event: { type: 'ended-reason', reason: 'assistant-ended-call' } },
    ],
  },
  fatalError: {
    start: 'failed',
    startDelayMs: 600,
    steps: [
      {
        after: 500,
        event: { type: 'error', fatal: true, kind: 'start-method-error', message: 'Failed to load call object bundle' },
      },
    ],
  },
  noiseCancellationError: {
    start: 'joined',
    startDelayMs: 200,
    steps: [
      { after: 300, event: { type: 'call-start' } },
      {
        after: 200,
        event: {
          type: 'error',
          fatal: false,
          kind: 'audio-processing-setup-error',
          message: 'KrispInitError: Canceled',
        },
      },
      ...speak(100, [0.4, 0.6]),
    ],
  },
  networkDrop: {
    start: 'joined',
    startDelayMs: 200,
    steps: [
      { after: 300, event: { type: 'call-start' } },
      { after: 0, event: { type: 'network-quality', quality: 'good' } },
      ...speak(100, [0.5, 0.3]),
      ...say('assistant', 'Good morning! How are you feeling today?', 0),
      { after: 500, event: { type: 'network-quality', quality: 'poor' } },
      { after: 300, event: { type: 'connection', state: 'interrupted' } },
    ],
  },
  neverConnects: {
    start: 'pending',
    startDelayMs: 0,
    steps: [{ after: 0, event: { type: 'start-progress', stage: 'preparing' } }],
  },
} satisfies Record<string, FakeCallScript>;

export type FakeCallScenario = keyof typeof fakeCallScripts;

export class FakeVoiceCallClient extends EmittingVoiceCallClient implements VoiceCallClient {
  private timers: ReturnType<typeof setTimeout>[] = [];
  private joined = false;
  private inCall = false;
  private muted = false;
  readonly startCalls: VoiceCallStartOptions[] = [];
  readonly microphoneCalls: string[] = [];
  stopCalls = 0;
  private settleStart: ((joined: boolean) => void) | null = null;

  constructor(private readonly script: FakeCallScript = fakeCallScripts.conversation) {
    super();
  }

  start(options: VoiceCallStartOptions): Promise<boolean> {
    this.startCalls.push(options);
    this.joined = false;
    this.inCall = true;
    let elapsed = 0;
    for (const step of this.script.steps) {
      elapsed += step.after;
      this.timers.push(setTimeout(() => this.emit(step.event), elapsed));
    }
    return new Promise<boolean>((resolve) => {
      this.settleStart = resolve;
      if (this.script.start === 'pending') return;
      this.timers.push(
        setTimeout(() => {
          this.joined = this.script.start === 'joined';
          resolve(this.joined);
        }, this.script.startDelayMs),
      );
    });
  }

  async stop(): Promise<void> {
    this.stopCalls += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    const wasInCall = this.inCall && this.joined;
    this.inCall = false;
    this.joined = false;
    if (this.script.stopError) throw new Error(this.script.stopError);
    if (wasInCall) this.ended('customer-ended-call');
  }

  setMuted(muted: boolean): void {
    this.requireCall(this.inCall);
    this.muted = muted;
  }

  resumeAudioCalls = 0;

  async resumeAudio(): Promise<boolean> {
    this.resumeAudioCalls += 1;
    return true;
  }

  async setMicrophone(deviceId: string): Promise<void> {
    this.microphoneCalls.push(deviceId);
  }

  isMuted(): boolean {
    return this.muted;
  }

  /** Test control: deliver an event now, as the SDK would. */
  emit(event: VoiceCallEvent): void {
    if (event.type === 'call-start') this.joined = true;
    if (event.type === 'call-end') this.inCall = false;
    this.emitter.emit(event);
  }

  /** Test control: settle a start() the script left pending, e.g. a join that lands after a cancel. */
  resolveStart(joined: boolean): void {
    this.joined = joined;
    if (joined) this.inCall = true;
    this.settleStart?.(joined);
  }

  listenerCount(): number {
    return this.emitter.listenerCount();
  }
}
