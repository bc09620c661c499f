import { isIsoDay, isoDay } from '@novavox/contracts-api/team';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
/**
 * GA4-style relative dates (`today`, `yesterday`, `NdaysAgo`, `YYYY-MM-DD`) resolved to inclusive UTC days,
 * so the first-party stats and the GA4 query read the same query parameters.
 */
export interface DayRange {
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from: string;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to: string;
}

export type DayRangeResult = { ok: true; range: DayRange } | { ok: false; field: string; message: string };

const MAX_DAYS_AGO = 3650;

export const DATE_VALUE_HINT = 'today, yesterday, NdaysAgo or YYYY-MM-DD';

/** One date value → a UTC day, or null if it is not one of the accepted forms. */
export function resolveDay(value: string, now: number): string | null {
  const daysAgo = value === 'today' ? 0 : value === 'yesterday' ? 1 : /^(\d{1,4})daysAgo$/.exec(value)?.[1];
  if (daysAgo !== undefined) {
    const n = Number(daysAgo);
    return n <= MAX_DAYS_AGO ? isoDay(new Date(now - n * DAY_MS)) : null;
  }
  return isIsoDay(value) ? value : null;
}

export function resolveDayRange(startDate: string, endDate: string, now: number): DayRangeResult {
  const from = resolveDay(startDate, now);
  if (from === null) return { ok: false, field: 'startDate', message: `startDate must be ${DATE_VALUE_HINT}` };
  const to = resolveDay(endDate, now);
  if (to === null) return { ok: false, field: 'endDate', message: `endDate must be ${DATE_VALUE_HINT}` };
  if (from > to) return { ok: false, field: 'startDate', message: 'startDate must not be after endDate' };
  return { ok: true, range: { from, to } };
}
