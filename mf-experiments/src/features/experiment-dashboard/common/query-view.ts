import type { UseQueryResult } from '@tanstack/react-query';

/** What a card shows of one read from the api: waiting, the answer, or why it failed. */
export type QueryView<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; message: string };

/**
 * A query as a card reads it: a failure first (even with older data kept), then the first read still pending,
 * else the answer. The cards that keep showing older data while a new read runs (the change log) say so themselves.
 */
export function queryView<T>(query: UseQueryResult<T, Error>): QueryView<T> {
  if (query.isError) return { status: 'error', message: query.error.message };
  if (query.isPending) return { status: 'loading' };
  return { status: 'loaded', data: query.data };
}
