import { beforeEach, describe, expect, it } from 'vitest';
import { eachTestDatabase } from '../testing/test-database';
import { createRateLimiter, forgetOldRateLimitCounters } from './rate-limiter';

const T0 = Date.parse('2026-11-25T10:00:00Z');

const db = eachTestDatabase();
let clock = T0;
beforeEach(() => {
  clock = T0;
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

  it('counts several keys in one call: each granted its room, in order, then its window restarts', async () => {
    const visitors = limiter('visitors', 5);
    // Hand-counted: a has 5 of room, b 5; c already used 4 of its 5.
    for (let i = 0; i < 4; i++) await visitors.take('c');
    const first = await visitors.grantEach(
      new Map([
        ['b', 7],
        ['a', 2],
        ['c', 3],
        ['d', 0],
      ]),
    );
    expect(Object.fromEntries(first)).toEqual({ a: 2, b: 5, c: 1, d: 0 });
    // a has 3 left; b and c none; a key counted only once has its own window.
    const second = await visitors.grantEach(
      new Map([
        ['a', 4],
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect(Object.fromEntries(second)).toEqual({ a: 3, b: 0, c: 0 });
    clock = T0 + 60_000;
    expect(Object.fromEntries(await visitors.grantEach(new Map([['b', 6]])))).toEqual({ b: 5 });
    const rows = await db.db.selectFrom('rate_limit_counters').select(['bucket', 'hits']).orderBy('bucket').execute();
    expect(rows.map((row) => [row.bucket, Number(row.hits)])).toEqual([
      ['visitors:a', 6],
      ['visitors:b', 6],
      ['visitors:c', 8],
    ]);
  });

  it('counts batches sent at once exactly: 10 batches of 2 for one visitor against a limit of 5 grant 5', async () => {
    const visitors = limiter('visitors', 5);
    const granted = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        visitors.grantEach(
          new Map([
            [i % 2 ? 'x' : 'y', 1],
            ['v', 2],
          ]),
        ),
      ),
    );
    expect(granted.reduce((sum, each) => sum + (each.get('v') ?? 0), 0)).toBe(5);
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
