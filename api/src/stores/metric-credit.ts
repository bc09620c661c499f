import {
  type MetricSource,
  metricExperiments,
  metricsOfSource,
  PRIMARY_METRIC_ID,
  type RunningExperimentState,
} from '@novavox/contracts-experiments';
import { sql } from 'kysely';
import type { AppKysely } from '../db/database-schema';
import { addMetricVisitors } from './metric-visitor-counters';
import { addSegmentConversion } from './segment-counters';

/** The experiments running now, by id (what a credit or an impression is checked against). */
export type RunningExperiments = ReadonlyMap<string, RunningExperimentState>;

/**
 * Credits a fact the server saw (see experiment-metrics.ts) to the visitor's experiments: each metric of that
 * source counts the visitor once per experiment it declares that is running now, for the variant and day of the
 * visitor's exposure, if that exposure was received within the current run and before `at`. The primary metric
 * (a confirmed sign-up) is also the dashboard's conversion: the exposure row and the daily counter are updated,
 * on today's (unsettled) day. Call it inside the transaction that records the fact. Returns the experiments the
 * primary metric was credited to.
 */
export async function creditMetricSource(
  db: AppKysely,
  source: MetricSource,
  visitorId: string,
  at: Date,
  running: RunningExperiments,
): Promise<string[]> {
  const atIso = at.toISOString();
  const day = atIso.slice(0, 10);
  const converted: string[] = [];
  for (const metric of metricsOfSource(source)) {
    // A metric of 'all' experiments counts for the created ones too (docs/copy-experiments.md).
    const experiments =
      metric.experiments === 'all' ? [...running.keys()] : metricExperiments(metric).filter((id) => running.has(id));
    if (experiments.length === 0) continue;
    const credited = await db
      .insertInto('experiment_metric_visitors')
      .columns(['visitor_id', 'experiment_id', 'metric_id', 'variant_id', 'exposed_on', 'day'])
      .expression(
        db
          .selectFrom('experiment_exposures')
          .select([
            'visitor_id',
            'experiment_id',
            sql<string>`cast(${metric.id} as text)`.as('metric_id'),
            'variant_id',
            'exposed_on',
            sql<string>`cast(${day} as text)`.as('day'),
          ])
          .where('visitor_id', '=', visitorId)
          .where('exposed_at', '<=', atIso)
          .where((eb) =>
            eb.or(
              experiments.map((id) =>
                eb.and([eb('experiment_id', '=', id), eb('exposed_at', '>=', running.get(id)?.startedAt ?? atIso)]),
              ),
            ),
          ),
      )
      .onConflict((conflict) => conflict.columns(['visitor_id', 'experiment_id', 'metric_id']).doNothing())
      .returning(['experiment_id', 'variant_id', 'exposed_on'])
      .execute();
    await addMetricVisitors(
      db,
      credited.map((row) => ({ ...row, metric_id: metric.id, day })),
    );
    if (metric.id !== PRIMARY_METRIC_ID) continue;
    for (const row of credited) {
      const exposure = await db
        .updateTable('experiment_exposures')
        .set({ converted_on: day })
        .where('visitor_id', '=', visitorId)
        .where('experiment_id', '=', row.experiment_id)
        .where('converted_on', 'is', null)
        .returning(['exposed_on', 'segment_device', 'segment_source', 'segment_landing'])
        .executeTakeFirst();
      if (!exposure) continue;
      await db
        .insertInto('experiment_daily_conversions')
        .values({
          experiment_id: row.experiment_id,
          variant_id: row.variant_id,
          exposed_on: row.exposed_on,
          converted_on: day,
          conversions: 1,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['experiment_id', 'variant_id', 'exposed_on', 'converted_on'])
            .doUpdateSet((eb) => ({ conversions: eb('experiment_daily_conversions.conversions', '+', 1) })),
        )
        .execute();
      // The exposure was received within the run now (checked above), so the conversion is that run's.
      const runId = running.get(row.experiment_id)?.runId;
      if (runId !== undefined) {
        await db
          .insertInto('experiment_run_counters')
          .values({
            experiment_id: row.experiment_id,
            run_id: runId,
            variant_id: row.variant_id,
            views: 0,
            conversions: 1,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['experiment_id', 'run_id', 'variant_id'])
              .doUpdateSet((eb) => ({ conversions: eb('experiment_run_counters.conversions', '+', 1) })),
          )
          .execute();
        await addSegmentConversion(
          db,
          { experiment_id: row.experiment_id, run_id: runId, variant_id: row.variant_id },
          [exposure.segment_device, exposure.segment_source, exposure.segment_landing],
        );
      }
      converted.push(row.experiment_id);
    }
  }
  return converted;
}

/** The running experiments of a states document. */
export function runningExperiments(states: Record<string, { status: string }>): RunningExperiments {
  const running = new Map<string, RunningExperimentState>();
  for (const [id, state] of Object.entries(states)) {
    if (state.status === 'running') running.set(id, state as RunningExperimentState);
  }
  return running;
}
