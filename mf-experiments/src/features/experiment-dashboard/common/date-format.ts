/**
 * The one way the dashboard writes a date: "28 Nov 2026", in UTC so that everyone on the team reads the same
 * day (cards, history, charts' tables, CSV names use ISO days instead: isoDay).
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "28 Nov 2026". */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
/** "28 Nov", for a chart's axis, where the year is in the heading. */
export const formatShortDay = (iso: string) => shortDateFormat.format(new Date(iso));
/** "28 Nov 2026, 14:01 UTC". */
export const formatMoment = (iso: string) => `${formatDay(iso)}, ${timeFormat.format(new Date(iso))} UTC`;
/** The UTC day of a moment, ISO-style: "2026-11-28", for file names, tables and date ranges. */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
