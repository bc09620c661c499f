import { buildRuntimeConfig } from '@novavox/shared-contracts';
import { describe, expect, it } from 'vitest';
import { productionVoiceCallBackend, WEB_CALLS_NOT_CONFIGURED } from './production-voice-call-backend';

describe('productionVoiceCallBackend', () => {
  it('web calls need both the public key and the assistant', () => {
    const voice = (env: Record<string, string>) => buildRuntimeConfig(env).voice;
    expect(productionVoiceCallBackend.webCallUnavailableReason(voice({}))).toBe(WEB_CALLS_NOT_CONFIGURED);
    expect(productionVoiceCallBackend.webCallUnavailableReason(voice({ PUBLIC_VAPI_PUBLIC_KEY: 'pk' }))).toBe(
      WEB_CALLS_NOT_CONFIGURED,
    );
    expect(
      productionVoiceCallBackend.webCallUnavailableReason(
        voice({ PUBLIC_VAPI_PUBLIC_KEY: 'pk', PUBLIC_VAPI_ASSISTANT_ID: 'asst' }),
      ),
    ).toBeNull();
  });

  it('refuses to load a client without keys, before touching the SDK', async () => {
    await expect(productionVoiceCallBackend.loadClient(buildRuntimeConfig({}).voice)).rejects.toThrow(
      WEB_CALLS_NOT_CONFIGURED,
    );
  });
});
