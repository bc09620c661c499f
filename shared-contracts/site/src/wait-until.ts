/**
 * The one wait-until-ready loop of the servers the site starts (api processes, the site for prerendering,
 * nginx): ask, and ask again after a pause, until the answer is yes or the time is up. Each caller says what
 * the failure means (a throw, a message and a stop), so this only tells whether it came.
 */
export interface WaitOptions {
  /** How long to keep asking, from the first try (`Number.POSITIVE_INFINITY`: until the answer is yes). */
  timeoutMs: number;
  /** The pause between two tries. */
  intervalMs: number;
  /** Checked before each try: when it turns true the wait gives up at once (the caller is stopping). */
  cancelled?: () => boolean;
}

/** Asks `ready` until it answers true (then true), or until the time is up or the wait is cancelled (false). */
export async function waitUntil(ready: () => Promise<boolean>, options: WaitOptions): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline && !options.cancelled?.()) {
    if (await ready()) return true;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
  return false;
}

export interface WaitForOptions {
  timeoutMs: number;
  /** What must happen, for the error: "<what> did not happen within N s". A function is read when it fails. */
  what: string | (() => string);
  /** The pause between two tries; 100 ms unless told. */
  intervalMs?: number;
  /** Checked before each try: when it turns true the wait fails at once ("<what> will not happen"). */
  cancelled?: () => boolean;
}

/**
 * The one wait-or-fail of the tests, benchmarks and scripts: asks `check` until it says yes, else throws saying
 * what did not happen and how long it was given (the bound only stops a hung run; nothing asserts time).
 */
export async function waitFor(check: () => boolean | Promise<boolean>, options: WaitForOptions): Promise<void> {
  const { timeoutMs, intervalMs = 100, cancelled } = options;
  if (await waitUntil(async () => check(), { timeoutMs, intervalMs, cancelled })) return;
  const what = typeof options.what === 'function' ? options.what() : options.what;
  throw new Error(
    cancelled?.() ? `${what} will not happen` : `${what} did not happen within ${Math.round(timeoutMs / 1000)} s`,
  );
}

/**
 * Whether a GET of `url` answers with a 2xx status now (a refused connection is a no). The body is read to the
 * end, so that no answer holds its connection open while the caller asks again.
 */
export function answersOk(url: string): Promise<boolean> {
  return fetch(url)
    .then(async (response) => {
      await response.arrayBuffer();
      return response.ok;
    })
    .catch(() => false);
}
