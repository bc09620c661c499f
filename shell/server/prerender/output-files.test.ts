import { describe, expect, it } from 'vitest';
import { hashedName, pageFile } from './output-files';

describe('hashedName', () => {
  it("names a file by the first 12 hex digits of its content's SHA-256", () => {
    // SHA-256("abc") = ba7816bf 8f01cfea … (FIPS 180-2, appendix B.1).
    expect(hashedName('rest', 'abc', 'css')).toBe('rest.ba7816bf8f01.css');
    // SHA-256("") = e3b0c442 98fc1c14 … (the same standard's empty message).
    expect(hashedName('dialog', '', 'html')).toBe('dialog.e3b0c44298fc.html');
  });
});

describe('pageFile', () => {
  it('saves / as index.html and a nested route with its slashes as double underscores', () => {
    expect(pageFile('/')).toBe('prerendered/index.html');
    expect(pageFile('/signup')).toBe('prerendered/signup.html');
    expect(pageFile('/legal/tos')).toBe('prerendered/legal__tos.html');
  });
});
