import type { ExperimentChangeRecord } from './experiment-state-change';

/**
 * The columns a change's row starts with in both CSV change logs, the api's export (`/admin/experiments/history.csv`)
 * and the dashboard's download: which experiment, when, who, what and why, the status before and after, and the
 * run it left. Each log adds its own columns around them (the api: the row's id, the run's start and the raw
 * weights; the dashboard: the weights as shares in percent), so both read a change record the same way.
 */
export const changeLogColumns = [
  'experiment_id',
  'changed_at',
  'actor',
  'action',
  'reason',
  'status_before',
  'status_after',
  'run_id',
] as const;

/** A change record's cells under `changeLogColumns`, in their order. */
export function changeLogCells(record: ExperimentChangeRecord): (string | null)[] {
  const { after } = record;
  return [
    record.experimentId,
    record.at,
    record.actor,
    record.action,
    record.reason,
    record.before.status,
    after.status,
    after.status === 'not_started' ? null : after.runId,
  ];
}
