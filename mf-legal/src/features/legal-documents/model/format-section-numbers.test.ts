import { describe, expect, it } from 'vitest';
import { formatSectionNumbers } from './format-section-numbers';

describe('formatSectionNumbers', () => {
  it('collapses runs of three or more into en-dash ranges, keeps pairs apart and joins the last with "and"', () => {
    expect(formatSectionNumbers([6, 9, 10, 11, 13, 14])).toBe('6, 9–11, 13 and 14');
  });

  it('sorts and de-duplicates its input', () => {
    expect(formatSectionNumbers([14, 6, 9, 11, 10, 13, 6])).toBe('6, 9–11, 13 and 14');
  });

  it('writes one number, two numbers and a single range plainly', () => {
    expect(formatSectionNumbers([4])).toBe('4');
    expect(formatSectionNumbers([2, 7])).toBe('2 and 7');
    expect(formatSectionNumbers([2, 3])).toBe('2 and 3');
    expect(formatSectionNumbers([3, 4, 5])).toBe('3–5');
    expect(formatSectionNumbers([])).toBe('');
  });
});
