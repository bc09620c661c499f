import { useEffect, useState } from 'react';

/**
 * Whole seconds the call has lasted: from `connectedAt` to `endedAt`, or to now while it goes on
 * (re-rendered every second). 0 before the call connects.
 */
export function useCallClock(connectedAt: number | null, endedAt: number | null, now: () => number = Date.now): number {
  const [, setTick] = useState(0);
  const running = connectedAt !== null && endedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (connectedAt === null) return 0;
  return Math.max(0, Math.floor(((endedAt ?? now()) - connectedAt) / 1000));
}
