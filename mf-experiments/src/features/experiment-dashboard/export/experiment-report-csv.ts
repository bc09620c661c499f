import type { ExperimentChangeRecord } from '@novavox/contracts-experiments';
import type { VariantAnalysis } from '../results/model/dashboard-analysis';

/**
 * One CSV per experiment with its results (one `result` row per variant: the range the dashboard shows, and the
 * run since the start that the verdict reads) and
 * its change log (one `change` row per change, oldest first), in one table so a spreadsheet can filter by
 * `row_type`.
 */

export const experimentReportColumns = [
  'row_type',
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
  'changed_at',
  'actor',
  'action',
  'reason',
  'status_before',
  'status_after',
  'run_id',
  'weights',
  'winner',
] as const;

type Cell = string | number | null;

/**
 * RFC 4180 quoting, plus a leading apostrophe on text a spreadsheet would run as a formula (a reason typed as
 * "=HYPERLINK(...)"); numbers are written as they are.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const weightsText = (weights: Record<string, number | undefined>) =>
  Object.entries(weights)
    .map(([key, weight]) => `${key}:${weight}`)
    .join(' ');

export interface ExperimentReport {
  experimentId: string;
  /** The results' date range as the dashboard shows it, e.g. "30daysAgo..today". */
  range: string;
  /** When the run the verdict reads started (its figures are the `run_` columns); null without one. */
  runStartedAt: string | null;
  variants: readonly VariantAnalysis[];
  history: readonly ExperimentChangeRecord[];
}

export function experimentReportCsv({
  experimentId,
  range,
  runStartedAt,
  variants,
  history,
}: ExperimentReport): string {
  const rows: Cell[][] = [];
  const blank = (count: number): null[] => Array.from({ length: count }, () => null);
  for (const variant of variants) {
    const rate = variant.views > 0 ? Number(((variant.conversions / variant.views) * 100).toFixed(4)) : null;
    rows.push([
      'result',
      experimentId,
      range,
      variant.key,
      variant.name,
      variant.views,
      variant.conversions,
      rate,
      variant.versusControl === null ? null : Number(variant.versusControl.toFixed(4)),
      variant.run ? runStartedAt : null,
      variant.run?.views ?? null,
      variant.run?.conversions ?? null,
      variant.verdict,
      ...blank(9),
    ]);
  }
  for (const record of history) {
    const { after } = record;
    rows.push([
      'change',
      experimentId,
      ...blank(11),
      record.at,
      record.actor,
      record.action,
      record.reason,
      record.before.status,
      after.status,
      after.status === 'not_started' ? null : after.runId,
      after.status === 'running' || after.status === 'paused' ? weightsText(after.weights) : null,
      after.status === 'concluded' ? after.winner : null,
    ]);
  }
  const lines = [experimentReportColumns.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
