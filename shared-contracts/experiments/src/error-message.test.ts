import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("says an error's message", () => {
    expect(errorMessage(new Error('The api did not answer'))).toBe('The api did not answer');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(new DOMException('The storage is blocked', 'SecurityError'))).toBe('The storage is blocked');
  });
  it("says the message of an error from another realm, which is not this page's Error", () => {
    const foreign = { name: 'SecurityError', message: 'The operation is insecure.' };
    expect(foreign instanceof Error).toBe(false);
    expect(errorMessage(foreign)).toBe('The operation is insecure.');
  });
  it('writes anything else thrown as text', () => {
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(404)).toBe('404');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ message: 42 })).toBe('[object Object]');
  });
});
