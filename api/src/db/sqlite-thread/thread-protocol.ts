import type { DatabaseJobName } from '../../stores/database-jobs';
import type { ReceivedBatch } from '../../stores/event-ingest';

/**
 * What the api's thread sends the SQLite thread, and what comes back: single statements (Kysely's queries, and
 * its begin/commit), a whole job the thread runs on its own, so that a job of many statements costs one message
 * each way instead of one per statement, or an event batch to store, which the thread groups with the batches
 * that reach it meanwhile (group commit next to the data, so the thread never waits for the api's thread to hand
 * it the next group).
 */
export interface ThreadJob {
  name: DatabaseJobName;
  input: unknown;
}

export type ThreadRequest =
  | { id: number; sql: string; parameters: readonly unknown[] }
  | { id: number; job: ThreadJob }
  | { id: number; events: ReceivedBatch }
  | { id: number; close: true };

export type ThreadReply =
  | { id: number; rows: Record<string, unknown>[] }
  | { id: number; changes: number | bigint; lastInsertRowid: number | bigint }
  | { id: number; done: true; output?: unknown }
  | { id: number; error: { message: string; code?: string } };

/** One message for every event batch a group commit stored: the ids of their requests. */
export interface ThreadStored {
  stored: number[];
}

/** Sent once the database is open and configured, or with the reason it could not be. */
export type ThreadReady = { ready: true } | { ready: false; error: string };

export interface ThreadOptions {
  path: string;
}
