import { isRecord } from '@novavox/contracts-experiments/is-record';
import {
  type ConnectStage,
  EmittingVoiceCallClient,
  type NetworkQuality,
  type VoiceCallClient,
  type VoiceCallEvent,
  type VoiceCallStartOptions,
} from '../model/voice-call-client';
import { loadVapiClass, type VapiConstructor } from './voice-sdk-loader';

/**
 * The production VoiceCallClient: a thin translation of @vapi-ai/web's events into the app's. The SDK
 * already creates the web call, joins, detects speech and computes the volume (docs/voice.md §3); this only
 * renames, classifies errors as fatal or not, and digs readable messages out of the SDK's payloads.
 */
type Vapi = InstanceType<VapiConstructor>;

export interface VapiClientConfig {
  publicKey: string;
  assistantId: string;
  /** null uses the SDK's default, https://api.vapi.ai. */
  apiBaseUrl: string | null;
}

/** These end the call (docs/voice.md §2); noise-cancellation and autoplay problems do not. */
const FATAL_ERROR_TYPES = new Set([
  'validation-error',
  'daily-call-object-creation-error',
  'daily-error',
  'daily-call-join-error',
  'start-method-error',
]);

/**
 * The SDK's error payloads nest differently per source: an Error's message, the platform's JSON body
 * (whose `message` may be a list), or Daily's `{ errorMsg, error: { msg } }`.
 */
export function readableMessage(value: unknown, depth = 0): string | null {
  if (depth > 4 || value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        return readableMessage(JSON.parse(text), depth + 1) ?? text;
      } catch {
        return text;
      }
    }
    return text || null;
  }
  if (value instanceof Error) return value.message || null;
  if (Array.isArray(value)) {
    const parts = value.map((item) => readableMessage(item, depth + 1)).filter((part): part is string => !!part);
    return parts.length > 0 ? parts.join('; ') : null;
  }
  if (isRecord(value)) {
    for (const key of ['message', 'errorMsg', 'msg', 'error']) {
      const found = readableMessage(value[key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export function vapiErrorToEvent(payload: unknown): VoiceCallEvent {
  const kind = isRecord(payload) && typeof payload.type === 'string' ? payload.type : 'unknown-error';
  const message = readableMessage(isRecord(payload) && 'error' in payload ? payload.error : payload) ?? kind;
  if (kind === 'audio-start-failed') return { type: 'error', fatal: false, kind: 'audio-blocked', message };
  return { type: 'error', fatal: FATAL_ERROR_TYPES.has(kind), kind, message };
}

/** The SDK's call-start-progress stages, grouped into the steps the visitor sees. */
const STAGE_STEPS: Readonly<Record<string, ConnectStage>> = {
  'web-call-creation': 'preparing',
  'daily-call-object-creation': 'joining',
  'mobile-permissions': 'joining',
  'daily-call-join': 'joining',
  'audio-observer-setup': 'starting-audio',
  'audio-processing-setup': 'starting-audio',
};

export function vapiProgressToEvent(progress: unknown): VoiceCallEvent | null {
  if (!isRecord(progress) || progress.status !== 'started' || typeof progress.stage !== 'string') return null;
  const stage = STAGE_STEPS[progress.stage];
  return stage ? { type: 'start-progress', stage } : null;
}

/**
 * daily-js's network-quality-change payload: `networkState` good / warning / bad (unknown before it has
 * measured), and the deprecated `threshold` good / low / very-low that older versions send alone.
 */
const QUALITY: Readonly<Record<string, NetworkQuality>> = {
  good: 'good',
  warning: 'weak',
  low: 'weak',
  bad: 'poor',
  'very-low': 'poor',
};

export function vapiNetworkQualityToEvent(payload: unknown): VoiceCallEvent | null {
  if (!isRecord(payload)) return null;
  const state = typeof payload.networkState === 'string' ? payload.networkState : payload.threshold;
  const quality = typeof state === 'string' ? QUALITY[state] : undefined;
  return quality ? { type: 'network-quality', quality } : null;
}

/** daily-js's network-connection payload: `{ type: signaling | sfu | peer-to-peer, event: interrupted | connected }`. */
export function vapiNetworkConnectionToEvent(payload: unknown): VoiceCallEvent | null {
  if (!isRecord(payload)) return null;
  if (payload.event === 'interrupted') return { type: 'connection', state: 'interrupted' };
  if (payload.event === 'connected') return { type: 'connection', state: 'connected' };
  return null;
}

export function vapiMessageToEvent(message: unknown): VoiceCallEvent | null {
  if (!isRecord(message)) return null;
  if (message.type === 'transcript' && (message.role === 'assistant' || message.role === 'user')) {
    if (typeof message.transcript !== 'string' || !message.transcript.trim()) return null;
    return {
      type: 'transcript',
      role: message.role,
      text: message.transcript,
      final: message.transcriptType === 'final',
    };
  }
  if (message.type === 'status-update' && message.status === 'ended') {
    return { type: 'ended-reason', reason: typeof message.endedReason === 'string' ? message.endedReason : 'unknown' };
  }
  return null;
}

export class VapiVoiceCallClient extends EmittingVoiceCallClient implements VoiceCallClient {
  private inCall = false;
  private stopping: Promise<void> = Promise.resolve();
  /** A microphone picked before the call object existed, applied once the call starts. */
  private pendingMicrophone: string | null = null;

  constructor(
    private readonly vapi: Vapi,
    private readonly assistantId: string,
  ) {
    super();
    // Every listener, 'error' included, is attached once and before any start(): without an 'error'
    // listener the SDK's emit('error') throws and start() rejects with "Unhandled error".
    vapi.on('call-start', () => {
      this.inCall = true;
      this.emitter.emit({ type: 'call-start' });
      if (this.pendingMicrophone !== null) void this.setMicrophone(this.pendingMicrophone).catch(() => {});
    });
    vapi.on('call-start-progress', (progress: unknown) => this.emitIf(vapiProgressToEvent(progress)));
    vapi.on('local-volume-level', (level: number) => this.emitter.emit({ type: 'local-volume', level }));
    vapi.on('network-quality-change', (payload: unknown) => this.emitIf(vapiNetworkQualityToEvent(payload)));
    vapi.on('network-connection', (payload: unknown) => this.emitIf(vapiNetworkConnectionToEvent(payload)));
    vapi.on('speech-start', () => this.emitter.emit({ type: 'speech-start' }));
    vapi.on('speech-end', () => this.emitter.emit({ type: 'speech-end' }));
    vapi.on('volume-level', (level: number) => this.emitter.emit({ type: 'volume', level }));
    vapi.on('message', (message: unknown) => this.emitIf(vapiMessageToEvent(message)));
    vapi.on('call-end', () => {
      this.inCall = false;
      this.emitter.emit({ type: 'call-end' });
    });
    vapi.on('error', (payload: unknown) => this.emitter.emit(vapiErrorToEvent(payload)));
  }

  async start({ roleDescription }: VoiceCallStartOptions): Promise<boolean> {
    const call = await this.vapi.start(this.assistantId, { variableValues: { roleDescription } });
    return call !== null;
  }

  async stop(): Promise<void> {
    // What the SDK's end() does, except that end() drops stop()'s promise, and a failed cleanup must
    // reach the visitor. The end-call message asks the assistant to hang up too.
    if (this.inCall) {
      try {
        this.vapi.send({ type: 'end-call' });
      } catch {
        // The call may already be gone; destroying it below is what matters.
      }
    }
    this.inCall = false;
    // One stop at a time: two overlapping stops would destroy the same Daily call object twice.
    const next = this.stopping.then(() => this.vapi.stop());
    this.stopping = next.catch(() => {});
    await next;
  }

  setMuted(muted: boolean): void {
    this.vapi.setMuted(muted);
  }

  async setMicrophone(deviceId: string): Promise<void> {
    if (!this.inCall) {
      this.pendingMicrophone = deviceId;
      return;
    }
    this.pendingMicrophone = null;
    await this.vapi.setInputDevicesAsync({ audioDeviceId: deviceId });
  }

  async resumeAudio(): Promise<boolean> {
    const player = this.vapi.getAudioPlayer();
    if (!player) return false;
    await player.play();
    return true;
  }

  private emitIf(event: VoiceCallEvent | null): void {
    if (event) this.emitter.emit(event);
  }
}

export function createVapiVoiceCallClient(Vapi: VapiConstructor, config: VapiClientConfig): VapiVoiceCallClient {
  // avoidEval: the CSP has no 'unsafe-eval', so Daily must load its call machine with a <script> tag.
  const vapi = new Vapi(config.publicKey, config.apiBaseUrl ?? undefined, { avoidEval: true });
  return new VapiVoiceCallClient(vapi, config.assistantId);
}

let shared: Promise<VapiVoiceCallClient> | null = null;

/**
 * The page's one client, created on first use. One, because the SDK keeps its API key in a module-level
 * REST client and daily-js refuses a second call object; the site's config does not change at runtime.
 */
export function getVapiVoiceCallClient(config: VapiClientConfig): Promise<VapiVoiceCallClient> {
  shared ??= loadVapiClass()
    .then((Vapi) => createVapiVoiceCallClient(Vapi, config))
    .catch((error: unknown) => {
      shared = null;
      throw error;
    });
  return shared;
}
