import type { DatabaseEngine } from '../db/database-engine';
import type { AppKysely } from '../db/database-schema';
import type { DayRange } from '../stats/day-range';
import { ingestBatches, type ReceivedBatch } from './event-ingest';
import { readExperimentFigures } from './experiment-figures';
import { getOrCreate } from './get-or-create';
import { createSettledFigures, type SettledFigures } from './settled-figures';

/**
 * The store's work of many statements, run next to the data: on SQLite inside its thread, as one message each way
 * instead of one per statement (and the rows never cross to the api's thread); on PostgreSQL on the api's thread
 * over the pool, the statements going to the server as before.
 */
export const databaseJobs = {
  async storeEventBatches(db: AppKysely, engine: DatabaseEngine, batches: readonly ReceivedBatch[]): Promise<void> {
    const { earliestCountedDay } = await db.transaction().execute((trx) => ingestBatches(trx, engine, batches));
    // Told once committed, so that a read which could miss these rows keeps nothing.
    if (earliestCountedDay !== null) settledFiguresOf(db).written(earliestCountedDay);
  },
  experimentFigures: (db: AppKysely, _engine: DatabaseEngine, range: DayRange) => settledFiguresOf(db).read(range),
};

/** One per database handle: the handle the api's reads and ingest share (on SQLite, in its thread). */
const settledFigures = new WeakMap<AppKysely, SettledFigures>();
const settledFiguresOf = (db: AppKysely) =>
  getOrCreate(settledFigures, db, () =>
    createSettledFigures((range, after) => readExperimentFigures(db, range, after)),
  );

export type DatabaseJobs = typeof databaseJobs;
export type DatabaseJobName = keyof DatabaseJobs;
export type DatabaseJobInput<Name extends DatabaseJobName> = Parameters<DatabaseJobs[Name]>[2];
export type DatabaseJobOutput<Name extends DatabaseJobName> = Awaited<ReturnType<DatabaseJobs[Name]>>;

/** Runs a job over `db`: the same code whichever side of the thread boundary it runs on. */
export function runDatabaseJob<Name extends DatabaseJobName>(
  db: AppKysely,
  engine: DatabaseEngine,
  name: Name,
  input: DatabaseJobInput<Name>,
): Promise<DatabaseJobOutput<Name>> {
  const job = databaseJobs[name] as (
    db: AppKysely,
    engine: DatabaseEngine,
    input: DatabaseJobInput<Name>,
  ) => Promise<DatabaseJobOutput<Name>>;
  return job(db, engine, input);
}
