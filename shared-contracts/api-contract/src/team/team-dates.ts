/**
 * The one way the team's pages write a date (the dashboard, the api's admin inbox): "28 Nov 2026", in UTC so that
 * everyone on the team reads the same day; with the time, "28 Nov 2026, 14:01 UTC". Cards, history, charts'
 * tables and CSV names use ISO days instead. Intl only, so it costs a page nothing.
 */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "28 Nov 2026". */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
/** "28 Nov", for a chart's axis, where the year is in the heading. */
export const formatShortDay = (iso: string): string => shortDayFormat.format(new Date(iso));
/** "28 Nov 2026, 14:01 UTC". */
export const formatMoment = (iso: string): string => `${formatDay(iso)}, ${timeFormat.format(new Date(iso))} UTC`;
/** The UTC day of a moment, ISO-style: "2026-11-28", for file names, tables, stored days and date ranges. */
export const isoDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD: "2026-02-28" is one, "2026-02-30" and "2026-2-3" are not. */
export function isIsoDay(text: string): boolean {
  const at = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at.getTime()) && isoDay(at) === text;
}
