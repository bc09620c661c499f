import type { ExperimentChangeRecord } from '@novavox/contracts-experiments';
import { shippedState } from '@novavox/contracts-experiments/testing/sample-states';
import { describe, expect, it } from 'vitest';
import type { VariantAnalysis } from '../results/model/dashboard-analysis';
import { csvFileName, experimentHistoryCsv, experimentResultsCsv, weightsPercent } from './experiment-report-csv';

const variant = (
  key: string,
  name: string,
  views: number,
  conversions: number,
  versusControl: number | null,
  run: { views: number; conversions: number } | null,
) => ({ key, name, views, conversions, versusControl, run, verdict: 'Running' }) as VariantAnalysis;

const started: ExperimentChangeRecord = {
  id: 7,
  experimentId: 'cta_layout',
  action: 'start',
  actor: 'ana@novavox.test',
  reason: '=HYPERLINK("x"), then "quoted"',
  at: '2026-11-25T14:01:00.000Z',
  before: { status: 'not_started' },
  after: { status: 'running', runId: 'r1', startedAt: '2026-11-25T14:01:00.000Z', weights: { A: 1, B: 1, C: 0 } },
};
const shipped: ExperimentChangeRecord = {
  id: 8,
  experimentId: 'cta_layout',
  action: 'conclude',
  actor: 'ana@novavox.test',
  reason: null,
  at: '2026-11-26T09:30:00.000Z',
  before: started.after,
  after: shippedState('B', '2026-11-26T09:30:00.000Z', { runId: 'r1', startedAt: '2026-11-25T14:01:00.000Z' }),
};

describe('the experiment CSV files', () => {
  it('writes the results as one row per variant, quoted', () => {
    const csv = experimentResultsCsv({
      experimentId: 'cta_layout',
      range: '30daysAgo..today',
      runStartedAt: '2026-11-25T14:01:00.000Z',
      // 12/120 = 10 %, 17.5/118 = 14.8305 % (+48.3051 % vs control), computed by hand.
      variants: [
        variant('A', 'Centered', 120, 12, null, { views: 130, conversions: 13 }),
        variant('B', 'Split, wide', 118, 17.5, 48.30508474576271, null),
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'experiment_id,results_range,variant,variant_name,views,conversions,conversion_rate_percent,vs_control_percent,run_started_at,run_views,run_conversions,verdict',
      'cta_layout,30daysAgo..today,A,Centered,120,12,10,,2026-11-25T14:01:00.000Z,130,13,Running',
      'cta_layout,30daysAgo..today,B,"Split, wide",118,17.5,14.8305,48.3051,,,,Running',
      '',
    ]);
  });

  it('writes the history as one row per change, formula-safe, the weights in percent', () => {
    const csv = experimentHistoryCsv([started, shipped]);
    expect(csv.split('\r\n')).toEqual([
      'experiment_id,changed_at,actor,action,reason,status_before,status_after,run_id,weights_percent,winner',
      // Weights 1, 1, 0: 50 %, 50 %, 0 %.
      `cta_layout,2026-11-25T14:01:00.000Z,ana@novavox.test,start,"'=HYPERLINK(""x""), then ""quoted""",not_started,running,r1,A 50% B 50% C 0%,`,
      'cta_layout,2026-11-26T09:30:00.000Z,ana@novavox.test,conclude,,running,concluded,r1,,B',
      '',
    ]);
  });

  it('names each file with the experiment, its kind and the day it was saved', () => {
    expect(csvFileName('cta_layout', 'results', new Date('2026-11-28T23:59:00.000Z'))).toBe(
      'experiment-cta_layout-results-2026-11-28.csv',
    );
    // Three equal weights: 33.33 % each (two decimals).
    expect(weightsPercent({ A: 1, B: 1, C: 1 })).toBe('A 33.33% B 33.33% C 33.33%');
  });
});
