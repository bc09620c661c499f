import { describe, expect, it } from 'vitest';
import { formatInterval, formatProbability, formatPValue } from './statistics-format';

describe('statistics formatting', () => {
  it('formats intervals, p-values and probabilities', () => {
    expect(formatInterval({ lower: 0.08289, upper: 0.12021 })).toBe('8.3–12.0%');
    expect(formatPValue(0.03551)).toBe('0.036');
    expect(formatPValue(0.0002)).toBe('<0.001');
    expect(formatPValue(null)).toBe('—');
    expect(formatProbability(0.982165)).toBe('98.2%');
    expect(formatProbability(null)).toBe('—');
  });
});
