import { describe, expect, it } from 'vitest';
import { headlineLines } from './headline-lines';

describe('headlineLines', () => {
  it('puts each sentence of a headline on its own line', () => {
    expect(headlineLines('Worried about Mom living alone? A 5-minute daily call checks in for you.')).toEqual([
      'Worried about Mom living alone?',
      'A 5-minute daily call checks in for you.',
    ]);
  });

  it('keeps a one-sentence headline whole, and numbers such as $5 intact', () => {
    expect(headlineLines('Daily wellness check-ins for $5 a month.')).toEqual([
      'Daily wellness check-ins for $5 a month.',
    ]);
  });
});
