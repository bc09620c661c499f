import type { VoiceCallBackend, VoiceConfig } from '../model/voice-call-backend';
import type { VoiceCallClient } from '../model/voice-call-client';
import { browserMicrophones } from './browser-microphones';
import { checkMicrophone } from './check-microphone';
import { getVapiVoiceCallClient } from './vapi-voice-call-client';
import { prefetchVoiceSdk } from './voice-sdk-loader';

export const DEMO_UNSUPPORTED =
  'This browser cannot play the demo call (it has no Web Audio). Choose Phone Call, or try a current browser.';

function platformConfigured(voice: VoiceConfig): voice is VoiceConfig & { publicKey: string; assistantId: string } {
  return Boolean(voice.publicKey && voice.assistantId);
}

let demoLoading: Promise<VoiceCallClient> | null = null;

/** The demo client, in its own chunk: like the SDK, it is downloaded only once a dialog opens. */
function loadDemoClient(): Promise<VoiceCallClient> {
  demoLoading ??= import(/* webpackChunkName: "voice-demo" */ './browser-demo-voice-call-client')
    .then((mod) => mod.getBrowserDemoVoiceCallClient())
    .catch((error: unknown) => {
      demoLoading = null;
      throw error;
    });
  return demoLoading;
}

/**
 * The real thing: @vapi-ai/web with the public key and assistant from the runtime config, or, when
 * none is configured (the embedded default), the demo call played in the page.
 */
export const productionVoiceCallBackend: VoiceCallBackend = {
  webCallUnavailableReason: (voice) =>
    platformConfigured(voice) || typeof AudioContext !== 'undefined' ? null : DEMO_UNSUPPORTED,
  webCallIsDemo: (voice) => !platformConfigured(voice),
  prefetch: (voice) => {
    if (platformConfigured(voice)) prefetchVoiceSdk();
    else
      loadDemoClient().catch(() => {
        // A failed prefetch costs nothing: starting the call loads again and reports the failure.
      });
  },
  loadClient: (voice) =>
    platformConfigured(voice)
      ? getVapiVoiceCallClient({
          publicKey: voice.publicKey,
          assistantId: voice.assistantId,
          apiBaseUrl: voice.apiBaseUrl,
        })
      : loadDemoClient(),
  checkMicrophone: () => checkMicrophone(),
  microphones: browserMicrophones(),
};
