import clipUrl from '../assets/demo-check-in-call.mp3';
import { DemoVoiceCallClient, isMobileUserAgent } from './demo-voice-call-client';
import { WebAudioDemoCallMedia } from './web-audio-demo-call-media';

/** The page's one demo client, playing the bundled check-in clip through Web Audio. */
let client: DemoVoiceCallClient | null = null;

export function getBrowserDemoVoiceCallClient(): DemoVoiceCallClient {
  client ??= new DemoVoiceCallClient(() => new WebAudioDemoCallMedia(clipUrl), {
    isMobile: isMobileUserAgent(navigator.userAgent),
  });
  return client;
}
