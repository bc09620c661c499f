import { describe, expect, it } from 'vitest';
import { formatInterval, formatPoints, formatPointsInterval, formatProbability } from './statistics-format';

describe('statistics formatting', () => {
  it('formats intervals and probabilities', () => {
    expect(formatInterval({ lower: 0.08289, upper: 0.12021 })).toBe('8.3–12.0%');
    expect(formatProbability(0.982165)).toBe('98.2%');
    expect(formatProbability(null)).toBe('—');
  });

  it('never rounds a near-certainty to 100% or 0%', () => {
    expect(formatProbability(0.99964)).toBe('>99.9%');
    expect(formatProbability(0.0002)).toBe('<0.1%');
    expect(formatProbability(1)).toBe('100.0%');
    expect(formatProbability(0)).toBe('0.0%');
  });

  it('formats rate differences in percentage points', () => {
    expect(formatPoints(0.03)).toBe('+3.0 pp');
    expect(formatPoints(-0.0123)).toBe('−1.2 pp');
    expect(formatPoints(0.0001)).toBe('0.0 pp');
    expect(formatPointsInterval({ lower: -0.0179, upper: 0.0779 })).toBe('−1.8 to +7.8 pp');
  });
});
