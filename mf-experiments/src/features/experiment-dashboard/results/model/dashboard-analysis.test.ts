import { describe, expect, it } from 'vitest';
import { controlRunOf } from './dashboard-analysis';

describe('controlRunOf', () => {
  it("gives the control's run figures, wherever the control stands", () => {
    const b = { isControl: false, run: { views: 90, conversions: 9 } };
    const a = { isControl: true, run: { views: 100, conversions: 8 } };
    expect(controlRunOf([b, a])).toEqual({ views: 100, conversions: 8 });
  });
  it('is null without a control or without a run', () => {
    expect(controlRunOf([{ isControl: false, run: { views: 90, conversions: 9 } }])).toBeNull();
    expect(controlRunOf([{ isControl: true, run: null }])).toBeNull();
    expect(controlRunOf([])).toBeNull();
  });
});
