/**
 * Fixed-window request counter per key (client address), in memory: enough for one process; several
 * instances behind a balancer each count their own share. Stale windows are swept as keys come in, so
 * memory stays bounded by the number of addresses seen in one window.
 */
export interface RateLimiter {
  /** Counts one request; returns 0 if allowed, else the seconds until the key may try again. */
  take(key: string): number;
  /** Like take, without counting: 0 while the key still has room, else the seconds until it has. */
  peek(key: string): number;
}

export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = options.now();

  const current = (key: string, now: number) => {
    if (now - lastSweep > options.windowMs) {
      for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
      lastSweep = now;
    }
    const window = windows.get(key);
    return window && now - window.start < options.windowMs ? window : undefined;
  };
  const wait = (window: { start: number }, now: number) =>
    Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));

  return {
    take(key) {
      const now = options.now();
      const window = current(key, now);
      if (!window) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      if (window.count < options.limit) {
        window.count += 1;
        return 0;
      }
      return wait(window, now);
    },
    peek(key) {
      const now = options.now();
      const window = current(key, now);
      return window && window.count >= options.limit ? wait(window, now) : 0;
    },
  };
}
