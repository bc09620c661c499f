import { type ExperimentId, findVariant, resolveVariant, type VariantAssignment } from '@novavox/contracts-experiments';
import { useRuntimeConfig } from '@novavox/contracts-runtime';
import { useEffect, useMemo } from 'react';
import { trackExperimentImpression } from './experiment-tracking';

export interface ExperimentVariant extends VariantAssignment {
  name: string;
  description: string;
}

/**
 * The variant to render, known on the first render (no effect, no flicker). The impression is emitted
 * once the component using it has mounted, at most once per visitor and experiment (a storage flag,
 * set before emitting, also keeps StrictMode's double effects to one event).
 */
export function useExperimentVariant(experimentId: ExperimentId): ExperimentVariant {
  const { experiments } = useRuntimeConfig();
  const assignment = useMemo(() => resolveVariant(experimentId, { experiments }), [experimentId, experiments]);
  useEffect(() => {
    trackExperimentImpression(assignment);
  }, [assignment]);
  const variant = findVariant(experimentId, assignment.variantId);
  return { ...assignment, name: variant?.name ?? '', description: variant?.description ?? '' };
}
