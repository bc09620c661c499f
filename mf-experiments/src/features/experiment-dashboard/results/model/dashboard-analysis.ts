import type {
  ExperimentAnalysis as StatsExperimentAnalysis,
  VariantAnalysis as StatsVariantAnalysis,
} from '@novavox/experiment-stats';
import type { DashboardVariant } from './parse-ab-stats-response';

/** An experiment's analysis (@novavox/experiment-stats) over the variants as the dashboard holds them. */
export type ExperimentAnalysis = StatsExperimentAnalysis<DashboardVariant>;
export type VariantAnalysis = StatsVariantAnalysis<DashboardVariant>;
