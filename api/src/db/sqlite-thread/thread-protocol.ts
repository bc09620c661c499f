import type { DatabaseJobName } from '../../stores/database-jobs';

/**
 * What the api's thread sends the SQLite thread, and what comes back: single statements (Kysely's queries, and
 * its begin/commit), or a whole job the thread runs on its own, so that a job of many statements costs one
 * message each way instead of one per statement.
 */
export interface ThreadJob {
  name: DatabaseJobName;
  input: unknown;
}

export type ThreadRequest =
  | { id: number; sql: string; parameters: readonly unknown[] }
  | { id: number; job: ThreadJob }
  | { id: number; close: true };

export type ThreadReply =
  | { id: number; rows: Record<string, unknown>[] }
  | { id: number; changes: number | bigint; lastInsertRowid: number | bigint }
  | { id: number; done: true; output?: unknown }
  | { id: number; error: { message: string; code?: string } };

/** Sent once the database is open and configured, or with the reason it could not be. */
export type ThreadReady = { ready: true } | { ready: false; error: string };

export interface ThreadOptions {
  path: string;
}
