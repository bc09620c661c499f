/**
 * Fixed-window request counter per key (client address), in memory: enough for one process; several
 * instances behind a balancer each count their own share. Stale windows are swept as keys come in, so
 * memory stays bounded by the number of addresses seen in one window.
 */
export interface RateLimiter {
  /** Counts one request; returns 0 if allowed, else the seconds until the key may try again. */
  take(key: string): number;
}

export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = options.now();

  return {
    take(key) {
      const now = options.now();
      if (now - lastSweep > options.windowMs) {
        for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || now - current.start >= options.windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      if (current.count < options.limit) {
        current.count += 1;
        return 0;
      }
      return Math.max(1, Math.ceil((current.start + options.windowMs - now) / 1000));
    },
  };
}
