import type { ChildProcess } from 'node:child_process';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi } from './testing/spawn-api';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const children: ChildProcess[] = [];
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database.drop();
});

/** Starts `src/server.ts` as its own process on the test database. */
async function startApi() {
  const api = await spawnApi({ ...database.env, FORM_RATE_LIMIT_PER_MINUTE: '1000000' });
  children.push(api.child);
  return api;
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
            body: JSON.stringify({
              firstName: 'Crash',
              lastName: 'Test',
              email,
              consentVersion: WAITLIST_CONSENT.version,
            }),
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
    await second.stop();
  });
});
