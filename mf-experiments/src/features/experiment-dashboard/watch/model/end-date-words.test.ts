import { describe, expect, it } from 'vitest';
import { endActionChoice, endAt, endDayLine, endFields, endMomentLine, runEnd } from './end-date-words';

describe('the end date in words and fields', () => {
  it('reads as the overview and the card say it', () => {
    const end = { at: '2026-12-12T09:00:00.000Z', action: 'ship_winner' } as const;
    expect(endDayLine(end)).toBe('Ends 12 Dec 2026: ship the winner, else stop and keep A');
    expect(endMomentLine(end)).toBe('Ends 12 Dec 2026, 09:00 UTC: ship the winner, else stop and keep A');
    expect(endDayLine({ at: '2027-01-01T23:30:00.000Z', action: 'stop' })).toBe('Ends 1 Jan 2027: stop and keep A');
    expect(endDayLine({ at: '2027-01-01T00:00:00.000Z', action: 'notify' })).toBe(
      'Ends 1 Jan 2027: notify the team only',
    );
  });

  it("offers the form's choices in the same words, capitalised", () => {
    expect(endActionChoice('stop')).toBe('Stop and keep A');
    expect(endActionChoice('ship_winner')).toBe('Ship the winner, else stop and keep A');
    expect(endActionChoice('notify')).toBe('Notify the team only');
  });

  it('turns the UTC day and time into the ISO time the api takes, and back', () => {
    expect(endAt('2026-12-12', '09:00')).toBe('2026-12-12T09:00:00.000Z');
    expect(endAt('2026-02-28', '23:59')).toBe('2026-02-28T23:59:00.000Z');
    expect(endFields({ at: '2026-12-12T09:05:00.000Z', action: 'stop' })).toEqual({ day: '2026-12-12', time: '09:05' });
    expect(endFields(null)).toEqual({ day: '', time: '09:00' });
  });

  it('refuses what is not a day and a time', () => {
    expect(endAt('', '09:00')).toBeNull();
    expect(endAt('2026-12-12', '')).toBeNull();
    // Not a day of the calendar: refused, where Date would have rolled it over to 2 March.
    expect(endAt('2026-02-30', '09:00')).toBeNull();
    expect(endAt('12/12/2026', '09:00')).toBeNull();
    expect(endAt('2026-13-40', '09:00')).toBeNull();
  });

  it('finds an end date only on a running or paused run', () => {
    const end = { at: '2026-12-12T09:00:00.000Z', action: 'stop' } as const;
    const run = { runId: 'r1', startedAt: '2026-11-01T00:00:00.000Z', weights: { A: 1, B: 1 } };
    expect(runEnd({ status: 'running', ...run, end })).toEqual(end);
    expect(runEnd({ status: 'paused', ...run, pausedAt: '2026-11-02T00:00:00.000Z', end })).toEqual(end);
    expect(runEnd({ status: 'running', ...run })).toBeNull();
    expect(runEnd({ status: 'not_started' })).toBeNull();
    expect(runEnd(undefined)).toBeNull();
  });
});
