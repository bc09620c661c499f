import type { DemoCallMedia } from './demo-voice-call-client';

/**
 * The demo call's audio in a real browser. The clip is fetched and decoded, then played through an
 * AnalyserNode, whose samples give the level the session rules observe (an <audio> element or speech
 * synthesis could not be metered this way). The microphone goes into its own analyser and nowhere
 * else: nothing the visitor says is played back, recorded or sent.
 */
function rms(analyser: AnalyserNode, samples: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(samples);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length));
}

export class WebAudioDemoCallMedia implements DemoCallMedia {
  private readonly context: AudioContext;
  private readonly clipAnalyser: AnalyserNode;
  private readonly micAnalyser: AnalyserNode;
  private readonly clipSamples: Float32Array<ArrayBuffer>;
  private readonly micSamples: Float32Array<ArrayBuffer>;
  private buffer: AudioBuffer | null = null;
  private source: AudioBufferSourceNode | null = null;
  private startedAt = 0;
  private microphone: { stream: MediaStream; node: MediaStreamAudioSourceNode } | null = null;
  private microphoneEnabled = true;
  private closed = false;

  constructor(
    private readonly clipUrl: string,
    private readonly mediaDevices: MediaDevices = navigator.mediaDevices,
  ) {
    // Created inside the click that starts the call (100 ms later), so the page may play it.
    this.context = new AudioContext();
    this.clipAnalyser = new AnalyserNode(this.context, { fftSize: 1024 });
    this.clipAnalyser.connect(this.context.destination);
    this.micAnalyser = new AnalyserNode(this.context, { fftSize: 1024 });
    this.clipSamples = new Float32Array(this.clipAnalyser.fftSize);
    this.micSamples = new Float32Array(this.micAnalyser.fftSize);
  }

  async load(): Promise<void> {
    const response = await fetch(this.clipUrl);
    if (!response.ok) throw new Error(`the demo call audio could not be downloaded (HTTP ${response.status})`);
    this.buffer = await this.context.decodeAudioData(await response.arrayBuffer());
  }

  async openMicrophone(deviceId: string | null): Promise<void> {
    const stream = await this.mediaDevices.getUserMedia({
      audio: deviceId ? { deviceId: { exact: deviceId } } : true,
    });
    if (this.closed) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.releaseMicrophone();
    const node = this.context.createMediaStreamSource(stream);
    node.connect(this.micAnalyser);
    this.microphone = { stream, node };
    this.setMicrophoneEnabled(this.microphoneEnabled);
  }

  async play(): Promise<boolean> {
    if (!this.buffer) throw new Error('the demo call audio is not loaded');
    if (this.context.state === 'suspended') await this.context.resume().catch(() => {});
    const source = new AudioBufferSourceNode(this.context, { buffer: this.buffer });
    source.connect(this.clipAnalyser);
    this.startedAt = this.context.currentTime;
    source.start();
    this.source = source;
    return this.context.state === 'running';
  }

  async resume(): Promise<boolean> {
    await this.context.resume();
    return this.context.state === 'running';
  }

  position(): number {
    return this.source ? this.context.currentTime - this.startedAt : 0;
  }

  duration(): number {
    return this.buffer?.duration ?? 0;
  }

  remoteLevel(): number {
    return this.source ? rms(this.clipAnalyser, this.clipSamples) : 0;
  }

  localLevel(): number {
    return this.microphone && this.microphoneEnabled ? rms(this.micAnalyser, this.micSamples) : 0;
  }

  setMicrophoneEnabled(enabled: boolean): void {
    this.microphoneEnabled = enabled;
    for (const track of this.microphone?.stream.getAudioTracks() ?? []) track.enabled = enabled;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.source?.stop();
    } catch {
      // Never started: nothing to stop.
    }
    this.source = null;
    this.releaseMicrophone();
    void this.context.close().catch(() => {});
  }

  private releaseMicrophone(): void {
    if (!this.microphone) return;
    this.microphone.node.disconnect();
    for (const track of this.microphone.stream.getTracks()) track.stop();
    this.microphone = null;
  }
}
