/**
 * Simulated experiments read daily as the dashboard reads them, and how their results are reported: what
 * `pnpm --filter @novavox/experiment-stats run simulate:aa` and `simulate:power` run (docs/statistics.md).
 */
export {
  binomialSampler,
  dayQuantile,
  emptyFirstLines,
  type FirstLines,
  type SimulatedRule,
  type SimulationOptions,
  type SimulationResult,
  simulateExperiments,
} from './aa-simulation';
export { seededRandom } from './seeded-random';
export { dayQuantileWithInterval, halfWidth, rateWithInterval } from './simulation-report';
