import { describe, expect, it } from 'vitest';
import { NUMBER_TYPE_RULE, notTextMessage, TEXT_TYPE_RULE } from './text-rules';

describe('the rule for a value that is not text', () => {
  it('reads "must be text", after the field\'s name when it has one', () => {
    expect(TEXT_TYPE_RULE).toBe('must be text');
    expect(notTextMessage('First name')).toBe('First name must be text');
    expect(notTextMessage('visitor_id')).toBe('visitor_id must be text');
  });
});

describe('the rule for a value that is not a number', () => {
  it('reads "must be a number"', () => {
    expect(NUMBER_TYPE_RULE).toBe('must be a number');
  });
});
