/**
 * `pnpm --filter @novavox/experiment-stats run simulate:aa [-- --days 365 --experiments 20000 --workers 2]`: A/A
 * experiments (no true difference) read every day through the dashboard's own verdict rule (`decideExperiment`
 * and its decisive line), as the dashboard reads them by default: the whole run since the start, N* fixed from the
 * run's plan. Each line runs at least 20,000 experiments (--experiments), more until every rate it prints is known
 * to ±0.5 points (95 % interval), in batches on worker threads (--workers, default: every core). The last two
 * lines are the share of experiments in which some daily look showed "Ship X" (the goal: ≤ 2 % over 365 looks),
 * with the share that called a significant winner or loser (the interval's promise: ≤ 5 %), 2 arms then 6 arms.
 *
 * Without --days: the 28-day scenario of issue 16 (300 visitors per arm a day at 5 %). With --days: the long-run
 * scenario of issue 29 (500 visitors per arm a day at 3 %), with the old reading (a moving 30-day window, the old
 * default date range) printed first for contrast.
 */

import { MIN_DAYS_RUNNING } from '../src/experiment-decision';
import { integerOption, simulationOptions, write } from './simulation-args';
import { type LineOptions, type LineRates, rateWithInterval, simulateLine } from './simulation-pool';

const longRun = process.argv.includes('--days');
const days = integerOption('days', 28);
const { atLeast, pool } = simulationOptions();
const usersPerArmPerDay = longRun ? 500 : 300;
const baseRate = longRun ? 0.03 : 0.05;
const base = { usersPerArmPerDay, days, baseRate, seed: 20261123 };

const declaredOnly: LineRates = (result) => [result.declared];
const shipAndDeclared: LineRates = (result) => [result.shipped, result.declared];

async function declaredLine(label: string, options: LineOptions): Promise<string> {
  const result = await simulateLine(pool, options, declaredOnly, atLeast);
  return `  ${label}, ${options.arms} arms: ${rateWithInterval(result.declared, result.experiments)} declared a winner (${result.experiments} experiments)`;
}

async function dashboardLine(arms: number, reading: string): Promise<string> {
  const result = await simulateLine(pool, { ...base, arms }, shipAndDeclared, atLeast);
  return `A/A: ${result.experiments} experiments, ${arms} arms, daily looks day 1–${days}${reading}: a Ship at some look in ${rateWithInterval(
    result.shipped,
    result.experiments,
  )}; a significant winner or loser in ${rateWithInterval(result.declared, result.experiments)}`;
}

const started = performance.now();
write(
  `A/A experiments, ${usersPerArmPerDay} visitors per arm per day, ${baseRate * 100}% conversion, daily looks day 1–${days}; at least ${atLeast} per line, rates with their 95 % intervals; ${Math.max(1, pool.size)} thread(s).`,
);
const comparisons: Promise<string>[] = [];
if (longRun) {
  for (const arms of [2, 6])
    comparisons.push(
      declaredLine('old reading (the last 30 days, the old default date range)', { ...base, arms, windowDays: 30 }),
    );
} else {
  for (const arms of [2, 6]) {
    comparisons.push(
      declaredLine(`old fixed-horizon rule (z-test, Holm, verdicts from day ${MIN_DAYS_RUNNING})`, {
        ...base,
        arms,
        rule: 'fixed-horizon',
      }),
    );
    comparisons.push(
      declaredLine(`dashboard rule without the ${MIN_DAYS_RUNNING}-day minimum (verdicts from day 1)`, {
        ...base,
        arms,
        minDaysRunning: 1,
      }),
    );
  }
}
const reading = longRun ? ' as the dashboard reads them' : '';
const lines = [dashboardLine(2, reading), dashboardLine(6, reading)];
for (const line of await Promise.all(comparisons)) write(line);
const results = await Promise.all(lines);
await pool.close();
write(`(simulated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
for (const line of results) write(line);
