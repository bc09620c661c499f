import { describe, expect, it } from 'vitest';
import { isoDay } from './date-format';

describe('isoDay', () => {
  it("gives a moment's UTC day as an ISO date, whatever the offset it was written with", () => {
    expect(isoDay(new Date('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(isoDay(new Date('2026-11-29T00:00:00.000Z'))).toBe('2026-11-29');
    expect(isoDay(new Date('2026-11-29T01:30:00+02:00'))).toBe('2026-11-28');
  });
});
