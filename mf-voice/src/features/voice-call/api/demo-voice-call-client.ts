import { errorText } from '../model/call-controller';
import { demoCallTimeline, spokenSoFar, type TimedLine } from '../model/demo-call-timeline';
import { LEVEL_OBSERVER_INTERVAL_MS, SpeakingDetector } from '../model/speaking-detector';
import {
  EmittingVoiceCallClient,
  type VoiceCallClient,
  type VoiceCallEvent,
  type VoiceCallStartOptions,
} from '../model/voice-call-client';

/**
 * The embedded demo call, for a site with no voice platform configured: the assistant's side of a
 * check-in call is a real clip played in the page, and the visitor's microphone is really opened (so
 * the picker, mute and its level work as in a platform call). Its UI follows the audio by the
 * session's own rules: the clip's level is observed every 100 ms and fed to the SpeakingDetector, and
 * each transcript line appears as the clip reaches it. What the visitor says is neither sent anywhere
 * nor transcribed.
 *
 * The browser's audio sits behind DemoCallMedia, so the rules run in unit tests with a scripted source
 * (jsdom has no Web Audio); api/web-audio-demo-call-media.ts is the real one.
 */
export interface DemoCallMedia {
  /** Downloads and decodes the assistant's clip. */
  load(): Promise<void>;
  /** Opens (or switches) the visitor's microphone; null is the browser's default input. */
  openMicrophone(deviceId: string | null): Promise<void>;
  /** Starts the clip; resolves false while the browser keeps the page's audio suspended (autoplay). */
  play(): Promise<boolean>;
  /** Asks the browser again to let the page play audio; resolves whether it now does. */
  resume(): Promise<boolean>;
  /** Seconds into the clip. */
  position(): number;
  /** The clip's length in seconds. */
  duration(): number;
  /** The clip's level right now, 0 to 1, as a platform reports a remote participant's audio level. */
  remoteLevel(): number;
  /** The microphone's level right now, 0 to 1 (0 while disabled). */
  localLevel(): number;
  setMicrophoneEnabled(enabled: boolean): void;
  /** Stops the clip and the microphone for good. */
  close(): void;
}

export interface DemoVoiceCallClientOptions {
  /** The platform SDK waits 1000 ms before joining on mobile devices (requirements §2); the demo does too. */
  isMobile?: boolean;
  timeline?: readonly TimedLine[];
}

export const MOBILE_JOIN_WAIT_MS = 1000;

/** The same user-agent test the platform SDK uses for its mobile join wait. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /android|iphone|ipad|ipod|iemobile|blackberry|bada/i.test(userAgent);
}

interface DemoSession {
  readonly media: DemoCallMedia;
  readonly detector: SpeakingDetector;
  cancelled: boolean;
  microphoneOpen: boolean;
  inCall: boolean;
  observer: ReturnType<typeof setInterval> | null;
  /** The first line not yet shown in full, and what of it was shown last. */
  nextLine: number;
  shownPartial: string;
}

export class DemoVoiceCallClient extends EmittingVoiceCallClient implements VoiceCallClient {
  private session: DemoSession | null = null;
  private microphoneId: string | null = null;
  private readonly isMobile: boolean;
  private readonly timeline: readonly TimedLine[];

  constructor(
    private readonly createMedia: () => DemoCallMedia,
    options: DemoVoiceCallClientOptions = {},
  ) {
    super();
    this.isMobile = options.isMobile ?? false;
    this.timeline = options.timeline ?? demoCallTimeline;
  }

  /** The clip is one fixed check-in, so the role the visitor described does not change it. */
  async start(_options?: VoiceCallStartOptions): Promise<boolean> {
    // A session starts only if none is running (requirements §4).
    if (this.session) return false;
    const media = this.createMedia();
    const session: DemoSession = {
      media,
      detector: new SpeakingDetector((signal) => {
        if (session.inCall) this.emit(signal);
      }),
      cancelled: false,
      microphoneOpen: false,
      inCall: false,
      observer: null,
      nextLine: 0,
      shownPartial: '',
    };
    this.session = session;
    try {
      this.emit({ type: 'start-progress', stage: 'preparing' });
      await media.load();
      if (session.cancelled) return false;
      this.emit({ type: 'start-progress', stage: 'joining' });
      if (this.isMobile) await new Promise((resolve) => setTimeout(resolve, MOBILE_JOIN_WAIT_MS));
      if (session.cancelled) return false;
      const requested = this.microphoneId;
      // The clip plays whatever the microphone does: a blocked or missing one is said, and the demo goes on.
      let microphoneProblem: string | null = null;
      try {
        await media.openMicrophone(requested);
        session.microphoneOpen = true;
        // A microphone picked while this one was opening wins.
        if (this.microphoneId !== requested) await media.openMicrophone(this.microphoneId);
      } catch (error) {
        microphoneProblem = errorText(error);
      }
      if (session.cancelled) return false;
      this.emit({ type: 'start-progress', stage: 'starting-audio' });
      const playing = await media.play();
      if (session.cancelled) return false;
      session.inCall = true;
      this.emit({ type: 'call-start' });
      if (microphoneProblem !== null)
        this.emit({ type: 'error', fatal: false, kind: 'microphone-unavailable', message: microphoneProblem });
      if (!playing)
        this.emit({
          type: 'error',
          fatal: false,
          kind: 'audio-blocked',
          message: 'The browser did not allow the page to play audio.',
        });
      session.observer = setInterval(() => this.observe(session), LEVEL_OBSERVER_INTERVAL_MS);
      return true;
    } catch (error) {
      if (session.cancelled) return false;
      this.close(session);
      this.emit({ type: 'error', fatal: true, kind: 'demo-start-failed', message: errorText(error) });
      return false;
    }
  }

  async stop(): Promise<void> {
    const session = this.session;
    if (!session) return;
    const wasInCall = session.inCall;
    this.close(session);
    if (wasInCall) this.ended('customer-ended-call');
  }

  setMuted(muted: boolean): void {
    this.requireCall(this.session?.inCall === true);
    this.session?.media.setMicrophoneEnabled(!muted);
  }

  async resumeAudio(): Promise<boolean> {
    return this.session?.inCall ? this.session.media.resume() : false;
  }

  async setMicrophone(deviceId: string): Promise<void> {
    this.microphoneId = deviceId;
    const session = this.session;
    if (session?.microphoneOpen && !session.cancelled) await session.media.openMicrophone(deviceId);
  }

  /** One tick of the level observer: volume and speaking from the clip, the microphone, the transcript. */
  private observe(session: DemoSession): void {
    const { media } = session;
    session.detector.observe([media.remoteLevel()]);
    if (!session.inCall) return;
    this.emit({ type: 'local-volume', level: media.localLevel() });
    const seconds = media.position();
    this.followTranscript(session, seconds);
    if (seconds >= media.duration()) {
      // The clip is the whole call: once it is over, the assistant has hung up.
      this.close(session);
      this.ended('assistant-ended-call');
    }
  }

  private followTranscript(session: DemoSession, seconds: number): void {
    for (let line = this.timeline[session.nextLine]; line; line = this.timeline[session.nextLine]) {
      if (seconds >= line.end) {
        this.emit({ type: 'transcript', role: 'assistant', text: line.text, final: true });
        session.nextLine += 1;
        session.shownPartial = '';
        continue;
      }
      const partial = spokenSoFar(line, seconds);
      if (partial && partial !== session.shownPartial) {
        session.shownPartial = partial;
        this.emit({ type: 'transcript', role: 'assistant', text: partial, final: false });
      }
      return;
    }
  }

  private close(session: DemoSession): void {
    session.cancelled = true;
    session.inCall = false;
    if (session.observer !== null) clearInterval(session.observer);
    session.observer = null;
    session.detector.reset();
    session.media.close();
    if (this.session === session) this.session = null;
  }

  private emit(event: VoiceCallEvent): void {
    this.emitter.emit(event);
  }
}
