import {
  CONTROL_VARIANT,
  type ExperimentId,
  experimentById,
  experimentIds,
  findVariant,
  isExperimentId,
  type VariantKey,
} from './experiment-catalog';
import {
  bucketedVariant,
  catalogWeights,
  DEFAULT_RUN_ID,
  type ExperimentStates,
  visitorVariant,
} from './experiment-state';

/**
 * Who sees which variant, decided synchronously before the first render so the page never flickers.
 *
 * Order of rules for one experiment:
 * 1. A forced variant wins: the URL parameter `?nvx_<experiment>=<letter>` (this page view only), else
 *    the stored `nvx_force_<experiment>` (set on /variant-debug). Forced views log no impression.
 * 2. Bots (bot user agents, `navigator.webdriver`) get the control and log nothing. Automated QA can
 *    opt out of the webdriver rule by storing `nvx_qa_allow_automation` = 'true'.
 * 3. The experiment's state in the api (runtime config `experiments`, see experiment-state.ts): not started
 *    or paused gives the control, concluded gives the winner, both untracked, and store nothing.
 * 4. A running experiment switched off in this browser (`nvx_enabled_<experiment>` = 'false'; absent counts
 *    as enabled) gives the control, untracked.
 * 5. Otherwise the stored assignment `nvx_<experiment>` (`{"variant","weightsVersion","runId"}`) is kept while
 *    its run lasts; a new visitor, or one whose stored run has ended, is bucketed with GrowthBook's v2 hash of
 *    seed `nvx_<experiment>` and the anonymous visitor id `nvx_uid` under the run's weights, so the same visitor
 *    gets the same variant even if storage is cleared but the id kept. A new run also clears the visitor's
 *    impression and conversion flags: it is a new analysis, which counts them again.
 */

export const VISITOR_ID_KEY = 'nvx_uid';
export const ALLOW_AUTOMATION_KEY = 'nvx_qa_allow_automation';
export const variantStorageKey = (id: ExperimentId): string => `nvx_${id}`;
export const experimentEnabledKey = (id: ExperimentId): string => `nvx_enabled_${id}`;
export const forcedVariantKey = (id: ExperimentId): string => `nvx_force_${id}`;
export const impressionSeenKey = (id: ExperimentId): string => `nvx_seen_${id}`;
export const conversionSeenKey = (id: ExperimentId): string => `nvx_converted_${id}`;
/** The URL parameter that forces a variant for one page view, e.g. `?nvx_cta_layout=C`. */
export const forceUrlParameter = (id: ExperimentId): string => `nvx_${id}`;

/** What assignment reads from the browser; tests pass their own. */
export interface ExperimentEnvironment {
  storage: Storage | null;
  search: string;
  userAgent: string;
  webdriver: boolean;
}

export function browserExperimentEnvironment(): ExperimentEnvironment {
  if (typeof window === 'undefined') return { storage: null, search: '', userAgent: '', webdriver: false };
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); assignment then falls back to the control.
  }
  return {
    storage,
    search: window.location.search,
    userAgent: window.navigator.userAgent,
    webdriver: window.navigator.webdriver === true,
  };
}

function read(env: ExperimentEnvironment, key: string): string | null {
  try {
    return env.storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(env: ExperimentEnvironment, key: string, value: string | null): void {
  try {
    if (value === null) env.storage?.removeItem(key);
    else env.storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs stickiness, never the page.
  }
}

const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headlesschrome|lighthouse|facebookexternalhit|bingpreview|prerender|phantomjs/i;

/** A crawler's or headless browser's user agent: the api drops their events too. */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

export function isAutomatedVisitor(env: ExperimentEnvironment): boolean {
  if (read(env, ALLOW_AUTOMATION_KEY) === 'true') return false;
  return env.webdriver || isBotUserAgent(env.userAgent);
}

export function isExperimentEnabled(id: ExperimentId, env = browserExperimentEnvironment()): boolean {
  return read(env, experimentEnabledKey(id)) !== 'false';
}

export function setExperimentEnabled(id: ExperimentId, enabled: boolean, env = browserExperimentEnvironment()): void {
  write(env, experimentEnabledKey(id), enabled ? 'true' : 'false');
}

/** The forced variant of an experiment (URL first, then the stored one), if it names a real variant. */
export function getForcedVariant(id: ExperimentId, env = browserExperimentEnvironment()): VariantKey | null {
  const fromUrl = new URLSearchParams(env.search).get(forceUrlParameter(id));
  const candidate = fromUrl ?? read(env, forcedVariantKey(id));
  return candidate ? (findVariant(id, candidate.trim().toUpperCase())?.key ?? null) : null;
}

/** Stores (or with null clears) the forced variant; a letter the experiment lacks is refused. */
export function setForcedVariant(
  id: ExperimentId,
  variant: VariantKey | null,
  env = browserExperimentEnvironment(),
): boolean {
  if (variant !== null && !findVariant(id, variant)) return false;
  write(env, forcedVariantKey(id), variant);
  return true;
}

interface StoredAssignment {
  variant: VariantKey;
  /** Assignments stored before runs existed (or as a bare letter) belong to the site-wide default run. */
  runId: string;
}

function readStoredAssignment(id: ExperimentId, env: ExperimentEnvironment): StoredAssignment | null {
  const raw = read(env, variantStorageKey(id));
  if (!raw) return null;
  let letter: unknown = raw;
  let runId: unknown = DEFAULT_RUN_ID;
  if (raw.startsWith('{')) {
    try {
      const parsed = JSON.parse(raw) as { variant?: unknown; runId?: unknown };
      letter = parsed.variant;
      runId = parsed.runId ?? DEFAULT_RUN_ID;
    } catch {
      return null;
    }
  }
  const variant = typeof letter === 'string' ? findVariant(id, letter)?.key : undefined;
  return variant && typeof runId === 'string' ? { variant, runId } : null;
}

/** The stored assignment; a bare letter (older format) is read too. */
export function getStoredVariant(id: ExperimentId, env = browserExperimentEnvironment()): VariantKey | null {
  return readStoredAssignment(id, env)?.variant ?? null;
}

/** Removes one experiment's stored assignment and its impression/conversion flags. */
export function clearVariantAssignment(id: ExperimentId, env = browserExperimentEnvironment()): void {
  write(env, variantStorageKey(id), null);
  write(env, impressionSeenKey(id), null);
  write(env, conversionSeenKey(id), null);
}

/**
 * Forgets every assignment, flag and forced variant, and the visitor id, so the next page view is a new
 * anonymous visitor (with a deterministic hash, keeping the id would give back the same variants).
 * Enabled flags are settings, not assignments, and stay.
 */
export function clearAllVariantAssignments(env = browserExperimentEnvironment()): void {
  for (const id of experimentIds) {
    clearVariantAssignment(id, env);
    write(env, forcedVariantKey(id), null);
  }
  write(env, VISITOR_ID_KEY, null);
}

/**
 * A UUID version 7 (RFC 9562): the first visit's time in milliseconds, then random bits. Ids that sort by first
 * visit put each new visitor's rows at the end of the api's indexes keyed by visitor, instead of at a random place
 * of a large index (the api stores events 1.7 times as fast growing to 10M events; see api/README). The assignment
 * hashes the whole id, so variants stay evenly spread. getRandomValues works outside secure contexts, unlike
 * randomUUID.
 */
export function newVisitorId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // A Uint8Array keeps the low byte of what it is given: bytes 0-5 are the time, most significant first.
  for (let i = 0; i < 6; i++) bytes[i] = now / 256 ** (5 - i);
  bytes[6] = ((bytes[6] as number) & 15) | 112;
  bytes[8] = ((bytes[8] as number) & 63) | 128;
  return Array.from(
    bytes,
    (byte, i) => (i % 2 || i < 4 || i > 10 ? '' : '-') + byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The stable anonymous visitor id, created on first use; null when storage is unavailable. */
export function getVisitorId(env = browserExperimentEnvironment()): string | null {
  const existing = read(env, VISITOR_ID_KEY);
  if (existing) return existing;
  if (!env.storage) return null;
  const created = newVisitorId();
  write(env, VISITOR_ID_KEY, created);
  return read(env, VISITOR_ID_KEY) === created ? created : null;
}

/** The variant a visitor id falls into by hash and the catalog's weights alone (no storage, no rules). */
export function hashedVariant(id: ExperimentId, visitorId: string): VariantKey {
  return bucketedVariant(id, catalogWeights(id), visitorId);
}

export type AssignmentSource =
  | 'forced'
  | 'bot'
  | 'not-started'
  | 'paused'
  | 'concluded'
  | 'experiment-disabled'
  | 'no-storage'
  | 'assigned';

export interface VariantAssignment {
  experimentId: ExperimentId;
  variantId: VariantKey;
  source: AssignmentSource;
  /** True only for a real assignment: only those log impressions and conversions. */
  tracked: boolean;
}

export interface AssignmentSettings {
  /** Runtime config `experiments`: each experiment's state in the api. */
  experiments: ExperimentStates;
}

const untrackedSources = { not_started: 'not-started', paused: 'paused', concluded: 'concluded' } as const;

export function resolveVariant(
  id: ExperimentId,
  settings: AssignmentSettings,
  env = browserExperimentEnvironment(),
): VariantAssignment {
  const control = (source: AssignmentSource): VariantAssignment => ({
    experimentId: id,
    variantId: CONTROL_VARIANT,
    source,
    tracked: false,
  });
  const forced = getForcedVariant(id, env);
  if (forced) return { experimentId: id, variantId: forced, source: 'forced', tracked: false };
  if (isAutomatedVisitor(env)) return control('bot');
  const state = settings.experiments[id];
  if (state.status !== 'running') {
    const { variantId } = visitorVariant(id, state, null);
    return { experimentId: id, variantId, source: untrackedSources[state.status], tracked: false };
  }
  if (!isExperimentEnabled(id, env)) return control('experiment-disabled');
  const stored = readStoredAssignment(id, env);
  if (stored?.runId === state.runId)
    return { experimentId: id, variantId: stored.variant, source: 'assigned', tracked: true };
  const visitorId = getVisitorId(env);
  if (!visitorId) return control('no-storage');
  const { variantId } = visitorVariant(id, state, visitorId);
  // A stored variant from an ended run: the new run is a new analysis, counted afresh.
  if (stored) clearVariantAssignment(id, env);
  write(
    env,
    variantStorageKey(id),
    JSON.stringify({ variant: variantId, weightsVersion: experimentById(id).weightsVersion, runId: state.runId }),
  );
  return { experimentId: id, variantId, source: 'assigned', tracked: true };
}

/** Sets the one-impression flag; true only the first time for this visitor and experiment. */
export function claimImpression(id: ExperimentId, env = browserExperimentEnvironment()): boolean {
  if (read(env, impressionSeenKey(id)) !== null) return false;
  write(env, impressionSeenKey(id), IMPRESSION_QUEUED);
  return read(env, impressionSeenKey(id)) === IMPRESSION_QUEUED;
}

/**
 * `nvx_seen_<experiment>` holds IMPRESSION_QUEUED while the impression waits in the browser's event queue (kept
 * across page loads) and IMPRESSION_LOGGED once the api accepted it; an impression the api refused clears it.
 */
export const IMPRESSION_QUEUED = 'queued';
export const IMPRESSION_LOGGED = '1';

/** Records what the api answered for an impression sent (the events queue calls it). */
export function settleImpression(id: string, accepted: boolean, env = browserExperimentEnvironment()): void {
  if (!isExperimentId(id)) return;
  write(env, impressionSeenKey(id), accepted ? IMPRESSION_LOGGED : null);
}

/** Sets the one-conversion flag; true only the first time, and only after an impression was logged. */
export function claimConversion(id: ExperimentId, env = browserExperimentEnvironment()): boolean {
  if (read(env, impressionSeenKey(id)) === null || read(env, conversionSeenKey(id)) !== null) return false;
  write(env, conversionSeenKey(id), '1');
  return read(env, conversionSeenKey(id)) === '1';
}
