import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'novavox-api-crash-'));
const dbPath = join(dir, 'novavox.db');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `src/server.ts` as its own process on an ephemeral port and resolves with its URL. */
function startApi(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      API_DB_PATH: dbPath,
      API_PORT: '0',
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`api exited (${code}) before listening:\n${output}`)));
  });
}

describe('a server killed with SIGKILL during a load', () => {
  it('still holds, after a restart, every sign-up it answered 201', async () => {
    const first = await startApi();
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;

    const worker = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${lane}-${i}@example.com`;
        attempted++;
        try {
          const response = await fetch(`${first.url}/forms/waitlist`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ firstName: 'Crash', lastName: 'Test', email }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          // In flight when the process died: not acknowledged, so not promised.
          return;
        }
      }
    };
    const lanes = Array.from({ length: 32 }, (_, lane) => worker(lane));
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    stop = true;
    await Promise.all(lanes);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(attempted).toBeGreaterThan(acknowledged.length);

    const second = await startApi();
    const csv = await (await fetch(`${second.url}/admin/waitlist.csv`)).text();
    const stored = new Set(
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]),
    );
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    second.child.kill('SIGTERM');
  });
});
