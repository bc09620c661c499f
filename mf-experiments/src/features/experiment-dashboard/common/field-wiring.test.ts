import { describe, expect, it } from 'vitest';
import { errorWiring } from './field-wiring';

describe('errorWiring', () => {
  it('marks a field with an error invalid and described by the error', () => {
    expect(errorWiring('day-error', 'must be given: pick a day')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'day-error',
    });
  });
  it('leaves both out while the field is fine', () => {
    expect(errorWiring('day-error', undefined)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(errorWiring('day-error', null)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(errorWiring('day-error', '')).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
  it('keeps the hints first, and only the hints while the field is fine', () => {
    expect(errorWiring('email-error', 'Enter your e-mail address.', 'email-hint')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'email-hint email-error',
    });
    expect(errorWiring('email-error', null, 'email-hint')).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'email-hint',
    });
  });
});
