import { describe, expect, it } from 'vitest';
import { buildRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('buildRuntimeConfig', () => {
  it('points every endpoint at the local api when nothing is configured', () => {
    const config = buildRuntimeConfig({});
    expect(config.endpoints.waitlist).toBe('http://127.0.0.1:8787/forms/waitlist');
    expect(config.endpoints.events).toBe('http://127.0.0.1:8787/events');
    expect(config.voice.publicKey).toBeNull();
    expect(config.analytics.gaMeasurementId).toBeNull();
    expect(config.experimentsEnabled).toBe(false);
  });

  it('takes hosted endpoints and keys from the environment', () => {
    const config = buildRuntimeConfig({
      PUBLIC_API_URL: 'https://api.example.com/',
      PUBLIC_WAITLIST_ENDPOINT: 'https://forms.example.com/f/abc',
      PUBLIC_GA_ID: 'G-TEST',
      PUBLIC_EVENTS_ENDPOINT: 'off',
      PUBLIC_EXPERIMENTS_ENABLED: 'true',
    });
    expect(config.endpoints.waitlist).toBe('https://forms.example.com/f/abc');
    expect(config.endpoints.contact).toBe('https://api.example.com/forms/contact');
    expect(config.endpoints.events).toBeNull();
    expect(config.analytics.gaMeasurementId).toBe('G-TEST');
    expect(config.experimentsEnabled).toBe(true);
  });

  it('gives a hanging remote 4 s by default, or what PUBLIC_REMOTE_LOAD_TIMEOUT_MS says', () => {
    expect(buildRuntimeConfig({}).remoteLoadTimeoutMs).toBe(4000);
    expect(buildRuntimeConfig({ PUBLIC_REMOTE_LOAD_TIMEOUT_MS: '12000' }).remoteLoadTimeoutMs).toBe(12000);
  });

  it('refuses a remote load timeout that is not a sensible number of milliseconds', () => {
    for (const value of ['soon', '100', '600000']) {
      const result = parseRuntimeConfig(buildRuntimeConfig({ PUBLIC_REMOTE_LOAD_TIMEOUT_MS: value }));
      expect(result).toEqual({
        ok: false,
        problems: ['"remoteLoadTimeoutMs" must be a whole number of milliseconds from 500 to 120000'],
      });
    }
  });

  it('checks the experiment states by shape only, so variants shipped after the shell pass', () => {
    const config = buildRuntimeConfig({});
    const later = { ...config, experiments: { ...config.experiments, shipped_later: { status: 'running' } } };
    expect(parseRuntimeConfig(later).ok).toBe(true);
    expect(parseRuntimeConfig({ ...config, experiments: { family_headline: 'on' } })).toEqual({
      ok: false,
      problems: ['"experiments" must map each experiment id to its state'],
    });
  });

  it('produces a config that passes its own validation', () => {
    expect(parseRuntimeConfig(buildRuntimeConfig({})).ok).toBe(true);
  });
});

describe('parseRuntimeConfig', () => {
  it('rejects a non-object', () => {
    expect(parseRuntimeConfig([])).toEqual({ ok: false, problems: ['the file must hold a JSON object'] });
  });

  it('names each broken field and its rule', () => {
    const config = buildRuntimeConfig({}) as unknown as Record<string, Record<string, unknown>>;
    const broken = {
      ...config,
      endpoints: { ...config.endpoints, waitlist: 'not a url' },
      contactEmail: 'nobody',
    };
    delete (broken as Record<string, unknown>).experimentsEnabled;
    const result = parseRuntimeConfig(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        '"endpoints.waitlist" must be an absolute http(s) URL',
        '"contactEmail" must be an e-mail address',
        '"experimentsEnabled" is missing',
      ]);
    }
  });
});
