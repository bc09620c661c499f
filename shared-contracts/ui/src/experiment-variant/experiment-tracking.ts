import {
  type AssignmentSettings,
  browserExperimentEnvironment,
  claimConversion,
  claimImpression,
  EXPERIMENT_EVENT_CATEGORY,
  type ExperimentId,
  experimentIds,
  findVariant,
  resolveVariant,
  type VariantAssignment,
} from '@novavox/contracts-experiments';
import { emit } from '@novavox/contracts-runtime';

/**
 * Emits the one impression of a tracked assignment (no-op for forced, bot, off or disabled views, and
 * for a visitor who already logged one). Returns whether an event was emitted.
 */
export function trackExperimentImpression(
  assignment: VariantAssignment,
  env = browserExperimentEnvironment(),
): boolean {
  if (!assignment.tracked || !claimImpression(assignment.experimentId, env)) return false;
  emit({
    type: 'experiment/impression',
    experimentId: assignment.experimentId,
    variantId: assignment.variantId,
    category: EXPERIMENT_EVENT_CATEGORY,
    label: findVariant(assignment.experimentId, assignment.variantId)?.name,
  });
  return true;
}

/**
 * Emits a conversion for each listed experiment whose variant this visitor saw with a logged impression,
 * at most once per visitor and experiment (the dashboard counts unique converters). Call it on the goal,
 * e.g. a successful waitlist sign-up. Returns the experiments that converted.
 */
export function trackExperimentConversions(
  settings: AssignmentSettings,
  label: string,
  ids: readonly ExperimentId[] = experimentIds,
  env = browserExperimentEnvironment(),
): ExperimentId[] {
  const converted: ExperimentId[] = [];
  for (const id of ids) {
    const assignment = resolveVariant(id, settings, env);
    if (!assignment.tracked || !claimConversion(id, env)) continue;
    emit({
      type: 'experiment/conversion',
      experimentId: id,
      variantId: assignment.variantId,
      category: EXPERIMENT_EVENT_CATEGORY,
      label,
    });
    converted.push(id);
  }
  return converted;
}
