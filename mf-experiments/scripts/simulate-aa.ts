/**
 * `pnpm --filter @novavox/mf-experiments run simulate:aa`: A/A experiments (no true difference) read
 * every day from day 1 to day 28, through the dashboard's own verdict rule (`decideExperiment`).
 * Scenario of issue 16: 300 visitors per arm per day, here at a 5 % conversion rate, seeded.
 * The last two lines are the results for 2 and 6 arms: the share of experiments in which some daily
 * look called a significant winner (or loser). The old fixed-horizon rule is printed first for contrast.
 */

import { type SimulationOptions, simulateExperiments } from '../src/features/tests-dashboard/model/aa-simulation';
import { MIN_DAYS_RUNNING } from '../src/features/tests-dashboard/model/experiment-decision';

const EXPERIMENTS = 2000;
const DAYS = 28;
const base = { experiments: EXPERIMENTS, usersPerArmPerDay: 300, days: DAYS, baseRate: 0.05, seed: 20261123 };

function share(options: SimulationOptions): string {
  const result = simulateExperiments(options);
  return ((100 * result.declared) / result.experiments).toFixed(1);
}

const write = (line: string) => process.stdout.write(`${line}\n`);

write(
  `${EXPERIMENTS} A/A experiments per line, 300 visitors per arm per day, 5% conversion, daily looks day 1–${DAYS}.`,
);
for (const arms of [2, 6]) {
  write(
    `  old fixed-horizon rule (z-test, Holm, verdicts from day ${MIN_DAYS_RUNNING}), ${arms} arms: ${share({ ...base, arms, rule: 'fixed-horizon' })}% declared a winner`,
  );
  write(
    `  dashboard rule without the ${MIN_DAYS_RUNNING}-day minimum (verdicts from day 1), ${arms} arms: ${share({ ...base, arms, minDaysRunning: 1 })}% declared a winner`,
  );
}
for (const arms of [2, 6]) {
  write(
    `A/A: ${EXPERIMENTS} experiments, ${arms} arms, daily looks day 1–${DAYS}: ${share({ ...base, arms })}% declared a winner`,
  );
}
