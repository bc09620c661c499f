/**
 * `pnpm --filter @novavox/mf-experiments run simulate:aa [-- --days 365 --experiments 1000]`: A/A experiments
 * (no true difference) read every day through the dashboard's own verdict rule (`decideExperiment`), as the
 * dashboard reads them by default: the whole run since the start. The last two lines are the share of
 * experiments in which some daily look called a significant winner (or loser), 2 arms then 6 arms.
 *
 * Without --days: the 28-day scenario of issue 16 (300 visitors per arm a day at 5 %, 2000 experiments).
 * With --days: the long-run scenario of issue 29 (500 visitors per arm a day at 3 %, 1000 experiments unless
 * --experiments says otherwise), with the old reading (a moving 30-day window, the old default date range)
 * printed first for contrast.
 */

import { type SimulationOptions, simulateExperiments } from '../src/features/tests-dashboard/model/aa-simulation';
import { MIN_DAYS_RUNNING } from '../src/features/tests-dashboard/model/experiment-decision';
import { integerOption, write } from './simulation-args';

const longRun = process.argv.includes('--days');
const days = integerOption('days', 28);
const experiments = integerOption('experiments', longRun ? 1000 : 2000);
const usersPerArmPerDay = longRun ? 500 : 300;
const baseRate = longRun ? 0.03 : 0.05;
const base = { experiments, usersPerArmPerDay, days, baseRate, seed: 20261123 };

function share(options: SimulationOptions): string {
  const result = simulateExperiments(options);
  return ((100 * result.declared) / result.experiments).toFixed(1);
}

const started = performance.now();
write(
  `${experiments} A/A experiments per line, ${usersPerArmPerDay} visitors per arm per day, ${baseRate * 100}% conversion, daily looks day 1–${days}.`,
);
if (longRun) {
  for (const arms of [2, 6]) {
    write(
      `  old reading (the last 30 days, the old default date range), ${arms} arms: ${share({ ...base, arms, windowDays: 30 })}% declared a winner`,
    );
  }
  const lines = [2, 6].map(
    (arms) =>
      `A/A: ${experiments} experiments, ${arms} arms, daily looks day 1–${days} as the dashboard reads them: ${share({ ...base, arms })}% declared a winner`,
  );
  finish(lines);
} else {
  for (const arms of [2, 6]) {
    write(
      `  old fixed-horizon rule (z-test, Holm, verdicts from day ${MIN_DAYS_RUNNING}), ${arms} arms: ${share({ ...base, arms, rule: 'fixed-horizon' })}% declared a winner`,
    );
    write(
      `  dashboard rule without the ${MIN_DAYS_RUNNING}-day minimum (verdicts from day 1), ${arms} arms: ${share({ ...base, arms, minDaysRunning: 1 })}% declared a winner`,
    );
  }
  const lines = [2, 6].map(
    (arms) =>
      `A/A: ${experiments} experiments, ${arms} arms, daily looks day 1–${days}: ${share({ ...base, arms })}% declared a winner`,
  );
  finish(lines);
}

/** The run time, then the results as the last lines. */
function finish(lines: readonly string[]): void {
  write(`(simulated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  for (const line of lines) write(line);
}
