import type { EndAction, ExperimentEnd, ExperimentState } from '@novavox/contracts-experiments';
import { formatDay, formatMoment } from '../../common/date-format';

/** What happens at the end date, in the words the card and the overview use (docs/experiment-watch.md). */
export const endActionWords: Record<EndAction, string> = {
  stop: 'stop and keep A',
  ship_winner: 'ship the winner',
  notify: 'notify the team',
};

/** The choices of the end-date form, each with what it does when the verdict has no winner. */
export const endActionChoices: Record<EndAction, string> = {
  stop: 'Stop and keep A',
  ship_winner: 'Ship the winner (else stop)',
  notify: 'Notify the team only',
};

/** The run's end date, if it has one: only a running or paused run keeps one. */
export function runEnd(state: ExperimentState | undefined): ExperimentEnd | null {
  if (state?.status !== 'running' && state?.status !== 'paused') return null;
  return state.end ?? null;
}

/** "Ends 12 Dec 2026: ship the winner", for the overview row. */
export const endDayLine = (end: ExperimentEnd) => `Ends ${formatDay(end.at)}: ${endActionWords[end.action]}`;

/** "Ends 12 Dec 2026, 09:00 UTC: ship the winner", for the card, where the hour matters. */
export const endMomentLine = (end: ExperimentEnd) => `Ends ${formatMoment(end.at)}: ${endActionWords[end.action]}`;

/** The form's two UTC fields from a stored end date (`2026-12-12T09:00:00.000Z` → `2026-12-12`, `09:00`). */
export function endFields(end: ExperimentEnd | null): { day: string; time: string } {
  if (!end) return { day: '', time: '09:00' };
  return { day: end.at.slice(0, 10), time: end.at.slice(11, 16) };
}

/** The ISO time the api takes from the form's UTC day and time; null when the day is not a date. */
export function endAt(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${day}T${time}:00.000Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
