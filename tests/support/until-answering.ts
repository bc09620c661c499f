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
 * Waits until a server that is starting answers `url` with a 2xx status; a refused connection or another
 * status is asked again every 200 ms until the bound.
 */
export async function untilAnswering(url: string, { timeoutMs, failure, gone }: UntilAnsweringOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const why = gone?.();
    if (why !== undefined) throw new Error(why);
    const ok = await fetch(url)
      .then(async (response) => {
        // Read to the end, so that no answer holds its connection open while the loop goes on.
        await response.arrayBuffer();
        return response.ok;
      })
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((done) => setTimeout(done, EVERY_MS));
  }
}
