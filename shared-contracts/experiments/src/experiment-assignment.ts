import {
  type AssignmentSource,
  assignLetter,
  browserExperimentEnvironment,
  clearStoredAssignment,
  conversionSeenKey,
  type ExperimentShape,
  experimentEnabledKey,
  forcedVariantKey,
  forcedVariantOf,
  IMPRESSION_QUEUED,
  impressionSeenKey,
  readStorage as read,
  storedAssignmentOf,
  VISITOR_ID_KEY,
  writeStorage as write,
} from './assignment-rules';
import {
  CONTROL_VARIANT,
  type ExperimentId,
  experimentById,
  experimentIds,
  findVariant,
  type VariantKey,
} from './experiment-catalog';
import { bucketedVariant, catalogWeights, type ExperimentStates } from './experiment-state';
import { writeSiteCookie } from './site-cookie';

export {
  ALLOW_AUTOMATION_KEY,
  type AssignmentSource,
  browserExperimentEnvironment,
  conversionSeenKey,
  type ExperimentEnvironment,
  experimentEnabledKey,
  forcedVariantKey,
  forceUrlParameter,
  IMPRESSION_LOGGED,
  IMPRESSION_QUEUED,
  impressionSeenKey,
  isAutomatedVisitor,
  isBotUserAgent,
  newVisitorId,
  settleImpression,
  VISITOR_ID_KEY,
  variantStorageKey,
} from './assignment-rules';

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

/** An experiment of the catalog as the assignment rules see it (assignment-rules.ts). */
export function experimentShape(id: ExperimentId): ExperimentShape {
  const experiment = experimentById(id);
  return { id, variants: experiment.variants.map((variant) => variant.key), weightsVersion: experiment.weightsVersion };
}

export function isExperimentEnabled(id: ExperimentId, env = browserExperimentEnvironment()): boolean {
  return read(env, experimentEnabledKey(id)) !== 'false';
}

export function setExperimentEnabled(id: ExperimentId, enabled: boolean, env = browserExperimentEnvironment()): void {
  write(env, experimentEnabledKey(id), enabled ? 'true' : 'false');
}

/** The forced variant of an experiment (URL first, then the stored one), if it names a real variant. */
export function getForcedVariant(id: ExperimentId, env = browserExperimentEnvironment()): VariantKey | null {
  return (forcedVariantOf(experimentShape(id), env) as VariantKey | null) ?? null;
}

/** Stores (or with null clears) the forced variant; a letter the experiment lacks is refused. */
export function setForcedVariant(
  id: ExperimentId,
  variant: VariantKey | null,
  env = browserExperimentEnvironment(),
): boolean {
  if (variant !== null && !findVariant(id, variant)) return false;
  write(env, forcedVariantKey(id), variant);
  writeSiteCookie(forcedVariantKey(id), variant);
  return true;
}

/** The stored assignment; a bare letter (older format) is read too. */
export function getStoredVariant(id: ExperimentId, env = browserExperimentEnvironment()): VariantKey | null {
  return (storedAssignmentOf(experimentShape(id), env)?.variant as VariantKey | undefined) ?? null;
}

/** Removes one experiment's stored assignment and its impression/conversion flags. */
export function clearVariantAssignment(id: ExperimentId, env = browserExperimentEnvironment()): void {
  clearStoredAssignment(id, env);
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
    writeSiteCookie(forcedVariantKey(id), null);
  }
  write(env, VISITOR_ID_KEY, null);
  // Its mirror too, or the next page would be served for the old id.
  writeSiteCookie(VISITOR_ID_KEY, null);
}

/** The variant a visitor id falls into by hash and the catalog's weights alone (no storage, no rules). */
export function hashedVariant(id: ExperimentId, visitorId: string): VariantKey {
  return bucketedVariant(id, catalogWeights(id), visitorId);
}

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

export function resolveVariant(
  id: ExperimentId,
  settings: AssignmentSettings,
  env = browserExperimentEnvironment(),
): VariantAssignment {
  const assigned = assignLetter(experimentShape(id), settings.experiments[id], env);
  return { experimentId: id, ...assigned, variantId: findVariant(id, assigned.variantId)?.key ?? CONTROL_VARIANT };
}

/** Sets the one-impression flag; true only the first time for this visitor and experiment. */
export function claimImpression(id: ExperimentId, env = browserExperimentEnvironment()): boolean {
  if (read(env, impressionSeenKey(id)) !== null) return false;
  write(env, impressionSeenKey(id), IMPRESSION_QUEUED);
  return read(env, impressionSeenKey(id)) === IMPRESSION_QUEUED;
}

/** Sets the one-conversion flag; true only the first time, and only after an impression was logged. */
export function claimConversion(id: ExperimentId, env = browserExperimentEnvironment()): boolean {
  if (read(env, impressionSeenKey(id)) === null || read(env, conversionSeenKey(id)) !== null) return false;
  write(env, conversionSeenKey(id), '1');
  return read(env, conversionSeenKey(id)) === '1';
}
