/**
 * Group commit: whatever arrives while one transaction is being written waits for the next, which takes all of
 * it (up to `maxItems`). Nobody waits for a timer, every caller hears back only once its own items are committed,
 * and the cost of a commit, most of the cost of a small write, is shared. If a group fails, its items are retried
 * one by one, so one bad item cannot fail the others.
 *
 * `startDrain` decides when a drain starts after the first item arrives: at once by default. Where commits run
 * synchronously (the SQLite thread), nothing could arrive during one, so the drain is started with setImmediate:
 * by then every message the thread received meanwhile has been delivered and joins the group.
 */
export interface GroupCommit<T> {
  (item: T): Promise<void>;
  /** Resolves once every item added so far has been committed or has failed (what a close waits for). */
  settled(): Promise<void>;
}

export function createGroupCommit<T>(
  commit: (items: T[]) => Promise<void>,
  maxItems: number,
  startDrain: (drain: () => void) => void = (drain) => drain(),
): GroupCommit<T> {
  const waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let draining = false;
  const idle: (() => void)[] = [];

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const group = waiting.splice(0, maxItems);
      try {
        await commit(group.map((entry) => entry.item));
        for (const entry of group) entry.resolve();
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        else {
          for (const entry of group) {
            await commit([entry.item]).then(entry.resolve, entry.reject);
          }
        }
      }
    }
    draining = false;
    for (const resolve of idle.splice(0)) resolve();
  }

  const add = (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!draining) {
        draining = true;
        startDrain(() => void drain());
      }
    });
  return Object.assign(add, {
    settled: () => (draining ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()),
  });
}
