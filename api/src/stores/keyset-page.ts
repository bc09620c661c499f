/** Which page: how many rows at most, and only those older than `beforeId` (the previous page's cursor). */
export interface PageCursor {
  limit: number;
  beforeId: number | null;
}

/** A page of rows read newest first by id, and the cursor to the older ones (`?before=`), null on the last page. */
export interface KeysetPage<T> {
  items: T[];
  nextBefore: number | null;
}

/**
 * Cuts rows read newest first, `limit + 1` of them, into a page: the extra row only says there is more, so the
 * last page needs no second query and no count.
 */
export function keysetPage<T extends { id: number }>(rows: readonly T[], limit: number): KeysetPage<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextBefore: rows.length > limit && last ? last.id : null };
}
