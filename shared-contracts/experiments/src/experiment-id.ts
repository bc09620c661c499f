import * as z from 'zod/mini';
import { bucketVariant } from './assignment-rules';
import { type ExperimentId, experimentById, isExperimentId, type VariantKey, variantKeys } from './experiment-catalog';
import { TEXT_TYPE_RULE } from './text-rules';

/**
 * An experiment's id wherever figures are kept (docs/copy-experiments.md, "Counted and judged the same way"): one of
 * the nine catalog ids, or a created copy experiment's, `copy_` and 12 hex digits. Both are counted, judged and
 * exported alike; only the catalog's have their arms in code.
 */
export type CreatedExperimentId = `copy_${string}`;
export type AnyExperimentId = ExperimentId | CreatedExperimentId;

const CREATED_EXPERIMENT_ID = /^copy_[0-9a-f]{12}$/;

export const EXPERIMENT_ID_RULE = 'must be a catalog experiment’s id or a created one’s (copy_ and 12 hex digits)';

export function isCreatedExperimentId(value: string): value is CreatedExperimentId {
  return CREATED_EXPERIMENT_ID.test(value);
}

export function isAnyExperimentId(value: string): value is AnyExperimentId {
  return isExperimentId(value) || isCreatedExperimentId(value);
}

/** The one schema of an experiment id, for the api and the dashboard alike. */
export const anyExperimentIdSchema = z
  .string({ error: TEXT_TYPE_RULE })
  .check(z.refine((value) => isAnyExperimentId(value), { error: EXPERIMENT_ID_RULE }));

/**
 * The arms of a run in letter order: the catalog's for a coded experiment, the letters its weights name for a
 * created one (its arms all carry weight 1: docs/copy-experiments.md, "A visitor's copy").
 */
export function runArms(id: AnyExperimentId, weights: Partial<Record<VariantKey, number>>): VariantKey[] {
  if (isExperimentId(id)) return experimentById(id).variants.map((variant) => variant.key);
  return variantKeys.filter((key) => weights[key] !== undefined);
}

/**
 * The arm a visitor is bucketed into in a run, coded or created: the one assignment rule (bucketVariant), the
 * catalog's weights version for a coded experiment, version 1 for a created one (as copyExperimentShape).
 */
export function runVariant(
  id: AnyExperimentId,
  weights: Partial<Record<VariantKey, number>>,
  visitorId: string,
): VariantKey {
  const weightsVersion = isExperimentId(id) ? experimentById(id).weightsVersion : 1;
  return bucketVariant({ id, variants: runArms(id, weights), weightsVersion }, weights, visitorId) as VariantKey;
}
