import { describe, expect, it } from 'vitest';
import { fieldsOf } from './problem-fields';

describe('fieldsOf', () => {
  it('names each field with its first rule and passes over problems that name no field', () => {
    expect(
      fieldsOf([
        '"weights.B" must be 0 or more',
        '"variants.1.hero_headline" must not contain HTML',
        '"weights.B" must be a whole number',
        'weights must add up to more than 0',
      ]),
    ).toEqual({ 'weights.B': 'must be 0 or more', 'variants.1.hero_headline': 'must not contain HTML' });
  });
});
