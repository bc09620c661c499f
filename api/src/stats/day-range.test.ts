import { describe, expect, it } from 'vitest';
import { resolveDay, resolveDayRange } from './day-range';

const now = Date.parse('2026-03-01T00:30:00Z');

describe('resolveDay', () => {
  it.each([
    ['today', '2026-03-01'],
    ['yesterday', '2026-02-28'],
    ['7daysAgo', '2026-02-22'],
    ['0daysAgo', '2026-03-01'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', null],
    ['tomorrow', null],
    ['-1daysAgo', null],
    ['99999daysAgo', null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(resolveDay(value, now)).toBe(expected);
  });
});

describe('resolveDayRange', () => {
  it('names the bad end of the range', () => {
    expect(resolveDayRange('30daysAgo', 'today', now)).toEqual({
      ok: true,
      range: { from: '2026-01-30', to: '2026-03-01' },
    });
    expect(resolveDayRange('today', 'yesterday', now)).toMatchObject({ ok: false, field: 'startDate' });
    expect(resolveDayRange('today', 'soon', now)).toMatchObject({ ok: false, field: 'endDate' });
  });
});
