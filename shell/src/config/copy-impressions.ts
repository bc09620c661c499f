import {
  COPY_SLOT_ATTRIBUTE,
  type CopyDocument,
  copyArmOf,
  EXPERIMENT_EVENT_CATEGORY,
} from '@novavox/contracts-experiments/copy-document';
import {
  type ExperimentEnvironment,
  IMPRESSION_QUEUED,
  impressionSeenKey,
  isAutomatedVisitor,
  readStorage,
  visitorIdOf,
  writeStorage,
} from '@novavox/contracts-experiments/experiment-rules';
import { emit } from '@novavox/contracts-runtime';

/**
 * The live app logs a visitor's impression of each running created copy experiment whose slots are on the page,
 * as a coded experiment's component logs its own (docs/copy-experiments.md, "Counted and judged the same way"):
 * once per visitor and experiment (the `nvx_seen_<id>` flag the events queue settles), never for a visitor without
 * an id (they see the control, untracked) nor for crawlers and automation. Returns the experiments it logged.
 */
export function trackCopyImpressions(
  document: CopyDocument | null,
  doc: Document,
  env: ExperimentEnvironment,
): string[] {
  if (!document || isAutomatedVisitor(env)) return [];
  const visitorId = visitorIdOf(env);
  if (visitorId === null) return [];
  const onPage = new Set(
    [...doc.querySelectorAll(`[${COPY_SLOT_ATTRIBUTE}]`)].map((el) => el.getAttribute(COPY_SLOT_ATTRIBUTE)),
  );
  const logged: string[] = [];
  for (const experiment of document.running) {
    const arm = copyArmOf(experiment, visitorId);
    if (!Object.keys(arm.copy).some((slot) => onPage.has(slot))) continue;
    const seen = impressionSeenKey(experiment.id);
    if (readStorage(env, seen) !== null) continue;
    writeStorage(env, seen, IMPRESSION_QUEUED);
    if (readStorage(env, seen) !== IMPRESSION_QUEUED) continue;
    emit({
      type: 'experiment/impression',
      experimentId: experiment.id,
      variantId: arm.key,
      category: EXPERIMENT_EVENT_CATEGORY,
      label: arm.key,
    });
    logged.push(experiment.id);
  }
  return logged;
}
