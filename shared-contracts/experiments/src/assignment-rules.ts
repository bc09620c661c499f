import { bucketIndex, growthbookHashV2 } from './growthbook-hash';
import { visitorHashKey } from './site-cookie';

export {
  ISSUED_VISITOR_ID,
  isVisitorIdForm,
  readSiteCookie,
  SIGNED_VISITOR_ID,
  SITE_COOKIE_MAX_AGE_SECONDS,
  siteCookieAttributes,
  visitorHashKey,
  writeSiteCookie,
} from './site-cookie';

/**
 * The assignment rules (see experiment-assignment.ts) with nothing but an experiment's variant letters and
 * weights version as input: no catalog, no schema library. The app's assignment is built on these functions,
 * and so is the small inline script of a prerendered page that swaps in a visitor's variant before the first
 * paint, so the two cannot decide differently.
 */

/** What the rules read of an experiment's state (experiment-state.ts has the full schema). */
export type StateForRules =
  | { status: 'not_started' | 'paused' }
  | { status: 'running'; runId: string; weights: Partial<Record<string, number>> }
  | { status: 'concluded'; winner: string };

/** What the rules need to know of an experiment. */
export interface ExperimentShape {
  id: string;
  /** Its variant letters in catalog order; the first is the control. */
  variants: readonly string[];
  weightsVersion: number;
}

/** What assignment reads from the browser; tests pass their own. */
export interface ExperimentEnvironment {
  storage: Storage | null;
  search: string;
  userAgent: string;
  webdriver: boolean;
}

export const VISITOR_ID_KEY = 'nvx_uid';
export const ALLOW_AUTOMATION_KEY = 'nvx_qa_allow_automation';
export const variantStorageKey = (id: string): string => `nvx_${id}`;
export const experimentEnabledKey = (id: string): string => `nvx_enabled_${id}`;
export const forcedVariantKey = (id: string): string => `nvx_force_${id}`;
export const impressionSeenKey = (id: string): string => `nvx_seen_${id}`;
export const conversionSeenKey = (id: string): string => `nvx_converted_${id}`;
/** The URL parameter that forces a variant for one page view, e.g. `?nvx_cta_layout=C`. */
export const forceUrlParameter = (id: string): string => `nvx_${id}`;

/** The run assignments stored before runs existed belong to (the site-wide default run). */
export const DEFAULT_RUN_ID = 'site-default';

/**
 * Whether the page is shown inside a frame. The site may be framed only by itself (`frame-ancestors 'self'`),
 * which the dashboard does for its previews: a team member looking at a variant, never a visit.
 */
export function shownInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent: refused by the site's frame-ancestors anyway; not a visit either.
    return true;
  }
}

/**
 * Storage that reads through and keeps no write. A preview frame shares the team member's storage (same origin):
 * it shows their own assignments but must not assign them to the other experiments on the page or mark anything
 * seen, so what it would write is dropped and it behaves as a visitor without storage where nothing is stored.
 */
export function readOnlyStorage(storage: Storage): Storage {
  return {
    getItem: (key) => storage.getItem(key),
    key: (index) => storage.key(index),
    get length() {
      return storage.length;
    },
    setItem: () => {},
    removeItem: () => {},
    clear: () => {},
  };
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
    storage: storage && shownInFrame() ? readOnlyStorage(storage) : storage,
    search: window.location.search,
    userAgent: window.navigator.userAgent,
    webdriver: window.navigator.webdriver === true,
  };
}

export function readStorage(env: ExperimentEnvironment, key: string): string | null {
  try {
    return env.storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(env: ExperimentEnvironment, key: string, value: string | null): void {
  try {
    if (value === null) env.storage?.removeItem(key);
    else env.storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs stickiness, never the page.
  }
}

// "moto g power (2022)" on Android 11 is the device Lighthouse's mobile profile claims: Chrome itself has
// reported every Android phone as "Android 10; K" since its user-agent reduction, so no visitor sends it.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headlesschrome|lighthouse|facebookexternalhit|bingpreview|prerender|phantomjs|Android 11; moto g power \(2022\)/i;

/** A crawler's or headless browser's user agent: the api drops their events too. */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

export function isAutomatedVisitor(env: ExperimentEnvironment): boolean {
  if (readStorage(env, ALLOW_AUTOMATION_KEY) === 'true') return false;
  return env.webdriver || isBotUserAgent(env.userAgent);
}

/** A variant's letter as every contract writes it (A is the control): one capital letter. */
export const VARIANT_LETTER = /^[A-Z]$/;
/** What a wrong variant letter is told, in the events, the GA4 figures and wherever else one is read. */
export const VARIANT_LETTER_RULE = 'must be a variant letter (one capital letter)';

/**
 * A variant letter as a URL, storage or cookie may hold it: one letter in any case with surrounding spaces, read
 * as the upper-case letter; null for anything else. The one reading of a written letter: the browser's
 * assignment, its mirror of stored forces into cookies and the server's choice of variant markup use it alike.
 */
export function variantLetterForm(candidate: string): string | null {
  const letter = candidate.trim().toUpperCase();
  return VARIANT_LETTER.test(letter) ? letter : null;
}

/** A letter of the experiment, from any case and surrounding spaces; null when it has no such variant. */
export function variantLetterOf(shape: ExperimentShape, candidate: string): string | null {
  const letter = variantLetterForm(candidate);
  return letter !== null && shape.variants.includes(letter) ? letter : null;
}

/** The forced variant (URL first, then the stored one), if it names a real variant. */
export function forcedVariantOf(shape: ExperimentShape, env: ExperimentEnvironment): string | null {
  const fromUrl = new URLSearchParams(env.search).get(forceUrlParameter(shape.id));
  const candidate = fromUrl ?? readStorage(env, forcedVariantKey(shape.id));
  return candidate ? variantLetterOf(shape, candidate) : null;
}

export interface StoredAssignment {
  variant: string;
  /** Assignments stored before runs existed (or as a bare letter) belong to the site-wide default run. */
  runId: string;
}

/** The stored assignment; a bare letter (older format) is read too. */
export function storedAssignmentOf(shape: ExperimentShape, env: ExperimentEnvironment): StoredAssignment | null {
  const raw = readStorage(env, variantStorageKey(shape.id));
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
  const variant = typeof letter === 'string' ? variantLetterOf(shape, letter) : null;
  return variant && typeof runId === 'string' ? { variant, runId } : null;
}

/** Removes one experiment's stored assignment and its impression/conversion flags. */
export function clearStoredAssignment(id: string, env: ExperimentEnvironment): void {
  writeStorage(env, variantStorageKey(id), null);
  writeStorage(env, impressionSeenKey(id), null);
  writeStorage(env, conversionSeenKey(id), null);
}

/**
 * A UUID version 7 (RFC 9562): the first visit's time in milliseconds, then random bits. Ids that sort by first
 * visit put each new visitor's rows at the end of the api's indexes keyed by visitor, instead of at a random place
 * of a large index (the api stores events 1.7 times as fast growing to 10M events; see docs/api-experiment-data.md,
 * "Visitor ids sort by first visit"). The assignment hashes the whole id, so variants stay evenly spread.
 * getRandomValues works outside secure contexts, unlike randomUUID.
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
export function visitorIdOf(env: ExperimentEnvironment): string | null {
  const existing = readStorage(env, VISITOR_ID_KEY);
  if (existing) return existing;
  if (!env.storage) return null;
  const created = newVisitorId();
  writeStorage(env, VISITOR_ID_KEY, created);
  return readStorage(env, VISITOR_ID_KEY) === created ? created : null;
}

/**
 * The variant a visitor id falls into with the given weights (GrowthBook v2 hash of `nvx_<experiment>` + id; of a
 * signed id, the part before its signature).
 */
export function bucketVariant(
  shape: ExperimentShape,
  weights: Partial<Record<string, number>>,
  visitorId: string,
): string {
  const index = bucketIndex(
    growthbookHashV2(`nvx_${shape.id}`, visitorHashKey(visitorId)),
    shape.variants.map((key) => weights[key] ?? 0),
  );
  return shape.variants[index] ?? (shape.variants[0] as string);
}

/** What a visitor gets from an experiment's state alone, before the browser's own rules (forced variants, bots). */
export interface StateVariant {
  variantId: string;
  /** True only while running: only then are impressions and conversions logged. */
  tracked: boolean;
  /** The run the variant belongs to; null when nothing is logged. */
  runId: string | null;
}

/**
 * The one rule of state + visitor → variant, used by the browser's assignment, the first frame's script and the
 * web server alike: running → the visitor's hash bucket under the run's weights, tracked; paused and not started →
 * the control, untracked; concluded → the winner, untracked. A running experiment with no visitor id (storage
 * blocked) gives the control, untracked.
 */
export function stateVariant(shape: ExperimentShape, state: StateForRules, visitorId: string | null): StateVariant {
  const control = shape.variants[0] as string;
  switch (state.status) {
    case 'running':
      return visitorId === null
        ? { variantId: control, tracked: false, runId: null }
        : { variantId: bucketVariant(shape, state.weights, visitorId), tracked: true, runId: state.runId };
    case 'concluded':
      return { variantId: state.winner, tracked: false, runId: null };
    default:
      return { variantId: control, tracked: false, runId: null };
  }
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

export interface AssignedLetter {
  variantId: string;
  source: AssignmentSource;
  /** True only for a real assignment: only those log impressions and conversions. */
  tracked: boolean;
}

const untrackedSources = { not_started: 'not-started', paused: 'paused', concluded: 'concluded' } as const;

/** The rules in order (experiment-assignment.ts explains them); stores a new assignment as the app does. */
export function assignLetter(shape: ExperimentShape, state: StateForRules, env: ExperimentEnvironment): AssignedLetter {
  const control = shape.variants[0] as string;
  const forced = forcedVariantOf(shape, env);
  if (forced) return { variantId: forced, source: 'forced', tracked: false };
  if (isAutomatedVisitor(env)) return { variantId: control, source: 'bot', tracked: false };
  if (state.status !== 'running') {
    const { variantId } = stateVariant(shape, state, null);
    return { variantId, source: untrackedSources[state.status], tracked: false };
  }
  if (readStorage(env, experimentEnabledKey(shape.id)) === 'false')
    return { variantId: control, source: 'experiment-disabled', tracked: false };
  const stored = storedAssignmentOf(shape, env);
  if (stored?.runId === state.runId) return { variantId: stored.variant, source: 'assigned', tracked: true };
  const visitorId = visitorIdOf(env);
  if (!visitorId) return { variantId: control, source: 'no-storage', tracked: false };
  const { variantId } = stateVariant(shape, state, visitorId);
  // A stored variant from an ended run: the new run is a new analysis, counted afresh.
  if (stored) clearStoredAssignment(shape.id, env);
  writeStorage(
    env,
    variantStorageKey(shape.id),
    JSON.stringify({ variant: variantId, weightsVersion: shape.weightsVersion, runId: state.runId }),
  );
  return { variantId, source: 'assigned', tracked: true };
}

/** The stable anonymous visitor id, created on first use; null when storage is unavailable. */
export function getVisitorId(env = browserExperimentEnvironment()): string | null {
  return visitorIdOf(env);
}

/**
 * `nvx_seen_<experiment>` holds IMPRESSION_QUEUED while the impression waits in the browser's event queue (kept
 * across page loads) and IMPRESSION_LOGGED once the api accepted it; an impression the api refused clears it.
 */
export const IMPRESSION_QUEUED = 'queued';
export const IMPRESSION_LOGGED = '1';

/** Records what the api answered for an impression sent (the events queue calls it). */
export function settleImpression(id: string, accepted: boolean, env = browserExperimentEnvironment()): void {
  // Only ids of the form the catalog uses: the flag's key is built from it.
  if (!/^[a-z][a-z0-9_]*$/.test(id)) return;
  writeStorage(env, impressionSeenKey(id), accepted ? IMPRESSION_LOGGED : null);
}
