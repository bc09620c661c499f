import { isRecord } from '@novavox/contracts-experiments/is-record';
import type { RuntimeConfig } from '@novavox/contracts-runtime';
import { pageExperimentStates } from '../start/first-frame-variants';

/** The statuses an experiment state can have (experiment-state.ts in the experiments contracts; a test ties the two). */
export const PAGE_STATE_STATUSES: readonly string[] = ['not_started', 'running', 'paused', 'concluded'];

/**
 * A prerendered page came with the experiment states its variants were swapped in by (the web server filled
 * them in). The live app assigns from those same states, not from /config.json's (asked for a moment later,
 * and possibly after a change on the dashboard), so it renders the variant already on screen.
 *
 * Only their shape is checked, as for /config.json: the api validated each state against its catalog, and
 * checking them here against the catalog would put every experiment's copy into the shell's JavaScript.
 */
export function withPageExperimentStates(config: RuntimeConfig, doc: Document): RuntimeConfig {
  const fromPage = pageExperimentStates(doc);
  if (!isRecord(fromPage)) return config;
  const valid = Object.values(fromPage).every(
    (state) => isRecord(state) && typeof state.status === 'string' && PAGE_STATE_STATUSES.includes(state.status),
  );
  return valid ? { ...config, experiments: fromPage as RuntimeConfig['experiments'] } : config;
}
