import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-reads';

/** A read whose every call waits until the test lets it finish, answering with the version of the data then. */
function controlledRead() {
  let version = 0;
  const started: { key: string; finish: () => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve) => {
      const seen = version;
      started.push({ key, finish: () => resolve(`${key}@${seen}`) });
    });
  return {
    read,
    started,
    write: () => {
      version++;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSharedReads', () => {
  it('reads at once when idle, and one read at a time', async () => {
    const data = controlledRead();
    const shared = createSharedReads(data.read, (key: string) => key);
    const first = shared('90d');
    const second = shared('30d');
    await tick();
    expect(data.started.map((read) => read.key)).toEqual(['90d']);
    data.started[0]?.finish();
    expect(await first).toBe('90d@0');
    await tick();
    expect(data.started.map((read) => read.key)).toEqual(['90d', '30d']);
    data.started[1]?.finish();
    expect(await second).toBe('30d@0');
  });

  it('lets requests that arrive during a read share the next one, which starts after them', async () => {
    const data = controlledRead();
    const shared = createSharedReads(data.read, (key: string) => key);
    const early = shared('90d');
    await tick();
    // Written and then asked for while the first read runs: these must not get the first read's answer.
    data.write();
    const late = [shared('90d'), shared('90d'), shared('90d')];
    data.started[0]?.finish();
    expect(await early).toBe('90d@0');
    await tick();
    expect(data.started).toHaveLength(2);
    data.started[1]?.finish();
    expect(await Promise.all(late)).toEqual(['90d@1', '90d@1', '90d@1']);
  });

  it('fails only the callers of the read that failed', async () => {
    let calls = 0;
    const shared = createSharedReads(
      async (key: string) => {
        calls++;
        if (calls === 1) throw new Error('database gone');
        return key;
      },
      (key) => key,
    );
    const results = await Promise.allSettled([shared('a'), shared('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(await shared('a')).toBe('a');
  });
});
