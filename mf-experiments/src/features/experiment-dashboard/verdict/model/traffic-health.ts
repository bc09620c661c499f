import { countOf, formatCount } from '@novavox/contracts-api/experiment-watch';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import type { DashboardExperiment } from '../../results/model/parse-ab-stats-response';

/** An arm with no visitor while the others have this many between them is flagged. */
export const ARM_STARVED_AFTER_VIEWS = 50;
/** Days without a new visitor, up to today, before traffic is said to have stopped. */
export const TRAFFIC_STOPPED_AFTER_DAYS = 2;

/** The crossover note: visitors seen in two arms, counted as every count of the dashboard. */
export function crossoverNote(visitors: number): string {
  return `Crossover: ${countOf(visitors, 'visitor', 'visitors')} seen in two arms (counted once, in the arm of their first exposure)`;
}

/** Warnings about an active experiment's traffic: stopped, or an arm getting none. `today` is YYYY-MM-DD. */
export function trafficWarnings(experiment: DashboardExperiment, today: string): string[] {
  const warnings: string[] = [];
  const total = experiment.variants.reduce((sum, variant) => sum + variant.views, 0);
  if (total >= ARM_STARVED_AFTER_VIEWS) {
    const starved = experiment.variants.filter((variant) => variant.views === 0).map((variant) => variant.key);
    if (starved.length > 0)
      warnings.push(
        `No traffic to variant ${starved.join(', ')}: ${formatCount(total)} visitors reached the other variants and none reached ${
          starved.length === 1 ? 'it' : 'them'
        }. Check the weights and the page that shows the experiment.`,
      );
  }
  if (experiment.daily && experiment.daily.length > 0) {
    const lastWithVisitors = [...experiment.daily]
      .reverse()
      .find((day) => Object.values(day.variants).some((figures) => figures.views > 0));
    if (lastWithVisitors) {
      const idle = Math.round((Date.parse(today) - Date.parse(lastWithVisitors.date)) / DAY_MS);
      if (idle >= TRAFFIC_STOPPED_AFTER_DAYS)
        warnings.push(
          `Traffic stopped: no new visitor since ${lastWithVisitors.date} (${idle} days). Check that the experiment's pages are served and its events reach the api.`,
        );
    }
  }
  return warnings;
}
