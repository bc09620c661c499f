import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnApi } from '../testing/spawn-api';
import { postJson, rowCount, startTestServer, type TestServer } from '../testing/start-test-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { databaseUsers, markSqliteInUse } from './database-presence';
import { checkReadiness } from './database-readiness';
import { openDatabase } from './open-database';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const signUp = (server: Pick<TestServer, 'url'>, email: string) =>
  postJson(`${server.url}/forms/waitlist`, {
    firstName: 'Backup',
    lastName: 'Test',
    email,
    source: 'backup',
    consentVersion: WAITLIST_CONSENT.version,
  });

/** The command an operator runs, pointed at a database by the same variables as the api. */
function databaseCommand(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
  extra: string[] = [],
) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/database-backup.ts', command, file, ...extra], {
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
    // A folder that does not exist yet: made 0700, the file 0600 (it holds addresses and the link-signing secret).
    const file = join(dir, 'backups', 'novavox.backup');

    // Online: sign-ups keep arriving while the backup runs.
    const during = Promise.all(Array.from({ length: 30 }, (_, i) => signUp(server, `during${i}@example.com`)));
    const backup = databaseCommand('backup', file, server.databaseEnv);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect((await during).map((response) => response.status)).toEqual(Array(30).fill(201));
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'backups')).mode & 0o777).toBe(0o700);
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

  it('writes over an existing world-readable file as 0600', async () => {
    const file = join(dir, 'old.backup');
    writeFileSync(file, 'an older backup', { mode: 0o644 });
    chmodSync(file, 0o644);
    const backup = databaseCommand('backup', file, server.databaseEnv);
    expect(backup.stderr).toBe('');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('refuses to restore into a database an api process has open, unless --force; restores once it stopped', async () => {
    const file = join(dir, 'empty.backup');
    // The backup of a database with no sign-up: restoring it over the live one would lose what the api stores.
    expect(databaseCommand('backup', file, server.databaseEnv).status).toBe(0);
    const env = { ...restored.env, FORM_RATE_LIMIT_PER_MINUTE: '100000' };
    const count = async () => {
      const copy = await openDatabase(restored.location);
      try {
        return await rowCount(copy, 'waitlist_signups');
      } finally {
        await copy.close();
      }
    };

    let api = await spawnApi(env);
    for (let i = 0; i < 3; i++) expect((await signUp(api, `kept${i}@example.com`)).status).toBe(201);
    const refused = databaseCommand('restore', file, restored.env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^restore failed: The database is in use by the api \((process|connection) \d+ .*\): stop every api process first, or pass --force to restore anyway\n$/,
    );
    expect((await signUp(api, 'still-serving@example.com')).status).toBe(201);
    await api.stop();
    expect(await count()).toBe(4);

    // Stopped: its mark (SQLite) and its connections (PostgreSQL) are gone, and the restore goes ahead.
    const restore = databaseCommand('restore', file, restored.env);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(await count()).toBe(0);

    // --force restores under a running api (the operator's call).
    api = await spawnApi(env);
    expect((await signUp(api, 'forced@example.com')).status).toBe(201);
    const forced = databaseCommand('restore', file, restored.env, ['--force']);
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    await api.stop();
  }, 180_000);

  it('ignores the mark of an SQLite api killed without closing, once it is 30 s old', async () => {
    if (restored.location.engine !== 'sqlite') return;
    const presence = markSqliteInUse(restored.location.path);
    try {
      expect(await databaseUsers(restored.location)).toEqual([expect.stringMatching(/^process \d+ on /)]);
      expect(await databaseUsers(restored.location, Date.now() + 31_000)).toEqual([]);
    } finally {
      presence.stop();
    }
    expect(await databaseUsers(restored.location)).toEqual([]);
  });
});
