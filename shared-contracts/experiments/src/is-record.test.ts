import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it.each([
    ['an empty object', {}, true],
    ['an object with keys', { status: 'running' }, true],
    ['a parsed JSON object', JSON.parse('{"a":1}'), true],
    ['an object without a prototype', Object.create(null), true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an array', [], false],
    ['an array of objects', [{ a: 1 }], false],
    ['a string', '{}', false],
    ['a number', 0, false],
    ['a boolean', true, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
