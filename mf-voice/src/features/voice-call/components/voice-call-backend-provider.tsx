import { createContext, type ReactNode, useContext } from 'react';
import { productionVoiceCallBackend } from '../api/production-voice-call-backend';
import type { VoiceCallBackend } from '../model/voice-call-backend';

/**
 * Chooses the voice backend: the real SDK unless a provider says otherwise. The composed site renders
 * no provider; component tests and the standalone harness provide the scripted fake.
 */
const VoiceCallBackendContext = createContext<VoiceCallBackend>(productionVoiceCallBackend);

export function VoiceCallBackendProvider({ backend, children }: { backend: VoiceCallBackend; children: ReactNode }) {
  return <VoiceCallBackendContext.Provider value={backend}>{children}</VoiceCallBackendContext.Provider>;
}

export function useVoiceCallBackend(): VoiceCallBackend {
  return useContext(VoiceCallBackendContext);
}
