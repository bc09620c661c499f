import { describe, expect, it } from 'vitest';
import { visitorsIn } from './bucketed-visitors';
import { signedVisitor } from './signed-visitor';

describe('visitorsIn', () => {
  it('takes the ids in order when every id falls in the one arm with weight', () => {
    const found = visitorsIn('value_proposition', { A: 1, B: 0, C: 0, D: 0 }, { A: 3 }, 'only-a');
    expect(found.map(({ bare, arm }) => [bare, arm])).toEqual([
      ['only-a-0', 'A'],
      ['only-a-1', 'A'],
      ['only-a-2', 'A'],
    ]);
  });

  it('finds as many per arm as wanted, skipping the ids of arms already full, each id signed', () => {
    const found = visitorsIn('value_proposition', { A: 1, B: 1, C: 0, D: 0 }, { A: 2, B: 5 }, 'mixed');
    expect(found.filter(({ arm }) => arm === 'A')).toHaveLength(2);
    expect(found.filter(({ arm }) => arm === 'B')).toHaveLength(5);
    const numbers = found.map(({ bare }) => Number(bare.slice('mixed-'.length)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const visitor of found) expect(visitor.id).toBe(signedVisitor(visitor.bare));
  });

  it('gives fresh ids on each call without a prefix', () => {
    const [first] = visitorsIn('value_proposition', { A: 1, B: 0, C: 0, D: 0 }, { A: 1 });
    const [second] = visitorsIn('value_proposition', { A: 1, B: 0, C: 0, D: 0 }, { A: 1 });
    expect(first?.bare).toMatch(/^e2e-[0-9a-f]{8}-0$/);
    expect(second?.bare).not.toBe(first?.bare);
  });
});
