import type { DatabaseEngine } from '../database-engine';

/** SQLite's `integer primary key` is the row id; PostgreSQL needs a sequence. */
export function idColumnType(engine: DatabaseEngine): 'integer' | 'bigserial' {
  return engine === 'sqlite' ? 'integer' : 'bigserial';
}
