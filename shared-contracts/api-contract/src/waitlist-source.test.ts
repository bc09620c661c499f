import { describe, expect, it } from 'vitest';
import { resolveWaitlistSource } from './waitlist-source';

describe('resolveWaitlistSource', () => {
  it.each([
    ['?source=facebook', 'facebook'],
    ['source=newsletter&x=1', 'newsletter'],
    ['?instagram', 'instagram'],
    ['?spring%20campaign', 'spring campaign'],
    ['', 'general'],
    ['?', 'general'],
    ['?source=', 'general'],
  ])('%s gives %s', (search, expected) => {
    expect(resolveWaitlistSource(search)).toBe(expected);
  });
});
