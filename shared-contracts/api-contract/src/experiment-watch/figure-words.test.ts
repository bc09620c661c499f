import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatAlpha,
  formatCount,
  formatPStatement,
  formatPValue,
  formatRatePercent,
  signedPoints,
} from './figure-words';

describe('the figures the watch and the dashboard share', () => {
  it('groups a count in thousands with commas, whatever the default locale', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(2100)).toBe('2,100');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('counts a noun: singular for exactly one, else the plural, the digits grouped', () => {
    expect(countOf(0, 'change', 'changes')).toBe('0 changes');
    expect(countOf(1, 'change', 'changes')).toBe('1 change');
    expect(countOf(2, 'attempt', 'attempts')).toBe('2 attempts');
    expect(countOf(1234, 'e-mail', 'e-mails')).toBe('1,234 e-mails');
  });

  it('writes a rate in percent with one decimal, no space', () => {
    expect(formatRatePercent(8 / 200)).toBe('4.0%');
    expect(formatRatePercent(0.125)).toBe('12.5%');
    expect(formatRatePercent(1 / 3)).toBe('33.3%');
    expect(formatRatePercent(2 / 3)).toBe('66.7%');
    expect(formatRatePercent(0)).toBe('0.0%');
    expect(formatRatePercent(1)).toBe('100.0%');
  });

  it('writes a difference in signed percentage points, two decimals, a true minus sign', () => {
    expect(signedPoints(0.0125)).toBe('+1.25');
    expect(signedPoints(-0.02)).toBe('−2.00');
    expect(signedPoints(0)).toBe('+0.00');
    expect(signedPoints(0.5)).toBe('+50.00');
    expect(signedPoints(-0.00123)).toBe('−0.12');
  });

  it('writes an α to three significant digits, no trailing zeros', () => {
    expect(formatAlpha(0.05)).toBe('0.05');
    expect(formatAlpha(0.05 / 2)).toBe('0.025');
    expect(formatAlpha(0.05 / 3)).toBe('0.0167');
    expect(formatAlpha(0.05 / 8)).toBe('0.00625');
    expect(formatAlpha(0.05 / 12)).toBe('0.00417');
  });

  it('writes a p-value with three decimals, or three significant digits, and "<0.001" below that', () => {
    expect(formatPValue(0.03551)).toBe('0.036');
    expect(formatPValue(0.0002)).toBe('<0.001');
    expect(formatPValue(null)).toBe('—');
    expect(formatPValue(0.03551, 'significant')).toBe('0.0355');
    expect(formatPValue(0.0002, 'significant')).toBe('<0.001');
  });

  it('states a p-value with "=", or with "<" alone below 0.001', () => {
    expect(formatPStatement(0.03551)).toBe('p = 0.036');
    expect(formatPStatement(0.0002)).toBe('p <0.001');
  });
});
