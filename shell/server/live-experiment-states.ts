import { type ExperimentStates, parseExperimentStatesDocument } from '@novavox/contracts-experiments/experiment-state';

export interface LiveExperimentStatesOptions {
  /** The api's GET /experiments/state. */
  url: string;
  /** Served until the api has answered once: the site-wide default (PUBLIC_EXPERIMENTS_ENABLED). */
  fallback: ExperimentStates;
  /** How long an answer is reused before the api is asked again. */
  maxAgeMs?: number;
  /** A page load never waits longer than this for the api. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told once when the api stops answering, and once when it answers again. */
  log?: (message: string) => void;
}

export const LIVE_STATES_MAX_AGE_MS = 2_000;
export const LIVE_STATES_TIMEOUT_MS = 1_500;

/**
 * The experiment states /config.json carries, asked of the api at most once per `maxAgeMs` (requests arriving
 * meanwhile share one answer), so a change made on the dashboard reaches visitors on their next page load.
 * When the api cannot be reached or answers something invalid, the last known states are served; before any
 * answer, the site-wide default.
 */
export function liveExperimentStates({
  url,
  fallback,
  maxAgeMs = LIVE_STATES_MAX_AGE_MS,
  timeoutMs = LIVE_STATES_TIMEOUT_MS,
  fetch: fetchFn = fetch,
  now = Date.now,
  log = (message) => console.warn(message),
}: LiveExperimentStatesOptions): () => Promise<ExperimentStates> {
  let known: ExperimentStates | null = null;
  let askedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<ExperimentStates> | null = null;
  let failing = false;

  async function ask(): Promise<ExperimentStates> {
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = parseExperimentStatesDocument(await response.json());
      if (!parsed.ok) throw new Error(`invalid answer: ${parsed.problems.join('; ')}`);
      known = parsed.value.experiments;
      if (failing) log(`Experiment states: ${url} answers again.`);
      failing = false;
      return known;
    } catch (error) {
      if (!failing) {
        const served = known ? 'the last known states' : 'the site-wide default';
        log(`Experiment states: ${url} failed (${error instanceof Error ? error.message : error}); serving ${served}.`);
      }
      failing = true;
      return known ?? fallback;
    }
  }

  return () => {
    if (pending) return pending;
    // A failed answer is reused as long as a good one, so an unreachable api never slows every page load.
    if (now() - askedAt < maxAgeMs) return Promise.resolve(known ?? fallback);
    askedAt = now();
    pending = ask().finally(() => {
      pending = null;
    });
    return pending;
  };
}
