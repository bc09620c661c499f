import { csvText } from '@novavox/contracts-api/csv';
import { isoDay } from '@novavox/contracts-api/team';
import {
  changeLogCells,
  changeLogColumns,
  type ExperimentChangeRecord,
  hasOpenRun,
} from '@novavox/contracts-experiments';
import { weightShares } from '@novavox/contracts-experiments/weight-shares';
import type { VariantAnalysis } from '../results/model/dashboard-analysis';

/**
 * Two tabular CSV files per experiment, one kind of row each: its results (a row per variant: the range the
 * dashboard shows, and the run since the start that the verdict reads) and its change log (a row per change,
 * oldest first, the weights as each variant's share in percent). Their names carry the day they were saved.
 * Cells are quoted and guarded against spreadsheet formulas by the same writer as the api's CSV exports.
 */

export const experimentResultsColumns = [
  'experiment_id',
  'results_range',
  'variant',
  'variant_name',
  'views',
  'conversions',
  'conversion_rate_percent',
  'vs_control_percent',
  'run_started_at',
  'run_views',
  'run_conversions',
  'verdict',
] as const;

export const experimentHistoryColumns = [...changeLogColumns, 'weights_percent', 'winner'] as const;

/** "A 50% B 50%": each variant's share of the visitors, from relative weights (two decimals at most). */
export function weightsPercent(weights: Record<string, number | undefined>): string {
  return weightShares(weights)
    .map(([key, share]) => `${key} ${Number(share.toFixed(2))}%`)
    .join(' ');
}

/** "experiment-cta_layout-results-2026-11-28.csv". */
export function csvFileName(experimentId: string, kind: 'results' | 'history', savedAt: Date): string {
  return `experiment-${experimentId}-${kind}-${isoDay(savedAt)}.csv`;
}

export interface ExperimentResults {
  experimentId: string;
  /** The results' date range as the dashboard shows it, e.g. "30daysAgo..today". */
  range: string;
  /** When the run the verdict reads started (its figures are the `run_` columns); null without one. */
  runStartedAt: string | null;
  variants: readonly VariantAnalysis[];
}

export function experimentResultsCsv({ experimentId, range, runStartedAt, variants }: ExperimentResults): string {
  return csvText(
    experimentResultsColumns,
    variants.map((variant) => [
      experimentId,
      range,
      variant.key,
      variant.name,
      variant.views,
      variant.conversions,
      variant.views > 0 ? Number(((variant.conversions / variant.views) * 100).toFixed(4)) : null,
      variant.versusControl === null ? null : Number(variant.versusControl.toFixed(4)),
      variant.run ? runStartedAt : null,
      variant.run?.views ?? null,
      variant.run?.conversions ?? null,
      variant.verdict,
    ]),
  );
}

export function experimentHistoryCsv(history: readonly ExperimentChangeRecord[]): string {
  return csvText(
    experimentHistoryColumns,
    history.map((record) => {
      const { after } = record;
      return [
        ...changeLogCells(record),
        hasOpenRun(after) ? weightsPercent(after.weights) : null,
        after.status === 'concluded' ? after.winner : null,
      ];
    }),
  );
}
