// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteServerEnvProblems } from './site-server-env';

const production = {
  NODE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://novavox.ai',
  PUBLIC_API_URL: 'https://api.novavox.ai',
  SITE_ORIGINS: 'https://novavox.ai',
};

describe('siteServerEnvProblems', () => {
  it('accepts nothing set on a developer machine, and public https addresses in production', () => {
    expect(siteServerEnvProblems({})).toEqual([]);
    expect(siteServerEnvProblems({ NOVAVOX_PORT_OFFSET: '300', HOST: '0.0.0.0' })).toEqual([]);
    expect(siteServerEnvProblems(production)).toEqual([]);
    expect(siteServerEnvProblems({ PUBLIC_EVENTS_ENDPOINT: 'off', NODE_ENV: 'test' })).toEqual([]);
  });

  it.each([
    [{ NOVAVOX_PORT_OFFSET: 'x' }, 'NOVAVOX_PORT_OFFSET must be a whole number from 0 to 56648 (got "x")'],
    [{ NOVAVOX_PORT_OFFSET: '-5' }, 'NOVAVOX_PORT_OFFSET must be a whole number'],
    [{ HOST: 'http://example.com' }, 'HOST must be a host name or IP address to listen on'],
    [{ PUBLIC_SITE_URL: 'novavox.ai' }, 'PUBLIC_SITE_URL must be an http(s) URL (got "novavox.ai")'],
    [{ SITE_ORIGINS: 'novavox.ai' }, 'SITE_ORIGINS must be comma-separated origins like https://example.com'],
    [{ ALLOW_LOOPBACK_URLS: '1' }, 'ALLOW_LOOPBACK_URLS must be true or false (got "1")'],
    [{ NODE_ENV: 'Production' }, 'NODE_ENV must be production, development or test (got "Production")'],
    [{ PUBLIC_EVENTS_ENDPOINT: 'none' }, 'PUBLIC_EVENTS_ENDPOINT must be an http(s) URL or off (got "none")'],
    [{ PUBLIC_REMOTE_LOAD_TIMEOUT_MS: '4s' }, 'PUBLIC_REMOTE_LOAD_TIMEOUT_MS must be a whole number of milliseconds'],
    [{ PUBLIC_CONTACT_EMAIL: 'hello' }, 'PUBLIC_CONTACT_EMAIL must be an e-mail address (got "hello")'],
    [{ PUBLIC_EXPERIMENTS_ENABLED: 'on' }, 'PUBLIC_EXPERIMENTS_ENABLED must be true or false (got "on")'],
    [{ REMOTE_MF_VOICE_URL: 'cdn/mf-manifest.json' }, 'REMOTE_MF_VOICE_URL must be an http(s) URL'],
    [{ ...production, PUBLIC_SITE_URL: 'http://127.0.0.1:3000' }, 'PUBLIC_SITE_URL must not be a loopback address'],
    [{ ...production, PUBLIC_API_URL: '' }, 'PUBLIC_API_URL must be set when NODE_ENV=production'],
    [{ ...production, SITE_ORIGINS: 'http://novavox.ai' }, 'SITE_ORIGINS must be an https:// address'],
  ])('names the variable and its rule: %o', (env, message) => {
    const problems = siteServerEnvProblems(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });
});

describe('serve-site.ts with a bad variable', () => {
  const shellDir = fileURLToPath(new URL('..', import.meta.url));
  it.each([
    ['NOVAVOX_PORT_OFFSET', { NOVAVOX_PORT_OFFSET: 'x' }],
    ['PUBLIC_SITE_URL', { ...production, PUBLIC_SITE_URL: 'http://127.0.0.1:3000' }],
  ])(
    '%s: exits 1 with one line naming it, and no stack, before anything listens',
    (name, env) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/serve-site.ts'], {
        cwd: shellDir,
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid site server configuration: ${name} must `));
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    60_000,
  );
});
