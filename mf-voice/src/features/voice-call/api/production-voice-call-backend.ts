import type { VoiceCallBackend, VoiceConfig } from '../model/voice-call-backend';
import { checkMicrophone } from './check-microphone';
import { getVapiVoiceCallClient } from './vapi-voice-call-client';
import { prefetchVoiceSdk } from './voice-sdk-loader';

export const WEB_CALLS_NOT_CONFIGURED =
  'Web calls are not configured on this site: no voice public key and assistant are set. Choose Phone Call instead.';

/** The real thing: @vapi-ai/web with the public key and assistant from the runtime config. */
export const productionVoiceCallBackend: VoiceCallBackend = {
  webCallUnavailableReason: (voice: VoiceConfig) =>
    voice.publicKey && voice.assistantId ? null : WEB_CALLS_NOT_CONFIGURED,
  prefetch: prefetchVoiceSdk,
  loadClient: (voice: VoiceConfig) => {
    if (!voice.publicKey || !voice.assistantId) return Promise.reject(new Error(WEB_CALLS_NOT_CONFIGURED));
    return getVapiVoiceCallClient({
      publicKey: voice.publicKey,
      assistantId: voice.assistantId,
      apiBaseUrl: voice.apiBaseUrl,
    });
  },
  checkMicrophone: () => checkMicrophone(),
};
