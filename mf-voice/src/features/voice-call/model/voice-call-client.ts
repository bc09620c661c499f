/**
 * The app's seam around the voice SDK. The UI and the call controller speak only these events, which
 * are the app's own vocabulary, so a scripted fake can stand in for the real SDK in tests and in the
 * standalone harness. The production adapter (api/vapi-voice-call-client.ts) translates the SDK.
 */
export type TranscriptRole = 'assistant' | 'user';

/** The steps of connecting, in order, as the visitor sees them while the live-call modal waits. */
export const CONNECT_STAGES = ['preparing', 'joining', 'starting-audio'] as const;
export type ConnectStage = (typeof CONNECT_STAGES)[number];

/** How the platform rates the connection; only clients that measure it report it. */
export type NetworkQuality = 'good' | 'weak' | 'poor';

export type VoiceCallEvent =
  /** The assistant is connected and listening. */
  | { type: 'call-start' }
  /** Connecting has reached this step. */
  | { type: 'start-progress'; stage: ConnectStage }
  | { type: 'speech-start' }
  | { type: 'speech-end' }
  /** The assistant's audio level, 0 to 1. */
  | { type: 'volume'; level: number }
  /** The visitor's microphone level, 0 to 1. */
  | { type: 'local-volume'; level: number }
  | { type: 'network-quality'; quality: NetworkQuality }
  /** The media connection dropped (the platform tries to restore it) or is back. */
  | { type: 'connection'; state: 'interrupted' | 'connected' }
  | { type: 'transcript'; role: TranscriptRole; text: string; final: boolean }
  /** Why the call ended, as the voice platform reports it (e.g. "customer-ended-call"). */
  | { type: 'ended-reason'; reason: string }
  | { type: 'call-end' }
  /** `fatal` errors end the call; the others (noise cancellation, blocked autoplay) do not. */
  | { type: 'error'; fatal: boolean; kind: string; message: string };

export type VoiceCallEventType = VoiceCallEvent['type'];
export type VoiceCallEventOf<T extends VoiceCallEventType> = Extract<VoiceCallEvent, { type: T }>;

export interface VoiceCallStartOptions {
  /** Passed to the assistant as the `roleDescription` variable. */
  roleDescription: string;
}

export interface VoiceCallClient {
  /**
   * Begins connecting. Resolves `true` once the call is joined and `false` when the client gave up (it
   * has then emitted a fatal error). Progress is reported by events, never by this promise: after a
   * stop the real SDK may never settle it.
   */
  start(options: VoiceCallStartOptions): Promise<boolean>;
  /** Leaves the call or abandons the connection; rejects if cleaning up failed. */
  stop(): Promise<void>;
  /** Throws if there is no call to mute. */
  setMuted(muted: boolean): void;
  /** Switches the call's microphone to this input device (a `deviceId` from enumerateDevices). */
  setMicrophone(deviceId: string): Promise<void>;
  /**
   * Tries again to play the assistant's audio after the browser blocked it (autoplay); called from a
   * click, which is what the browser waits for. Resolves whether it now plays.
   */
  resumeAudio(): Promise<boolean>;
  on<T extends VoiceCallEventType>(type: T, listener: (event: VoiceCallEventOf<T>) => void): () => void;
}

/** A tiny typed emitter shared by the adapter and the fake, so both deliver events the same way. */
export class VoiceCallEmitter {
  private readonly listeners = new Map<VoiceCallEventType, Set<(event: VoiceCallEvent) => void>>();

  on<T extends VoiceCallEventType>(type: T, listener: (event: VoiceCallEventOf<T>) => void): () => void {
    const set = this.listeners.get(type) ?? new Set();
    const wrapped = listener as (event: VoiceCallEvent) => void;
    set.add(wrapped);
    this.listeners.set(type, set);
    return () => {
      set.delete(wrapped);
    };
  }

  emit(event: VoiceCallEvent): void {
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) listener(event);
  }

  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

/**
 * What every VoiceCallClient does the same way: listeners subscribe with `on`; the client delivers its
 * events through the protected `emitter`.
 */
export abstract class EmittingVoiceCallClient {
  protected readonly emitter = new VoiceCallEmitter();

  on<T extends VoiceCallEventType>(type: T, listener: (event: VoiceCallEventOf<T>) => void): () => void {
    return this.emitter.on(type, listener);
  }

  /** Asked to mute with no call, a client that stands in for the SDK throws what the SDK throws. */
  protected requireCall(inCall: boolean): void {
    if (!inCall) throw new Error('Call object is not available.');
  }

  /** A call ends as the SDK announces it: call-end, then why ("customer-ended-call" after a stop()). */
  protected ended(reason: string): void {
    this.emitter.emit({ type: 'call-end' });
    this.emitter.emit({ type: 'ended-reason', reason });
  }
}
