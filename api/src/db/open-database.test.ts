import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from './migrations';
import { openDatabase } from './open-database';

const dir = mkdtempSync(join(tmpdir(), 'novavox-db-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('creates missing folders, uses WAL and applies every migration once', () => {
    const path = join(dir, 'nested', 'folder', 'novavox.db');
    const db = openDatabase(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.prepare(
      "INSERT INTO contact_messages (first_name, last_name, name, email, phone, message, created_at) VALUES ('a','b','a b','a@b.c','1234567','hello there','now')",
    ).run();
    db.close();

    const reopened = openDatabase(path);
    expect(reopened.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 1 });
    reopened.close();
  });

  it('refuses a database written by a newer api', () => {
    const path = join(dir, 'newer.db');
    const db = openDatabase(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openDatabase(path)).toThrow(/newer than this api/);
  });
});
