import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './form-field-errors';

describe('formFieldErrors', () => {
  it('keeps the first message per top-level field and names root issues "form"', () => {
    const fields = formFieldErrors({
      issues: [
        { path: ['email'], message: 'Email is required' },
        { path: ['email'], message: 'Invalid email format' },
        { path: ['address', 'street'], message: 'Street is required' },
        { path: [], message: 'Expected an object' },
      ],
    });
    expect(fields).toEqual({ email: 'Email is required', address: 'Street is required', form: 'Expected an object' });
  });
});
