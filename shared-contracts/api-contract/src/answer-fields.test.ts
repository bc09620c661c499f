import { describe, expect, it } from 'vitest';
import { count, isoTime } from './answer-fields';

describe('answer fields', () => {
  it('counts whole numbers from 0 up', () => {
    expect([0, 3, 1_000_000].map((value) => count.safeParse(value).success)).toEqual([true, true, true]);
    expect([-1, 1.5, '3', null].map((value) => count.safeParse(value).success)).toEqual([false, false, false, false]);
  });

  it('takes the time the api writes and names the rule otherwise', () => {
    expect(isoTime.safeParse('2026-11-28T20:15:00.000Z').success).toBe(true);
    const refused = isoTime.safeParse('28 Nov 2026');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must be an ISO-8601 UTC time such as 2026-11-25T14:00:00.000Z');
  });
});
