import type { DatabaseEngine } from '../db/database-engine';
import type { AppKysely } from '../db/database-schema';
import type { DayRange } from '../stats/day-range';
import { ingestBatches, type ReceivedBatch } from './event-ingest';
import { readExperimentFigures } from './experiment-figures';

/**
 * The store's work of many statements, run next to the data: on SQLite inside its thread, as one message each way
 * instead of one per statement (and the rows never cross to the api's thread); on PostgreSQL on the api's thread
 * over the pool, the statements going to the server as before.
 */
export const databaseJobs = {
  storeEventBatches: (db: AppKysely, engine: DatabaseEngine, batches: readonly ReceivedBatch[]) =>
    db.transaction().execute((trx) => ingestBatches(trx, engine, batches)),
  experimentFigures: (db: AppKysely, _engine: DatabaseEngine, range: DayRange) => readExperimentFigures(db, range),
};

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
