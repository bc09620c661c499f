import { parseExperimentStates } from '@novavox/contracts-experiments/experiment-state';
import type { RuntimeConfig } from '@novavox/contracts-runtime';
import { pageExperimentStates } from '../start/first-frame-variants';

/**
 * A prerendered page came with the experiment states its variants were swapped in by (the web server filled
 * them in). The live app assigns from those same states, not from /config.json's (asked for a moment later,
 * and possibly after a change on the dashboard), so it renders the variant already on screen.
 */
export function withPageExperimentStates(config: RuntimeConfig, doc: Document): RuntimeConfig {
  const fromPage = pageExperimentStates(doc);
  if (!fromPage) return config;
  const parsed = parseExperimentStates(fromPage);
  return parsed.ok ? { ...config, experiments: parsed.value } : config;
}
