import { describe, expect, it } from 'vitest';
import { formatP } from './interaction-words';

describe("the interactions table's p-values", () => {
  it('keeps three significant digits, and writes the floor as the verdict does', () => {
    expect(formatP(0.00234)).toBe('0.00234');
    expect(formatP(0.5)).toBe('0.500');
    expect(formatP(0.0004)).toBe('<0.001');
    expect(formatP(null)).toBe('—');
  });
});
