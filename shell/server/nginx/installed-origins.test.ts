// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installedOrigins } from './installed-origins';

const remotes = [
  { service: 'mf_marketing', dist: '/m', port: 3001 },
  { service: 'mf_voice', dist: '/v', port: 3002 },
] as const;
const env = {
  PUBLIC_SITE_URL: 'https://novavox.example',
  PUBLIC_API_URL: 'https://api.novavox.example/',
  REMOTE_MF_MARKETING_URL: 'https://marketing.novavox.example/releases/1.0.0+abc/mf-manifest.json',
  REMOTE_MF_VOICE_URL: 'https://novavox.example:8443/mf-manifest.json',
};

describe('the origins of an installed nginx', () => {
  it('listens on each public URL port (443 for https) under its host name', () => {
    expect(installedOrigins(env, { remotes: [...remotes] })).toEqual({
      shellPort: 443,
      apiPort: 443,
      remotes: [
        { service: 'mf_marketing', dist: '/m', port: 443 },
        { service: 'mf_voice', dist: '/v', port: 8443 },
      ],
      serverNames: {
        shell: 'novavox.example',
        api: 'api.novavox.example',
        mf_marketing: 'marketing.novavox.example',
        mf_voice: 'novavox.example',
      },
    });
    expect(installedOrigins({ ...env, PUBLIC_SITE_URL: 'http://novavox.example' }, { remotes: [] }).shellPort).toBe(80);
  });

  it('names every variable that is missing or wrong, and two origins on one host and port', () => {
    expect(() =>
      installedOrigins(
        {
          PUBLIC_SITE_URL: 'novavox.example',
          REMOTE_MF_MARKETING_URL: 'ftp://x',
          REMOTE_MF_VOICE_URL: env.PUBLIC_SITE_URL,
        },
        { remotes: [...remotes] },
      ),
    ).toThrow(
      [
        "The site's public URLs are wrong:",
        '- PUBLIC_SITE_URL must be an absolute http(s) URL, not "novavox.example"',
        '- PUBLIC_API_URL must be set: the public URL nginx answers for',
        '- REMOTE_MF_MARKETING_URL must be an absolute http(s) URL, not "ftp://x"',
      ].join('\n'),
    );
    expect(() =>
      installedOrigins(
        { ...env, REMOTE_MF_VOICE_URL: 'https://novavox.example/voice/mf-manifest.json' },
        { remotes: [...remotes] },
      ),
    ).toThrow('- shell and mf_voice would share novavox.example:443: give each its own host name or port');
  });
});
