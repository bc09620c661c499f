import { type CreateIndexBuilder, type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DatabaseEngine } from '../database-engine';

/**
 * The column sets and indexes the migrations repeat, for Kysely's `$call`. Each adds exactly the columns a
 * chain of `addColumn` calls would, in the order given, so a shipped migration written with them sends the same
 * DDL as before (migration-ddl.test.ts pins it).
 */
type TableBuilder<C extends string> = CreateTableBuilder<string, C>;

/** `id`, the table's key: SQLite's `integer primary key` is the row id; PostgreSQL needs a sequence. */
export function idPrimaryKey(engine: DatabaseEngine) {
  return <C extends string>(table: TableBuilder<C>) =>
    table.addColumn('id', engine === 'sqlite' ? 'integer' : 'bigserial', (column) => column.primaryKey());
}

/**
 * The counter tables' storage: on SQLite WITHOUT ROWID, one B-tree keyed by the primary key instead of a table and
 * an index, which halves the pages a batch of events dirties (measured: the commit was most of ingest).
 */
export function clusteredOnSqlite(engine: DatabaseEngine) {
  return <C extends string>(table: TableBuilder<C>): TableBuilder<C> =>
    table.modifyEnd(engine === 'sqlite' ? sql`WITHOUT ROWID` : sql``);
}

/** `text not null` columns: most of the schema's values (times and days are ISO text too). */
export function requiredText<N extends string>(...names: N[]) {
  return <C extends string>(table: TableBuilder<C>): TableBuilder<C | N> =>
    names.reduce<TableBuilder<C | N>>(
      (built, name) => built.addColumn(name, 'text', (column) => column.notNull()),
      table,
    );
}

/** Nullable `text` columns. */
export function optionalText<N extends string>(...names: N[]) {
  return <C extends string>(table: TableBuilder<C>): TableBuilder<C | N> =>
    names.reduce<TableBuilder<C | N>>((built, name) => built.addColumn(name, 'text'), table);
}

/** `create index <name> on <table> (<columns>)`, to run with `.execute()` (after `.ifNotExists()` where needed). */
export function createIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]): CreateIndexBuilder {
  return db.schema.createIndex(name).on(table).columns(columns);
}

/** `create unique index <name> on <table> (<columns>)`: at most one row per value of the columns. */
export function createUniqueIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): CreateIndexBuilder {
  return createIndex(db, name, table, columns).unique();
}

/**
 * A step that only goes up (a shipped step is never undone: a fix is a new step), written for the engine it runs
 * on; `migrationList` gives it the engine.
 */
export function upOnly(up: (db: Kysely<unknown>, engine: DatabaseEngine) => Promise<void>) {
  return (engine: DatabaseEngine): Migration => ({ up: (db) => up(db, engine) });
}
