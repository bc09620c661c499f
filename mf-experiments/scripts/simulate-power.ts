/**
 * `pnpm --filter @novavox/mf-experiments run simulate:power [-- --experiments 1000]`: experiments with a true
 * +10 % lift on a 3 % baseline (2 arms, 500 visitors per arm a day), planned to detect +10 % (the plan's
 * baseline is the catalog's 5 %; the dashboard follows the control's observed rate once it is measured), read
 * daily through the dashboard's verdict rule. Last line: the day a winner is called, median and 80th
 * percentile (an experiment never called within the horizon counts as later than any day).
 */

import { DEFAULT_EXPERIMENT_PLAN } from '@novavox/contracts-experiments';
import { dayQuantile, simulateExperiments } from '../src/features/tests-dashboard/model/aa-simulation';
import { integerOption, write } from './simulation-args';

const experiments = integerOption('experiments', 10000);
const horizon = integerOption('days', 730);
const plan = { baselineRate: DEFAULT_EXPERIMENT_PLAN.baselineRate, minimumDetectableEffect: 0.1 };

const started = performance.now();
const result = simulateExperiments({
  experiments,
  arms: 2,
  usersPerArmPerDay: 500,
  days: horizon,
  baseRate: 0.03,
  lifts: [0, 0.1],
  plan,
  seed: 20261125,
});
const show = (day: number | null) => (day === null ? `none by day ${horizon}` : String(day));
write(
  `Plan: +10 % at a ${plan.baselineRate * 100} % baseline (followed by the observed control rate); horizon ${horizon} days; ${result.trueWins} of ${experiments} called a winner within it.`,
);
write(`(simulated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
write(
  `Power: ${experiments} experiments, 2 arms, +10 % on a 3 % baseline, 500 visitors per arm a day: a winner by day ${show(dayQuantile(result.firstWinDays, 0.5))} (median), ${show(dayQuantile(result.firstWinDays, 0.8))} (80th percentile)`,
);
