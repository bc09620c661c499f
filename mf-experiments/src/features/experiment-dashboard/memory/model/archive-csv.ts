import { csvText } from '@novavox/contracts-api/csv';
import type { ArchivedRun } from '@novavox/contracts-api/experiment-memory';
import { isoDay } from '@novavox/contracts-api/team';
import { planPercent } from '../../experiment-controls/model/experiment-state-words';
import { weightsPercent } from '../../export/experiment-report-csv';
import { archiveComparison, decisionWords } from './archive-figures';

/**
 * One row per concluded run: what was tested, the decision, the decided arm against A with its 95 % intervals (in
 * figures, empty where the card says "too few visitors to say" or a dash), who and when.
 */
export const archiveColumns = [
  'experiment_id',
  'experiment_name',
  'run_id',
  'started_at',
  'ended_at',
  'weights_percent',
  'plan_baseline_percent',
  'plan_minimum_lift_percent',
  'arms',
  'decision',
  'decided_arm',
  'compared_arm',
  'difference_vs_a_points',
  'difference_lower_95_points',
  'difference_upper_95_points',
  'lift_vs_a_percent',
  'lift_lower_95_percent',
  'lift_upper_95_percent',
  'decided_by',
  'reason',
] as const;

/** "A 100/10 B 100/20": each arm's visitors and conversions in the run. */
const armCounts = (run: ArchivedRun) => run.arms.map((arm) => `${arm.key} ${arm.views}/${arm.conversions}`).join(' ');

export function archiveCsv(runs: readonly ArchivedRun[]): string {
  return csvText(
    archiveColumns,
    runs.map((run) => {
      const comparison = archiveComparison(run);
      const figures = comparison?.figures;
      return [
        run.experimentId,
        run.experimentName,
        run.runId,
        run.startedAt,
        run.endedAt,
        weightsPercent(run.weights),
        planPercent(run.plan.baselineRate),
        planPercent(run.plan.minimumDetectableEffect),
        armCounts(run),
        decisionWords(run),
        run.decidedArm,
        comparison?.arm ?? null,
        figures?.differencePoints ?? null,
        figures?.intervalPoints?.lower ?? null,
        figures?.intervalPoints?.upper ?? null,
        figures?.liftPercent ?? null,
        figures?.liftIntervalPercent?.lower ?? null,
        figures?.liftIntervalPercent?.upper ?? null,
        run.actor,
        run.reason,
      ];
    }),
  );
}

/** "experiment-archive-2026-11-28.csv". */
export const archiveFileName = (savedAt: Date) => `experiment-archive-${isoDay(savedAt)}.csv`;
