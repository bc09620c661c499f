import { describe, expect, it } from 'vitest';
import {
  formatInterval,
  formatPoints,
  formatPointsInterval,
  formatProbability,
  formatPStatement,
  formatPValue,
} from './statistics-format';

describe('statistics formatting', () => {
  it('formats intervals, p-values and probabilities', () => {
    expect(formatInterval({ lower: 0.08289, upper: 0.12021 })).toBe('8.3–12.0%');
    expect(formatPValue(0.03551)).toBe('0.036');
    expect(formatPValue(0.0002)).toBe('<0.001');
    expect(formatPValue(null)).toBe('—');
    expect(formatPValue(0.03551, 'significant')).toBe('0.0355');
    expect(formatPValue(0.0002, 'significant')).toBe('<0.001');
    expect(formatProbability(0.982165)).toBe('98.2%');
    expect(formatProbability(null)).toBe('—');
  });

  it('states a p-value with "=", or with "<" alone below 0.001', () => {
    expect(formatPStatement(0.03551)).toBe('p = 0.036');
    expect(formatPStatement(0.0002)).toBe('p <0.001');
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
