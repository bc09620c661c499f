import { describe, expect, it } from 'vitest';
import { decisiveLineWords, FIX_DATA_WORDS } from './run-line-words';

describe("the card's line in words", () => {
  it('says the decisive lines as the card leads with them', () => {
    expect(decisiveLineWords({ kind: 'ship', variant: 'C' })).toBe('Ship C');
    expect(decisiveLineWords({ kind: 'stop-keep-control' })).toBe('Stop and keep A');
    expect(decisiveLineWords({ kind: 'no-difference' })).toBe('No meaningful difference: stop and keep A');
  });

  it('says to fix the data first', () => {
    expect(FIX_DATA_WORDS).toBe('Fix the data first');
  });
});
