import { describe, expect, it } from 'vitest';
import { sentenceLines } from './copy-document';

describe('sentenceLines', () => {
  it('puts each sentence of a headline on its own line', () => {
    expect(sentenceLines('Worried about Mom living alone? A 5-minute daily call checks in for you.')).toEqual([
      'Worried about Mom living alone?',
      'A 5-minute daily call checks in for you.',
    ]);
  });

  it('keeps a one-sentence headline whole, and numbers such as $5 intact', () => {
    expect(sentenceLines('Daily wellness check-ins for $5 a month.')).toEqual([
      'Daily wellness check-ins for $5 a month.',
    ]);
  });

  it('splits after ! and . too, drops empty lines and trims each', () => {
    expect(sentenceLines('  Call today!   It takes a minute.  ')).toEqual(['Call today!', 'It takes a minute.']);
    expect(sentenceLines('')).toEqual([]);
  });

  it('does not split a point inside a figure or a word', () => {
    expect(sentenceLines('Only $4.99 a month. No app.')).toEqual(['Only $4.99 a month.', 'No app.']);
  });
});
