import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoVoiceCallClient } from './demo-voice-call-client';
import { DEMO_UNSUPPORTED, productionVoiceCallBackend } from './production-voice-call-backend';

const voice = (env: Record<string, string>) => buildRuntimeConfig(env).voice;
const configured = { PUBLIC_VAPI_PUBLIC_KEY: 'pk', PUBLIC_VAPI_ASSISTANT_ID: 'asst' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('productionVoiceCallBackend', () => {
  it('uses the platform only with both the public key and the assistant, else the embedded demo', () => {
    expect(productionVoiceCallBackend.webCallIsDemo(voice({}))).toBe(true);
    expect(productionVoiceCallBackend.webCallIsDemo(voice({ PUBLIC_VAPI_PUBLIC_KEY: 'pk' }))).toBe(true);
    expect(productionVoiceCallBackend.webCallIsDemo(voice({ PUBLIC_VAPI_ASSISTANT_ID: 'asst' }))).toBe(true);
    expect(productionVoiceCallBackend.webCallIsDemo(voice(configured))).toBe(false);
  });

  it('web calls are available with the platform, or with Web Audio for the demo', () => {
    // jsdom has no AudioContext.
    expect(productionVoiceCallBackend.webCallUnavailableReason(voice({}))).toBe(DEMO_UNSUPPORTED);
    expect(productionVoiceCallBackend.webCallUnavailableReason(voice(configured))).toBeNull();
    vi.stubGlobal('AudioContext', class {});
    expect(productionVoiceCallBackend.webCallUnavailableReason(voice({}))).toBeNull();
  });

  it('without keys loads the demo client, not the SDK', async () => {
    const client = await productionVoiceCallBackend.loadClient(voice({}));
    expect(client).toBeInstanceOf(DemoVoiceCallClient);
  });
});
