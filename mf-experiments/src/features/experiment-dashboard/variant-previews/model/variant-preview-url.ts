import { type ExperimentId, forceUrlParameter } from '@novavox/contracts-experiments';

/** Every coded experiment shows on the landing page (the hero, features and closing sections of `/`). */
export const CODED_EXPERIMENT_PAGE = '/';

/**
 * The page with one variant forced for that one view (docs/analytics-and-experiments.md, "Previews of coded
 * variants"): `?nvx_<id>=<letter>` is read before any stored assignment and is untracked, so the frame logs no
 * impression and stores nothing.
 */
export function variantPreviewUrl(experimentId: ExperimentId, letter: string): string {
  const query = new URLSearchParams({ [forceUrlParameter(experimentId)]: letter });
  return `${CODED_EXPERIMENT_PAGE}?${query.toString()}`;
}
