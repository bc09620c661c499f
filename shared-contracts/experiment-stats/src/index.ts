/**
 * The experiment statistics, without React: the required figures (docs/requirements.md §4), the verdict,
 * intervals, probabilities and the planner (docs/statistics.md). The simulations are a separate entry, `@novavox/experiment-stats/simulation`.
 */
export { integrate, type QuadratureOptions } from './adaptive-quadrature';
export {
  type BetaPosterior,
  betaPosterior,
  isValidArm,
  probabilityBest,
  probabilityToBeatControl,
} from './beta-comparison';
export {
  type AnalysisInput,
  type AnalysisRun,
  analyzeExperiment,
  type ExperimentAlert,
  type ExperimentAnalysis,
  LARGE_UPLIFT,
  type RunStatus,
  type VariantAnalysis,
  type VariantStatistics,
} from './experiment-analysis';
export {
  type ChallengerDecision,
  type DecisionArm,
  type DecisionContext,
  type DecisiveLine,
  decideExperiment,
  decisiveLine,
  declaresAWinner,
  type ExperimentDecision,
  MIN_CONVERTERS_PER_ARM,
  MIN_DAYS_RUNNING,
  MIN_USERS_PER_ARM,
  SIGNIFICANCE,
  type Verdict,
} from './experiment-decision';
export { decisiveSampleSize, type PlanStatus, planStatus, sequentialSampleSize } from './experiment-plan';
export {
  INTERACTION_ALPHA,
  type InteractionCell,
  type InteractionTable,
  type InteractionTest,
  interactionTest,
  MIN_INTERACTION_CELL_VISITORS,
  type PairInteraction,
  pairInteractions,
} from './interaction-test';
export { benjaminiHochbergAdjust, bonferroniAdjust, holmAdjust } from './p-value-adjustment';
export { type PlannedLiftTest, plannedLiftTest } from './planned-lift-test';
export { requiredSampleSize } from './required-sample-size';
export {
  SEQUENTIAL_TUNING,
  type SequentialTest,
  sequenceHalfWidth,
  sequenceRhoSquared,
  sequentialTest,
} from './sequential-test';
export {
  BASELINE_FOLLOWS_AFTER_CONVERSIONS,
  continuousSampleSize,
  type ForecastBaseline,
  forecastBaseline,
  PLANNED_POWER,
  tuningForPlan,
} from './sequential-tuning';
export {
  type BetaDistribution,
  betaDistribution,
  chiSquareSurvival,
  logBeta,
  logGamma,
  normalCdf,
  normalQuantile,
  upperRegularizedGamma,
} from './special-functions';
export {
  SRM_THRESHOLD,
  SRM_WARNING,
  type SrmCheck,
  type SrmStatus,
  smallestExpected,
  srmAllowsVerdict,
  srmCheck,
} from './srm-check';
export { type Arm, type TwoProportionTest, twoProportionTest } from './two-proportion-test';
export {
  bestVariantKey,
  CONTROL_KEY,
  conversionRate,
  MIN_VIEWS,
  type VariantCounts,
  versusControl,
} from './variant-metrics';
export { type Interval, wilsonInterval, Z_95 } from './wilson-interval';
