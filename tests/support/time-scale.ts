import { availableParallelism } from 'node:os';

/**
 * How much slower than a quiet developer machine this one may be: every timeout of the end-to-end suite
 * (Playwright's test and expect timeouts, the servers' start-up, the few explicit waits of the specs) is
 * multiplied by it. Tests never assert how long something took; these are only the bounds past which a
 * wait counts as "it never happened".
 *
 * E2E_TIME_SCALE overrides it (a number, at least 1). Without it, CI and small machines (two cores or
 * fewer, where the browser, the servers and the test runner share the CPU) get 3, everything else 1.
 */
export const E2E_TIME_SCALE_VARIABLE = 'E2E_TIME_SCALE';

export function parseTimeScale(
  value: string | undefined,
  context: { ci: boolean; cores: number } = { ci: Boolean(process.env.CI), cores: availableParallelism() },
): number {
  if (value === undefined || value.trim() === '') return context.ci || context.cores <= 2 ? 3 : 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`${E2E_TIME_SCALE_VARIABLE} must be a number of at least 1 (got "${value}")`);
  }
  return scale;
}

export const timeScale = parseTimeScale(process.env[E2E_TIME_SCALE_VARIABLE]);

/** A bound in milliseconds, stretched to this machine. */
export function scaled(milliseconds: number): number {
  return Math.round(milliseconds * timeScale);
}
