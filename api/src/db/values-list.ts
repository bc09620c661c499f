import type { DatabaseEngine } from './database-engine';

const cache = new Map<string, string>();

/**
 * The placeholder list of a multi-row VALUES clause, `(?, ?), (?, ?)` on SQLite or `($1, $2), ($3, $4)` on
 * PostgreSQL. The hot ingest statements are written once per row count with it and run as compiled queries,
 * which skips building and compiling a query object for every batch of events.
 */
export function valuesList(engine: DatabaseEngine, rows: number, columns: number): string {
  const key = `${engine}:${rows}:${columns}`;
  let list = cache.get(key);
  if (list === undefined) {
    let n = 0;
    const row = () => `(${Array.from({ length: columns }, () => (engine === 'sqlite' ? '?' : `$${++n}`)).join(', ')})`;
    list = Array.from({ length: rows }, row).join(', ');
    cache.set(key, list);
  }
  return list;
}
