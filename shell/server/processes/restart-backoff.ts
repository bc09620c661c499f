/**
 * How long the launcher waits before starting a process that exited again. A process that ran for `stableAfterMs`
 * or longer before exiting (a crash after hours, a restart asked by an operator) comes back after `firstDelayMs`;
 * each quick exit in a row doubles the wait up to `maxDelayMs`, so a process that cannot start (a bad config, a
 * port in use) is retried without spinning the CPU or flooding the log.
 */
export interface BackoffPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { firstDelayMs: 100, maxDelayMs: 10_000, stableAfterMs: 10_000 };

/** Quick exits in a row, counting this one: 1 after a stable run, else one more than before. */
export function quickExitsInARow(previous: number, ranForMs: number, policy: BackoffPolicy): number {
  return ranForMs >= policy.stableAfterMs ? 1 : previous + 1;
}

/** The wait before the next start, after `quickExits` quick exits in a row (1 or more). */
export function restartDelayMs(quickExits: number, policy: BackoffPolicy): number {
  const doublings = Math.max(0, quickExits - 1);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(doublings, 30));
}
