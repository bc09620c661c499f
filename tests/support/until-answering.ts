import { answersOk, waitUntil } from '@novavox/contracts-site/wait-until';

/** How often a server that is starting is asked again. */
const EVERY_MS = 200;

export interface UntilAnsweringOptions {
  timeoutMs: number;
  /** Why it never answered, for the error thrown once `timeoutMs` has passed. */
  failure: () => string;
  /** Why it never will (the process exited, say), checked before each try: thrown at once. */
  gone?: () => string | undefined;
}

/**
 * Waits until a server that is starting answers `url` with a 2xx status (the servers' own wait loop,
 * `waitUntil` with `answersOk`, asking every 200 ms), and throws in the tests' words when it does not.
 */
export async function untilAnswering(url: string, { timeoutMs, failure, gone }: UntilAnsweringOptions): Promise<void> {
  let why: string | undefined;
  const cancelled = () => {
    why = gone?.();
    return why !== undefined;
  };
  if (await waitUntil(() => answersOk(url), { timeoutMs, intervalMs: EVERY_MS, cancelled })) return;
  throw new Error(why ?? failure());
}
