import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../db/open-database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createRateLimiter, forgetOldRateLimitCounters } from './rate-limiter';

const T0 = Date.parse('2026-11-25T10:00:00Z');

let database: TestDatabase;
let db: AppDatabase;
let clock = T0;
beforeEach(async () => {
  clock = T0;
  database = await createTestDatabase();
  db = await openDatabase(database.location);
  // Generous: opening and migrating a database is slow on a loaded machine.
}, 60_000);
afterEach(async () => {
  await db.close();
  await database.drop();
});

const limiter = (name: string, limit = 3) =>
  createRateLimiter(db.db, { name, limit, windowMs: 60_000, now: () => clock });

describe('the database rate limiter', () => {
  it('grants the limit per key and window, then says how long to wait', async () => {
    const forms = limiter('forms');
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await forms.take('203.0.113.7'));
    expect(taken).toEqual([0, 0, 0, 60, 60]);
    clock = T0 + 45_500;
    expect(await forms.take('203.0.113.7')).toBe(15);
    // Another key, or the same key under another limit, has its own counter.
    expect(await forms.take('203.0.113.8')).toBe(0);
    expect(await limiter('events').take('203.0.113.7')).toBe(0);
    // The window is over: the count starts again.
    clock = T0 + 60_000;
    expect(await forms.take('203.0.113.7')).toBe(0);
  });

  it('counts requests sent at once exactly: 20 at once against a limit of 3 grant 3', async () => {
    const forms = limiter('forms');
    const taken = await Promise.all(Array.from({ length: 20 }, () => forms.take('2001:db8:1:2::/64')));
    expect(taken.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('gives back a request, never below zero', async () => {
    const admin = limiter('admin', 1);
    expect(await admin.take('a')).toBe(0);
    await admin.giveBack('a');
    await admin.giveBack('a');
    expect(await admin.take('a')).toBe(0);
    expect(await admin.take('a')).toBeGreaterThan(0);
  });

  it('housekeeping forgets counters whose window began before the cut-off', async () => {
    const forms = limiter('forms');
    await forms.take('old');
    clock = T0 + 2 * 60_000;
    await forms.take('new');
    expect(await forgetOldRateLimitCounters(db.db, T0 + 60_000)).toBe(1);
    const left = await db.db.selectFrom('rate_limit_counters').select('bucket').execute();
    expect(left).toEqual([{ bucket: 'forms:new' }]);
  });
});
