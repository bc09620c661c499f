import type {
  ExperimentAnalysis as StatsExperimentAnalysis,
  VariantAnalysis as StatsVariantAnalysis,
} from '@novavox/experiment-stats';
import type { DashboardVariant } from './parse-ab-stats-response';

/** An experiment's analysis (@novavox/experiment-stats) over the variants as the dashboard holds them. */
export type ExperimentAnalysis = StatsExperimentAnalysis<DashboardVariant>;
export type VariantAnalysis = StatsVariantAnalysis<DashboardVariant>;

/** The control's figures over the run since the start (what a difference is read against), or null without a run. */
export function controlRunOf<Run>(variants: readonly { isControl: boolean; run: Run | null }[]): Run | null {
  return variants.find((variant) => variant.isControl)?.run ?? null;
}
