import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatShortDay, isIsoDay, isoDay } from './team-dates';

describe("the team's dates", () => {
  it('writes the UTC day, whatever the offset the instant was written with', () => {
    expect(formatDay('2026-11-28T14:01:59.999Z')).toBe('28 Nov 2026');
    // 23:30 at -02:00 is 01:30 UTC the next day.
    expect(formatDay('2026-11-28T23:30:00-02:00')).toBe('29 Nov 2026');
    expect(formatDay('2026-01-05')).toBe('5 Jan 2026');
  });

  it('writes a short day for a chart axis', () => {
    expect(formatShortDay('2026-03-01T00:00:00Z')).toBe('1 Mar');
  });

  it('writes a moment to the minute on a 24-hour clock, in UTC', () => {
    expect(formatMoment('2026-11-28T14:01:59Z')).toBe('28 Nov 2026, 14:01 UTC');
    expect(formatMoment('2026-07-04T00:05:00+02:00')).toBe('3 Jul 2026, 22:05 UTC');
    expect(formatMoment('2026-02-09T09:00:00Z')).toBe('9 Feb 2026, 09:00 UTC');
  });

  it("gives a moment's UTC day as an ISO date, whatever the offset it was written with", () => {
    expect(isoDay(new Date('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(isoDay(new Date('2026-11-29T00:00:00.000Z'))).toBe('2026-11-29');
    expect(isoDay(new Date('2026-11-29T01:30:00+02:00'))).toBe('2026-11-28');
    expect(isoDay(new Date('2026-11-28T23:30:00-02:00'))).toBe('2026-11-29');
  });

  it('takes a real calendar day written YYYY-MM-DD, and nothing else', () => {
    for (const day of ['2026-02-28', '2028-02-29']) expect(isIsoDay(day), day).toBe(true);
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-2-3', '2026-02-28T00:00:00Z', ''])
      expect(isIsoDay(text), text).toBe(false);
  });
});
