/**
 * Milliseconds in a minute, an hour and a day: the site's one spelling of them, for the api, the statistics and
 * the dashboard (a UTC day has no DST).
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
