import { END_ACTION_WORDS } from '@novavox/contracts-api/experiment-watch';
import { formatDay, formatMoment, isIsoDay } from '@novavox/contracts-api/team';
import { type EndAction, type ExperimentEnd, type ExperimentState, hasOpenRun } from '@novavox/contracts-experiments';

/** The end-date form's choice for an action: its words, capitalised ("Ship the winner, else stop and keep A"). */
export function endActionChoice(action: EndAction): string {
  const words = END_ACTION_WORDS[action];
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** The run's end date, if it has one: only a running or paused run keeps one. */
export function runEnd(state: ExperimentState | undefined): ExperimentEnd | null {
  return hasOpenRun(state) ? (state.end ?? null) : null;
}

/** "Ends 12 Dec 2026: stop and keep A", for the overview row. */
export const endDayLine = (end: ExperimentEnd) => `Ends ${formatDay(end.at)}: ${END_ACTION_WORDS[end.action]}`;

/** "Ends 12 Dec 2026, 09:00 UTC: stop and keep A", for the card, where the hour matters. */
export const endMomentLine = (end: ExperimentEnd) => `Ends ${formatMoment(end.at)}: ${END_ACTION_WORDS[end.action]}`;

/** The form's two UTC fields from a stored end date (`2026-12-12T09:00:00.000Z` → `2026-12-12`, `09:00`). */
export function endFields(end: ExperimentEnd | null): { day: string; time: string } {
  if (!end) return { day: '', time: '09:00' };
  return { day: end.at.slice(0, 10), time: end.at.slice(11, 16) };
}

/** The ISO time the api takes from the form's UTC day and time; null when the day is not a date. */
export function endAt(day: string, time: string): string | null {
  if (!isIsoDay(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${day}T${time}:00.000Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
