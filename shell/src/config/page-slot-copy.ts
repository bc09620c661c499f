import { visitorSlotCopy } from '@novavox/contracts-experiments/copy-document';
import type { ExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { visitorIdOf } from '@novavox/contracts-experiments/experiment-rules';
import type { RuntimeConfig } from '@novavox/contracts-runtime';
import { pageCopyDocument } from '../start/first-frame-copy';

/**
 * The live app renders the copy the first-frame script put on screen: the visitor's copy from the page's copy
 * island (docs/copy-experiments.md), by the same rule and visitor id. A page without the island (not
 * prerendered, or served without it) keeps the config's copy.
 */
export function withPageSlotCopy(config: RuntimeConfig, doc: Document, env: ExperimentEnvironment): RuntimeConfig {
  const document = pageCopyDocument(doc);
  if (!document) return config;
  return { ...config, slotCopy: { ...config.slotCopy, ...visitorSlotCopy(document, '/', visitorIdOf(env)) } };
}
