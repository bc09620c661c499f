import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body';

describe('readApiErrorBody', () => {
  it('reads the texts and each named field of the api’s error body', () => {
    expect(
      readApiErrorBody({
        error: 'Invalid waitlist sign-up',
        message: 'Invalid waitlist sign-up',
        fields: { email: 'Please enter a valid email address', 'end.at': 'must be in the future' },
      }),
    ).toEqual({
      error: 'Invalid waitlist sign-up',
      message: 'Invalid waitlist sign-up',
      fields: { email: 'Please enter a valid email address', 'end.at': 'must be in the future' },
    });
  });

  it('reads blank texts, and fields that are not text, as absent', () => {
    expect(readApiErrorBody({ error: '  ', message: 7, fields: { a: '', b: 3, c: null, d: ' kept ' } })).toEqual({
      error: null,
      message: null,
      fields: { d: 'kept' },
    });
  });

  it.each([
    ['not JSON (null)', null],
    ['a string', '<html>502 Bad Gateway</html>'],
    ['an array', [{ error: 'x' }]],
    ['fields as an array', { fields: ['email'] }],
  ])('reads %s as nothing said', (_what, body) => {
    expect(readApiErrorBody(body)).toEqual({ error: null, message: null, fields: {} });
  });
});
