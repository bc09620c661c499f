import type { Context } from 'hono';
import { STATUS_REFUSALS } from './refusal-limits';

/**
 * Why a request was refused, for novavox_refusals_total: a rate limit names itself where it refuses (ApiError's
 * `limit`); the other limits are told by their status. The request's context is the key, so nothing outlives it.
 */
const reasons = new WeakMap<Context, string>();

export function markRefusal(c: Context, limit: string): void {
  reasons.set(c, limit);
}

const BY_STATUS: Partial<Record<number, string>> = Object.fromEntries(
  Object.entries(STATUS_REFUSALS).flatMap(([limit, statuses]) => statuses.map((status) => [status, limit])),
);

/** The limit that refused this request, or undefined when it was not refused by one. */
export function refusalOf(c: Context): string | undefined {
  return reasons.get(c) ?? BY_STATUS[c.res.status];
}
