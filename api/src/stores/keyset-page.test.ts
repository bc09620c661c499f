import { describe, expect, it } from 'vitest';
import { keysetPage } from './keyset-page';

const newestFirst = (...ids: number[]) => ids.map((id) => ({ id }));

describe('keysetPage', () => {
  it('keeps `limit` rows and points past the last one when an extra row says there is more', () => {
    expect(keysetPage(newestFirst(9, 7, 4), 2)).toEqual({ items: newestFirst(9, 7), nextBefore: 7 });
  });

  it('has no next page when the rows fit', () => {
    expect(keysetPage(newestFirst(9, 7), 2)).toEqual({ items: newestFirst(9, 7), nextBefore: null });
    expect(keysetPage([], 2)).toEqual({ items: [], nextBefore: null });
  });
});
