import { sql } from 'kysely';
import { clusteredOnSqlite, requiredText, upOnly } from './schema-builders';

/**
 * `experiment_run_counters`: visitors first exposed within a run, and those of them who converted, by experiment,
 * run id (the `runId` the api gives each start and weight change, see experiment-state.ts) and variant. The daily
 * counters cannot tell two runs of one UTC day apart; these are kept at ingest and at each credited conversion, so
 * a run's figures are one row per arm however many runs a day saw (docs/analytics-and-experiments.md, "Runs").
 * Backfilled for each run the states table names: its exposures received at or after its start.
 */
export const experimentRunCounters = upOnly(async (db, engine) => {
  await db.schema
    .createTable('experiment_run_counters')
    .$call(requiredText('experiment_id', 'run_id', 'variant_id'))
    .addColumn('views', 'integer', (column) => column.notNull())
    .addColumn('conversions', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('experiment_run_counters_pk', ['experiment_id', 'run_id', 'variant_id'])
    .$call(clusteredOnSqlite(engine))
    .execute();
  const { rows } = await sql<{
    experiment_id: string;
    state_json: string;
  }>`SELECT experiment_id, state_json FROM experiment_states`.execute(db);
  for (const row of rows) {
    const run = runOf(row.state_json);
    if (!run) continue;
    // Exposures stored before exposed_at was kept count only from the day after the start's day.
    await sql`INSERT INTO experiment_run_counters (experiment_id, run_id, variant_id, views, conversions)
          SELECT experiment_id, ${run.runId}, variant_id, COUNT(*), COUNT(converted_on)
          FROM experiment_exposures
          WHERE experiment_id = ${row.experiment_id} AND COALESCE(exposed_at, exposed_on) >= ${run.startedAt}
          GROUP BY experiment_id, variant_id`.execute(db);
  }
});

function runOf(stateJson: string): { runId: string; startedAt: string } | null {
  try {
    const state: unknown = JSON.parse(stateJson);
    if (typeof state !== 'object' || state === null) return null;
    const { runId, startedAt } = state as { runId?: unknown; startedAt?: unknown };
    return typeof runId === 'string' && typeof startedAt === 'string' ? { runId, startedAt } : null;
  } catch {
    return null;
  }
}
