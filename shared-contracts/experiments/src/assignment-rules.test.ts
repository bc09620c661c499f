import { describe, expect, it } from 'vitest';
import {
  type ExperimentShape,
  type StateForRules,
  stateVariant,
  variantLetterForm,
  variantLetterOf,
} from './assignment-rules';

// Hash values computed independently (Python, FNV-1a by multiplication with the 32-bit prime, which reproduces
// GrowthBook's published v2 cases 'experiment'/'1' = 0.4413 and 'holdout'/'1' = 0.8043):
//   v2('nvx_family_headline', 'user-123') = 0.9205, v2('nvx_family_headline', UUID) = 0.1741,
//   v2('nvx_cta_button_color', 'user-123') = 0.4077, v2('nvx_cta_button_color', 'visitor-7') = 0.8561.
const UUID = '0192f3a0-0000-7000-8000-000000000001';

// Written out rather than read from the catalog: the hash depends only on the id and the letters.
const headline: ExperimentShape = {
  id: 'family_headline',
  variants: ['A', 'B', 'C', 'D', 'E', 'F'],
  weightsVersion: 1,
};
const colour: ExperimentShape = { id: 'cta_button_color', variants: ['A', 'B', 'C', 'D'], weightsVersion: 1 };

const running = (weights: Record<string, number>): StateForRules => ({ status: 'running', runId: 'run-1', weights });
const six = { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 };

describe('stateVariant: state + visitor → variant', () => {
  it("buckets a running experiment's visitors by the GrowthBook v2 hash and the run's weights, tracked", () => {
    // Six equal ranges of 1/6: 0.9205 falls in the last (F), 0.1741 in the second (B).
    expect(stateVariant(headline, running(six), 'user-123')).toEqual({ variantId: 'F', tracked: true, runId: 'run-1' });
    expect(stateVariant(headline, running(six), UUID).variantId).toBe('B');
    // A signed id is bucketed by the UUID before its signature.
    expect(stateVariant(headline, running(six), `${UUID}.abcdefghijklmnopqrstuv`).variantId).toBe('B');
    // Only A and F on: halves, so 0.1741 → A and 0.9205 → F.
    const ends = { A: 1, B: 0, C: 0, D: 0, E: 0, F: 1 };
    expect(stateVariant(headline, running(ends), UUID).variantId).toBe('A');
    expect(stateVariant(headline, running(ends), 'user-123').variantId).toBe('F');
    // Four colours: quarters put 0.4077 in B and 0.8561 in D; 90/10 between A and B puts both in A; 50/50 puts
    // 0.8561 in B.
    const colours = { A: 1, B: 1, C: 1, D: 1 };
    expect(stateVariant(colour, running(colours), 'user-123').variantId).toBe('B');
    expect(stateVariant(colour, running(colours), 'visitor-7').variantId).toBe('D');
    const ninetyTen = { A: 9, B: 1, C: 0, D: 0 };
    expect(stateVariant(colour, running(ninetyTen), 'user-123').variantId).toBe('A');
    expect(stateVariant(colour, running(ninetyTen), 'visitor-7').variantId).toBe('A');
    expect(stateVariant(colour, running({ A: 1, B: 1, C: 0, D: 0 }), 'visitor-7').variantId).toBe('B');
  });

  it('gives the control untracked while not started, paused, or without a visitor id', () => {
    const control = { variantId: 'A', tracked: false, runId: null };
    expect(stateVariant(headline, { status: 'not_started' }, 'user-123')).toEqual(control);
    expect(stateVariant(headline, { status: 'paused' }, 'user-123')).toEqual(control);
    expect(stateVariant(headline, running(six), null)).toEqual(control);
  });

  it("gives a concluded experiment's winner to everyone, untracked", () => {
    for (const visitor of ['user-123', UUID, null])
      expect(stateVariant(headline, { status: 'concluded', winner: 'C' }, visitor)).toEqual({
        variantId: 'C',
        tracked: false,
        runId: null,
      });
  });
});

describe('variantLetterForm / variantLetterOf: a written letter', () => {
  it('reads one letter in any case with spaces around it, and nothing else', () => {
    expect(variantLetterForm('c')).toBe('C');
    expect(variantLetterForm(' b ')).toBe('B');
    expect(variantLetterForm('F')).toBe('F');
    expect(variantLetterForm('')).toBeNull();
    expect(variantLetterForm('cc')).toBeNull();
    expect(variantLetterForm('<x>')).toBeNull();
    expect(variantLetterForm('1')).toBeNull();
  });

  it("keeps only the experiment's own letters", () => {
    expect(variantLetterOf(colour, ' d')).toBe('D');
    expect(variantLetterOf(colour, 'e')).toBeNull();
  });
});
