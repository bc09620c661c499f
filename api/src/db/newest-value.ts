import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { DatabaseSchema } from './database-schema';

/**
 * The largest value of a text column (ISO times and days sort as text) over the query's rows, or null when it has
 * none: SQL's max() answers one row, its value null over no rows.
 */
export async function newestValue<TB extends keyof DatabaseSchema>(
  query: SelectQueryBuilder<DatabaseSchema, TB, object>,
  column: StringReference<DatabaseSchema, TB>,
): Promise<string | null> {
  const row = await query.select((eb) => eb.fn.max<string | null>(column).as('last')).executeTakeFirst();
  return row?.last ?? null;
}
