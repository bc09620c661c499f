import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/test-database';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** server.ts started with `env` until it exits (once listening, it is stopped). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    // SIGTERM is handled after the listening callback has run to its end (its warnings included).
    if (output.includes('listening')) child.kill('SIGTERM');
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, lines: output.split('\n').filter((line) => line.trim() !== '') }));
  });
}

const PUBLIC = {
  NODE_ENV: 'production',
  ADMIN_TOKEN: 'a-production-token-1234',
  PUBLIC_API_URL: 'https://api.novavox.example',
  PUBLIC_SITE_URL: 'https://novavox.example',
  SITE_ORIGINS: 'https://novavox.example',
};

describe('server.ts with a bad variable', () => {
  it.each([
    ['API_PORT', { API_PORT: 'abc' }],
    ['NOVAVOX_PORT_OFFSET', { NOVAVOX_PORT_OFFSET: 'x' }],
    ['HOST', { HOST: 'not a host' }],
    ['PUBLIC_API_URL', { ...PUBLIC, PUBLIC_API_URL: 'http://127.0.0.1:8787' }],
    ['SITE_ORIGINS', { ...PUBLIC, SITE_ORIGINS: 'http://novavox.example' }],
  ])(
    '%s: exits 1 with one line naming it, and no stack',
    async (name, env) => {
      const { code, lines } = await startServer(env);
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0] ?? '{}') as { level: string; msg: string; err?: unknown };
      expect(line.level).toBe('fatal');
      expect(line.msg).toContain(`- ${name} must`);
      expect(line.err).toBeUndefined();
      expect(lines[0]).not.toMatch(/\s+at\s+\S+\s+\(|node:internal/);
    },
    60_000,
  );

  it('in production without SMTP_URL or METRICS_TOKEN: starts, and warns naming each', async () => {
    const database = await createTestDatabase();
    try {
      // Killed once listening: the warnings are written just after the line that says so.
      const { lines } = await startServer({ ...PUBLIC, ...database.env });
      const logged = lines.map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(logged.some((line) => line.msg.startsWith('api listening on'))).toBe(true);
      expect(logged.filter((line) => line.level === 'warn').map((line) => line.msg.split(':')[0])).toEqual([
        'SMTP_URL is not set in production',
        'METRICS_TOKEN is not set in production',
      ]);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
