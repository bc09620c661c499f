import type { AppKysely, ExperimentDailyMetricVisitorsTable } from '../db/database-schema';
import { getOrCreate } from './get-or-create';
import { inKeyOrder, key } from './key-order';

/** A row just written to experiment_metric_visitors: one visitor counted for one metric of one experiment. */
export type CountedMetricVisitor = Omit<ExperimentDailyMetricVisitorsTable, 'visitors'>;

/** Counters per statement: six parameters each stays far below either engine's limit. */
const CHUNK_ROWS = 500;

/** The visitors just counted, added up per counter row of experiment_daily_metric_visitors, in key order. */
export function metricVisitorCounterRows(
  counted: readonly CountedMetricVisitor[],
): ExperimentDailyMetricVisitorsTable[] {
  const counters = new Map<string, ExperimentDailyMetricVisitorsTable>();
  for (const row of counted) {
    const { experiment_id, variant_id, metric_id, exposed_on, day } = row;
    const id = key(experiment_id, variant_id, metric_id, exposed_on, day);
    getOrCreate(counters, id, () => ({ experiment_id, variant_id, metric_id, exposed_on, day, visitors: 0 }))
      .visitors++;
  }
  return inKeyOrder(counters);
}

/**
 * Adds visitors just counted for a metric (rows inserted into experiment_metric_visitors, in the same transaction)
 * to the daily counters the dashboard reads, in key order as every counter table is (see key-order.ts).
 */
export async function addMetricVisitors(db: AppKysely, counted: readonly CountedMetricVisitor[]): Promise<void> {
  const rows = metricVisitorCounterRows(counted);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await db
      .insertInto('experiment_daily_metric_visitors')
      .values(rows.slice(start, start + CHUNK_ROWS))
      .onConflict((conflict) =>
        conflict.columns(['experiment_id', 'variant_id', 'metric_id', 'exposed_on', 'day']).doUpdateSet((eb) => ({
          visitors: eb('experiment_daily_metric_visitors.visitors', '+', eb.ref('excluded.visitors')),
        })),
      )
      .execute();
  }
}
