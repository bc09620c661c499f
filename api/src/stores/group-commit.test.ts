import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('createGroupCommit', () => {
  it('writes the first item at once and everything that arrived meanwhile in the next commit', async () => {
    const commits: number[][] = [];
    let release: () => void = () => undefined;
    const commit = createGroupCommit<number>(async (items) => {
      commits.push(items);
      if (commits.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 10);
    const first = commit(1);
    const later = [commit(2), commit(3), commit(4)];
    expect(commits).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(commits).toEqual([[1], [2, 3, 4]]);
  });

  it('takes at most maxItems per commit', async () => {
    const commits: number[][] = [];
    const commit = createGroupCommit<number>(async (items) => {
      commits.push(items);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(commit));
    expect(commits.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...commits.map((items) => items.length))).toBe(2);
  });

  it('retries a failed group item by item, so only the bad item fails', async () => {
    let gate: () => void = () => undefined;
    const commit = createGroupCommit<number>(async (items) => {
      if (items[0] === 0) await new Promise<void>((resolve) => (gate = resolve));
      if (items.includes(3)) throw new Error('bad item 3');
    }, 10);
    const first = commit(0);
    const results = Promise.allSettled([commit(2), commit(3), commit(4)]);
    gate();
    await first;
    expect((await results).map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('createGroupCommit with a deferred start', () => {
  it('groups everything that arrives before the drain starts, even when commits finish at once', async () => {
    const commits: number[][] = [];
    const commit = createGroupCommit<number>(
      async (items) => {
        commits.push(items);
      },
      10,
      (drain) => setImmediate(drain),
    );
    const first = [commit(1), commit(2), commit(3)];
    expect(commits).toEqual([]);
    await Promise.all(first);
    await Promise.all([commit(4), commit(5)]);
    expect(commits).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });
});

describe('createGroupCommit settled()', () => {
  it('resolves once every item added so far is committed or failed', async () => {
    let release: () => void = () => undefined;
    const committed: number[] = [];
    const commit = createGroupCommit<number>(async (items) => {
      if (committed.length === 0) await new Promise<void>((resolve) => (release = resolve));
      committed.push(...items);
    }, 10);
    const added = [commit(1), commit(2), commit(3)];
    let settled = false;
    const waiting = commit.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(committed).toEqual([1, 2, 3]);
    await Promise.all(added);
    await commit.settled();
  });
});
