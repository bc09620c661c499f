/**
 * Group commit: whatever arrives while one transaction is being written waits for the next, which takes all of
 * it (up to `maxItems`). Nobody waits for a timer, every caller hears back only once its own items are committed,
 * and the cost of a commit, most of the cost of a small write, is shared. If a group fails, its items are retried
 * one by one, so one bad item cannot fail the others.
 */
export function createGroupCommit<T>(
  commit: (items: T[]) => Promise<void>,
  maxItems: number,
): (item: T) => Promise<void> {
  const waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
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
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!draining) void drain();
    });
}
