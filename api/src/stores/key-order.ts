/** A map key from several text parts; NUL cannot occur in any of them. */
export function key(...parts: string[]): string {
  return parts.join('\u0000');
}

/**
 * The values in the order of their keys. Api processes sharing a PostgreSQL database must take the row locks of
 * one table in one order, or two transactions that touch the same rows can each wait for the other: a deadlock,
 * which PostgreSQL breaks after a second by failing one of them (seen with exposures inserted in arrival order).
 */
export function inKeyOrder<T>(entries: Map<string, T>): T[] {
  return [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}
