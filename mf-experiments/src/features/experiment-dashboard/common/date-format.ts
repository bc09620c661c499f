/**
 * How the dashboard writes a date: the team's one format ("28 Nov 2026", with the time "28 Nov 2026, 14:01 UTC",
 * in UTC so that everyone on the team reads the same day), shared with the api's admin pages through
 * @novavox/contracts-api/team. File names, tables and date ranges use ISO days instead: isoDay.
 */
export { formatDay, formatMoment, formatShortDay } from '@novavox/contracts-api/team';

/** The UTC day of a moment, ISO-style: "2026-11-28", for file names, tables and date ranges. */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
