import { randomUUID } from 'node:crypto';
import {
  bucketedVariant,
  type ExperimentId,
  type ExperimentWeights,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { signedVisitor } from './signed-visitor';

export interface BucketedVisitor {
  /** The id assignment hashes. */
  bare: string;
  /** The same id signed as the api issues it (the signature leaves the arm as it is): what events carry. */
  id: string;
  arm: VariantKey;
}

/**
 * Fresh visitors whose ids `weights` put in each wanted arm of an experiment, as many per arm as wanted, in the
 * order they were found (`prefix-0`, `prefix-1`, …, skipping the ids of arms already full).
 */
export function visitorsIn(
  experimentId: ExperimentId,
  weights: ExperimentWeights,
  wanted: Partial<Record<VariantKey, number>>,
  prefix = `e2e-${randomUUID().slice(0, 8)}`,
): BucketedVisitor[] {
  const found: BucketedVisitor[] = [];
  const left = { ...wanted };
  for (let n = 0; Object.values(left).some((count) => (count ?? 0) > 0); n++) {
    const bare = `${prefix}-${n}`;
    const arm = bucketedVariant(experimentId, weights, bare);
    if ((left[arm] ?? 0) > 0) {
      found.push({ bare, id: signedVisitor(bare), arm });
      left[arm] = (left[arm] ?? 0) - 1;
    }
  }
  return found;
}
