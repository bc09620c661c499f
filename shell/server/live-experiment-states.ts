import { type CopyDocument, parseCopyDocument } from '@novavox/contracts-experiments/copy-document';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { type ExperimentStates, parseExperimentStatesDocument } from '@novavox/contracts-experiments/experiment-state';
import { MINUTE_MS } from '@novavox/contracts-experiments/time-units';

export interface LiveExperimentStatesOptions {
  /** The api's GET /experiments/state. */
  url: string;
  /** Served until the api has answered once: the site-wide default (PUBLIC_EXPERIMENTS_ENABLED). */
  fallback: ExperimentStates;
  /** How long an answer is reused before the api is asked again. */
  maxAgeMs?: number;
  /** A page load never waits longer than this for the api. */
  timeoutMs?: number;
  /**
   * For this long after the last page asked, the states are asked for again before they are `maxAgeMs` old, so
   * a page does not wait for the api while visitors keep coming; after that, the next page asks (and waits).
   */
  keepFreshForMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told once when the api stops answering, and once when it answers again. */
  log?: (message: string) => void;
}

export const LIVE_STATES_MAX_AGE_MS = 2_000;
export const LIVE_STATES_TIMEOUT_MS = 1_500;
export const LIVE_STATES_KEEP_FRESH_MS = 10 * MINUTE_MS;
// The background ask starts this far into the cache age, so its answer is in before the states expire.
const REFRESH_AT_AGE = 0.75;

/**
 * The experiment states /config.json and each page carry, never older than `maxAgeMs`, so a change made on the
 * dashboard reaches visitors within that time. While pages keep asking, they are renewed in the background before
 * they expire, so a page load does not wait for the api (about 5 ms on one machine, up to `timeoutMs` when
 * the api struggles); the first page after a quiet spell asks and waits, and requests arriving meanwhile share
 * that one answer. When the api cannot be reached or answers something invalid, the last known states are
 * served; before any answer, the site-wide default.
 */
export function liveExperimentStates(options: LiveExperimentStatesOptions): () => Promise<ExperimentStates> {
  return liveApiDocument({
    ...options,
    what: { name: 'Experiment states', last: 'the last known states', fallback: 'the site-wide default' },
    parse: (value) => {
      const parsed = parseExperimentStatesDocument(value);
      if (!parsed.ok) throw new Error(`invalid answer: ${parsed.problems.join('; ')}`);
      return parsed.value.experiments;
    },
  });
}

/**
 * The copy shipped and the created experiments running (the api's `GET /experiments/copy`,
 * docs/copy-experiments.md), fetched, cached and renewed exactly as the experiment states; before any answer,
 * no copy at all, so every slot shows its default.
 */
export function liveCopyDocument(
  options: Omit<LiveExperimentStatesOptions, 'fallback'> & { fallback: CopyDocument },
): () => Promise<CopyDocument> {
  return liveApiDocument({
    ...options,
    what: { name: 'Copy', last: 'the last known copy', fallback: 'the default copy' },
    parse: (value) => {
      const parsed = parseCopyDocument(value);
      if (!parsed) throw new Error('invalid answer: not a copy document');
      return parsed;
    },
  });
}

/** Both documents are kept live alike, with the same defaults. */
interface LiveApiDocumentOptions<T> extends Omit<LiveExperimentStatesOptions, 'fallback'> {
  fallback: T;
  /** The answer's value, or a throw saying why it is not one. */
  parse: (value: unknown) => T;
  /** How the log names the document, what it serves after a failure, and before any answer. */
  what: { name: string; last: string; fallback: string };
}

function liveApiDocument<T>({
  url,
  fallback,
  maxAgeMs = LIVE_STATES_MAX_AGE_MS,
  timeoutMs = LIVE_STATES_TIMEOUT_MS,
  keepFreshForMs = LIVE_STATES_KEEP_FRESH_MS,
  fetch: fetchFn = fetch,
  now = Date.now,
  log = (message) => console.warn(message),
  parse,
  what,
}: LiveApiDocumentOptions<T>): () => Promise<T> {
  let known: T | null = null;
  // When the last finished ask started: what it answered (states, or a failure) is that old.
  let answeredAskAt = Number.NEGATIVE_INFINITY;
  let lastAskedByPageAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<T> | null = null;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let failing = false;

  async function ask(): Promise<T> {
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      known = parse(await response.json());
      if (failing) log(`${what.name}: ${url} answers again.`);
      failing = false;
      return known;
    } catch (error) {
      if (!failing) {
        const served = known ? what.last : what.fallback;
        log(`${what.name}: ${url} failed (${errorMessage(error)}); serving ${served}.`);
      }
      failing = true;
      return known ?? fallback;
    }
  }

  function askNow(): Promise<T> {
    const startedAt = now();
    pending = ask().finally(() => {
      answeredAskAt = startedAt;
      pending = null;
      renewBeforeExpiry();
    });
    return pending;
  }

  function renewBeforeExpiry(): void {
    clearTimeout(renewal);
    if (now() - lastAskedByPageAt >= keepFreshForMs) return;
    renewal = setTimeout(() => {
      if (!pending) void askNow();
    }, maxAgeMs * REFRESH_AT_AGE);
    // A timer of its own never keeps the server running.
    renewal.unref?.();
  }

  return () => {
    lastAskedByPageAt = now();
    // A failed answer is reused as long as a good one, so an unreachable api never slows every page load.
    if (now() - answeredAskAt < maxAgeMs) return Promise.resolve(known ?? fallback);
    return pending ?? askNow();
  };
}
