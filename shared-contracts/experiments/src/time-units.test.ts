import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-units';

describe('time units', () => {
  it('counts the milliseconds of a minute, an hour and a UTC day', () => {
    expect(MINUTE_MS).toBe(60000);
    expect(HOUR_MS).toBe(3600000);
    expect(DAY_MS).toBe(86400000);
    expect(Date.parse('2026-11-29T00:00:00Z') - Date.parse('2026-11-28T00:00:00Z')).toBe(DAY_MS);
  });
});
