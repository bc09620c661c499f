/**
 * `pnpm --filter @novavox/experiment-stats run simulate:power [-- --experiments 20000 --workers 2]`: experiments with
 * a true +10 % lift on a 3 % baseline (2 arms, 500 visitors per arm a day), planned to detect +10 % on the 3 % known
 * when the run starts (N* fixed from that plan), read daily through the dashboard's verdict rule and decisive line,
 * for up to 730 days. At least 20,000 experiments per line, more until every rate is known to ±0.5 points.
 *
 * Printed first, for contrast: the same experiments under the old stop line (stop once every arm has the plan's
 * 80 %-power sample) and under a plan written at the catalog's 5 % (a wrong baseline, fixed for the run). The last
 * three lines: the day a correct Ship first shows (median and 80th percentile, with distribution-free 95 %
 * intervals; an experiment never called counts as later than any day), the wrong-stop rate (the first decisive line
 * is "No meaningful difference" or "Stop and keep A") and the obey-the-first-line ship rate (it is "Ship B").
 */

import { DEFAULT_EXPERIMENT_PLAN, type ExperimentPlan } from '@novavox/contracts-experiments';
import type { SimulationResult } from '../src/aa-simulation';
import { integerOption, simulationOptions, write } from './simulation-args';
import {
  dayQuantileWithInterval,
  type LineOptions,
  type LineRates,
  rateWithInterval,
  simulateLine,
} from './simulation-pool';

/** The median day of a correct Ship before this change (issue 44): the goal is to stay within 10 % of it. */
const TODAY_MEDIAN_DAY = 108;

const { atLeast, pool } = simulationOptions();
const horizon = integerOption('days', 730);
const plan: ExperimentPlan = { baselineRate: 0.03, minimumDetectableEffect: 0.1 };
const base: LineOptions = {
  arms: 2,
  usersPerArmPerDay: 500,
  days: horizon,
  baseRate: 0.03,
  lifts: [0, 0.1],
  plan,
  seed: 20261125,
};

const wrongStops = (result: SimulationResult) => result.firstLines.noDifference + result.firstLines.stopKeepControl;
const rates: LineRates = (result) => [result.firstLines.shipTrueWinner, wrongStops(result), result.trueWins];
const percent = (value: number) => `${Number((value * 100).toFixed(2))} %`;
const planText = (of: ExperimentPlan) => `+${percent(of.minimumDetectableEffect)} on ${percent(of.baselineRate)}`;

function summary(result: SimulationResult): string {
  return `wrong stop ${rateWithInterval(wrongStops(result), result.experiments)}, obeying the first decisive line ships B in ${rateWithInterval(
    result.firstLines.shipTrueWinner,
    result.experiments,
  )}, median day of a correct Ship ${dayQuantileWithInterval(result.firstWinDays, 0.5)}`;
}

const started = performance.now();
write(
  `Power: 2 arms, +10 % on a 3 % baseline, 500 visitors per arm a day, daily looks up to day ${horizon}; at least ${atLeast} experiments per line; ${Math.max(1, pool.size)} thread(s).`,
);
const [oldLine, wrongPlan, result] = await Promise.all([
  simulateLine(pool, { ...base, stopRule: 'planned-sample' }, rates, atLeast),
  simulateLine(
    pool,
    {
      ...base,
      plan: { baselineRate: DEFAULT_EXPERIMENT_PLAN.baselineRate, minimumDetectableEffect: 0.1 },
    },
    rates,
    atLeast,
  ),
  simulateLine(pool, base, rates, atLeast),
]);
await pool.close();
write(`  old stop line (also stop once every arm has the plan's 80 %-power sample): ${summary(oldLine)}`);
write(
  `  plan written at ${planText({ baselineRate: DEFAULT_EXPERIMENT_PLAN.baselineRate, minimumDetectableEffect: 0.1 })} for a page converting at 3 %: ${summary(wrongPlan)}`,
);
write(
  `Plan: ${planText(plan)}, fixed for the run; ${result.experiments} experiments; a correct Ship within ${horizon} days in ${rateWithInterval(result.trueWins, result.experiments)}.`,
);
write(`(simulated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
write(
  `Power: ${result.experiments} experiments, 2 arms, +10 % on a 3 % baseline, 500 visitors per arm a day: a correct Ship by day ${dayQuantileWithInterval(
    result.firstWinDays,
    0.5,
  )} (median; before this change ${TODAY_MEDIAN_DAY}, goal ≤ ${(TODAY_MEDIAN_DAY * 1.1).toFixed(1)}), ${dayQuantileWithInterval(result.firstWinDays, 0.8)} (80th percentile)`,
);
write(
  `Wrong stop ("No meaningful difference" or "Stop and keep A" before any Ship): ${rateWithInterval(wrongStops(result), result.experiments)}`,
);
write(
  `Obey the first decisive line: ships the real winner in ${rateWithInterval(result.firstLines.shipTrueWinner, result.experiments)} (goal ≥ 95 %)`,
);
