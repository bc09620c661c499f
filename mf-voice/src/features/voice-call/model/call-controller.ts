import type {
  ConnectStage,
  NetworkQuality,
  TranscriptRole,
  VoiceCallClient,
  VoiceCallEvent,
  VoiceCallStartOptions,
} from './voice-call-client';

/**
 * One web call attempt from click to end: the state machine of docs/voice.md §4, driven only by the client's
 * events (never by the start() promise), with a per-attempt token and our own connect timeout.
 *
 * Why a token: the SDK does not cancel a start in flight. A stop() while the call is being created
 * still joins later, and a stop() during the join can leave start() unsettled forever. So every attempt
 * carries an `active` flag; once cancelled, a late "joined" result or call-start is answered with
 * another stop() and otherwise ignored.
 */
export type CallPhase = 'idle' | 'connecting' | 'listening' | 'speaking' | 'ended' | 'error';

export interface TranscriptLine {
  id: number;
  role: TranscriptRole;
  text: string;
}

export interface CallSnapshot {
  phase: CallPhase;
  /** The step connecting has reached, while connecting. */
  stage: ConnectStage | null;
  /** When the call connected and ended (ms since the epoch), for the call timer. */
  connectedAt: number | null;
  endedAt: number | null;
  /** The assistant's audio level, 0 to 1. */
  volume: number;
  /** The visitor's microphone level, 0 to 1, when the client reports it. */
  localVolume: number | null;
  muted: boolean;
  /** The connection as the platform rates it; null when the client does not measure it. */
  network: NetworkQuality | null;
  /** True while the media connection is down (the platform tries to restore it). */
  interrupted: boolean;
  transcript: readonly TranscriptLine[];
  /** What each side is saying right now, before the platform finalises it. */
  partial: Readonly<Record<TranscriptRole, string | null>>;
  endedReason: string | null;
  endedByUser: boolean;
  /** Why the call failed (phase "error"), worded for the visitor. */
  failure: string | null;
  /** A non-fatal problem the visitor can act on; the call goes on. */
  notice: string | null;
  /** The browser blocked the assistant's audio until the visitor clicks. */
  audioBlocked: boolean;
  /** False once the call says it runs without the visitor's microphone (the demo plays without one). */
  microphoneAvailable: boolean;
}

export const CONNECT_TIMEOUT_MS = 20_000;

export const AUDIO_BLOCKED_NOTICE =
  "Your browser blocked the assistant's audio. Select Play the assistant's audio, and make sure this tab may play sound.";

/** The demo is a recording: without a microphone it still plays, and says why the level stays still. */
export const DEMO_WITHOUT_MICROPHONE_NOTICE =
  'Your microphone is not available, so the demo plays without it: you can listen to the whole sample call.';

export function connectTimeoutMessage(ms: number): string {
  return `The call did not connect within ${Math.round(ms / 1000)} seconds. Please try again.`;
}

/** Why the call failed, for the visitor; without a detail (none reported), the bare sentence. */
export function callFailureMessage(detail?: string): string {
  return detail ? `The call failed: ${detail}` : 'The call failed.';
}

export const initialCallSnapshot: CallSnapshot = {
  phase: 'idle',
  stage: null,
  connectedAt: null,
  endedAt: null,
  volume: 0,
  localVolume: null,
  muted: false,
  network: null,
  interrupted: false,
  transcript: [],
  partial: { assistant: null, user: null },
  endedReason: null,
  endedByUser: false,
  failure: null,
  notice: null,
  audioBlocked: false,
  microphoneAvailable: true,
};

export interface CallControllerOptions {
  connectTimeoutMs?: number;
  /** The client could not clean up (stop() failed). */
  onCleanupError?: (error: unknown) => void;
  /** The clock of the call timer. */
  now?: () => number;
}

interface Attempt {
  active: boolean;
}

const LIVE_PHASES: readonly CallPhase[] = ['connecting', 'listening', 'speaking'];

/** Connected, the assistant listening or speaking: the phases in which mute, the levels and the call timer count. */
export function isInCall(phase: CallPhase): boolean {
  return phase === 'listening' || phase === 'speaking';
}

/** A level the client reports, kept within 0 to 1 so that a stray reading never overflows a meter. */
export function unitLevel(level: number): number {
  return Math.min(1, Math.max(0, level));
}

export class CallController {
  private snapshot: CallSnapshot = initialCallSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly detach: (() => void)[];
  private attempt: Attempt | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextLineId = 1;
  private readonly connectTimeoutMs: number;
  private readonly onCleanupError: (error: unknown) => void;
  private readonly now: () => number;
  private lastOptions: VoiceCallStartOptions | null = null;

  constructor(
    private readonly client: VoiceCallClient,
    options: CallControllerOptions = {},
  ) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    this.onCleanupError = options.onCleanupError ?? (() => {});
    this.now = options.now ?? Date.now;
    const handle = (event: VoiceCallEvent) => this.handle(event);
    this.detach = (
      [
        'call-start',
        'start-progress',
        'speech-start',
        'speech-end',
        'volume',
        'local-volume',
        'network-quality',
        'connection',
        'transcript',
        'ended-reason',
        'call-end',
        'error',
      ] as const
    ).map((type) => client.on(type, handle));
  }

  getSnapshot = (): CallSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  isLive(): boolean {
    return LIVE_PHASES.includes(this.snapshot.phase);
  }

  /** Starts an attempt; ignored (returns false) while one is live, so double clicks start nothing. */
  start(options: VoiceCallStartOptions): boolean {
    if (this.isLive()) return false;
    const attempt: Attempt = { active: true };
    this.attempt = attempt;
    this.lastOptions = options;
    this.nextLineId = 1;
    this.update({ ...initialCallSnapshot, phase: 'connecting' });
    this.timer = setTimeout(() => {
      if (attempt.active && this.snapshot.phase === 'connecting')
        this.fail(attempt, connectTimeoutMessage(this.connectTimeoutMs));
    }, this.connectTimeoutMs);
    let result: Promise<boolean>;
    try {
      result = this.client.start(options);
    } catch (error) {
      this.fail(attempt, callFailureMessage(errorText(error)));
      return true;
    }
    result.then(
      (joined) => {
        if (!attempt.active) {
          // A late join of an attempt already cancelled: leave it again.
          if (joined) void this.stopClient();
          return;
        }
        if (!joined && this.snapshot.phase === 'connecting')
          this.fail(attempt, callFailureMessage('the call could not be started'));
      },
      (error: unknown) => {
        if (attempt.active) this.fail(attempt, callFailureMessage(errorText(error)));
      },
    );
    return true;
  }

  /** The visitor ends the call, or cancels it while it is still connecting. */
  async hangUp(): Promise<void> {
    const attempt = this.attempt;
    if (!attempt?.active) return;
    this.finish(attempt);
    this.update({
      phase: 'ended',
      endedByUser: true,
      endedReason: 'customer-ended-call',
      volume: 0,
      endedAt: this.snapshot.connectedAt === null ? null : this.now(),
    });
    await this.stopClient();
  }

  /**
   * A way back after the connection dropped: leaves what is left of the call and starts a new one with
   * the same options. Only offered while the connection is interrupted or after a call it cut short.
   */
  async reconnect(): Promise<boolean> {
    const options = this.lastOptions;
    if (!options || !this.snapshot.interrupted) return false;
    const attempt = this.attempt;
    if (attempt?.active) this.finish(attempt);
    // Not interrupted any more: a second click while the old call is being left starts nothing.
    this.update({ phase: 'idle', interrupted: false });
    await this.stopClient();
    return this.start(options);
  }

  /** Plays the assistant's audio the browser blocked, from the visitor's click. */
  async resumeAudio(): Promise<void> {
    let playing = false;
    try {
      playing = await this.client.resumeAudio();
    } catch {
      // Still blocked: the notice stays, and so does the button.
    }
    if (playing && this.snapshot.audioBlocked) this.update({ audioBlocked: false, notice: null });
  }

  /** Switches the microphone; a failure is shown as a notice and the call goes on. */
  async setMicrophone(deviceId: string): Promise<void> {
    try {
      await this.client.setMicrophone(deviceId);
    } catch (error) {
      this.update({ notice: `Could not switch the microphone: ${errorText(error)}` });
    }
  }

  setMuted(muted: boolean): void {
    if (!isInCall(this.snapshot.phase)) return;
    try {
      this.client.setMuted(muted);
      this.update({ muted });
    } catch (error) {
      this.update({ notice: `Could not ${muted ? 'mute' : 'unmute'} the microphone: ${errorText(error)}` });
    }
  }

  /** Detaches from the client; a call still live is hung up. */
  dispose(): void {
    void this.hangUp();
    for (const off of this.detach) off();
    this.listeners.clear();
  }

  private handle(event: VoiceCallEvent): void {
    const attempt = this.attempt;
    if (event.type === 'ended-reason') {
      // The SDK reports the reason just after call-end, so it is taken even once the attempt is over.
      if (attempt && !this.snapshot.endedByUser) this.update({ endedReason: event.reason });
      return;
    }
    if (!attempt?.active) {
      // A call that starts after it was cancelled (or that nobody asked for) is stopped at once.
      if (event.type === 'call-start') void this.stopClient();
      return;
    }
    const { phase } = this.snapshot;
    switch (event.type) {
      case 'call-start':
        this.clearTimer();
        if (phase === 'connecting') this.update({ phase: 'listening', stage: null, connectedAt: this.now() });
        return;
      case 'start-progress':
        if (phase === 'connecting') this.update({ stage: event.stage });
        return;
      case 'local-volume':
        if (isInCall(phase)) this.update({ localVolume: this.snapshot.muted ? 0 : unitLevel(event.level) });
        return;
      case 'network-quality':
        this.update({ network: event.quality });
        return;
      case 'connection':
        this.update({ interrupted: event.state === 'interrupted' });
        return;
      case 'speech-start':
        if (phase === 'listening') this.update({ phase: 'speaking' });
        return;
      case 'speech-end':
        if (phase === 'speaking') this.update({ phase: 'listening' });
        return;
      case 'volume':
        if (isInCall(phase)) this.update({ volume: unitLevel(event.level) });
        return;
      case 'transcript':
        this.addTranscript(event.role, event.text, event.final);
        return;
      case 'call-end':
        this.finish(attempt);
        this.update({
          phase: 'ended',
          volume: 0,
          partial: { assistant: null, user: null },
          endedAt: this.snapshot.connectedAt === null ? null : this.now(),
        });
        return;
      case 'error':
        if (event.fatal) this.fail(attempt, callFailureMessage(event.message));
        else if (event.kind === 'audio-blocked') this.update({ notice: AUDIO_BLOCKED_NOTICE, audioBlocked: true });
        else if (event.kind === 'microphone-unavailable')
          this.update({ notice: DEMO_WITHOUT_MICROPHONE_NOTICE, microphoneAvailable: false });
        return;
    }
  }

  private addTranscript(role: TranscriptRole, text: string, final: boolean): void {
    const partial = { ...this.snapshot.partial, [role]: final ? null : text };
    if (!final) {
      this.update({ partial });
      return;
    }
    const line: TranscriptLine = { id: this.nextLineId++, role, text };
    this.update({ partial, transcript: [...this.snapshot.transcript, line] });
  }

  private fail(attempt: Attempt, failure: string): void {
    if (!attempt.active) return;
    this.finish(attempt);
    this.update({
      phase: 'error',
      failure,
      volume: 0,
      endedAt: this.snapshot.connectedAt === null ? null : this.now(),
    });
    void this.stopClient();
  }

  private finish(attempt: Attempt): void {
    attempt.active = false;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async stopClient(): Promise<void> {
    try {
      await this.client.stop();
    } catch (error) {
      this.onCleanupError(error);
    }
  }

  private update(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'unknown error';
}
