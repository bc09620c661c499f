import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { checkReadiness } from './database-readiness';
import { openDatabase } from './open-database';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const signUp = (server: TestServer, email: string) =>
  postJson(`${server.url}/forms/waitlist`, {
    firstName: 'Backup',
    lastName: 'Test',
    email,
    source: 'backup',
    consentVersion: WAITLIST_CONSENT.version,
  });

/** The command an operator runs, pointed at a database by the same variables as the api. */
function databaseCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/database-backup.ts', command, file], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

let server: TestServer;
let restored: TestDatabase;
let dir: string;
beforeEach(async () => {
  server = await startTestServer({ env: { FORM_RATE_LIMIT_PER_MINUTE: '100000' } });
  restored = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'novavox-backup-'));
});
afterEach(async () => {
  await server.close();
  await restored.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore (db:backup, db:restore)', () => {
  it('backs up a running api while it takes sign-ups, and restores a consistent copy that the api opens as it is', async () => {
    for (let i = 0; i < 20; i++) expect((await signUp(server, `before${i}@example.com`)).status).toBe(201);
    const file = join(dir, 'novavox.backup');

    // Online: sign-ups keep arriving while the backup runs.
    const during = Promise.all(Array.from({ length: 30 }, (_, i) => signUp(server, `during${i}@example.com`)));
    const backup = databaseCommand('backup', file, server.databaseEnv);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect((await during).map((response) => response.status)).toEqual(Array(30).fill(201));
    expect(statSync(file).size).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await signUp(server, `after${i}@example.com`)).status).toBe(201);

    const restore = databaseCommand('restore', file, restored.env);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const copy = await openDatabase(restored.location);
    try {
      expect(await checkReadiness(copy)).toMatchObject({ ready: true, migrations: 'applied' });
      const emails = (await copy.db.selectFrom('waitlist_signups').select('email').execute()).map((row) => row.email);
      // Everything stored before the backup began, nothing stored after it ended, and a sign-up either whole
      // (with its e-mail) or absent.
      for (let i = 0; i < 20; i++) expect(emails).toContain(`before${i}@example.com`);
      expect(emails.filter((email) => email.startsWith('after'))).toEqual([]);
      expect(await rowCount(copy, 'mail_outbox')).toBe(emails.length);
      expect(await rowCount(server.db, 'waitlist_signups')).toBe(55);
    } finally {
      await copy.close();
    }
  }, 180_000);

  it('refuses to restore a file that is not a backup, leaving the database as it was', async () => {
    const target = await openDatabase(restored.location);
    await target.close();
    const junk = join(dir, 'junk.backup');
    spawnSync('sh', ['-c', `head -c 8192 /dev/urandom > ${junk}`]);
    const restore = databaseCommand('restore', junk, restored.env);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/^restore failed: /);
    const copy = await openDatabase(restored.location);
    try {
      expect(await checkReadiness(copy)).toMatchObject({ ready: true });
    } finally {
      await copy.close();
    }
  }, 120_000);
});
