import { localShellOrigins } from '@novavox/contracts-site/topology';
import { describe, expect, it } from 'vitest';
import { shellOrigins } from './shell-origins';

describe('shellOrigins', () => {
  it('lists SITE_ORIGINS, trimmed, without empty entries', () => {
    expect(
      shellOrigins({ SITE_ORIGINS: ' https://novavox.ai , https://www.novavox.ai,, ' }, ['http://127.0.0.1:3000']),
    ).toEqual(['https://novavox.ai', 'https://www.novavox.ai']);
  });

  it.each([
    ['unset', undefined],
    ['blank', '  '],
  ])('uses the fallback when SITE_ORIGINS is %s', (_name, value) => {
    expect(shellOrigins({ SITE_ORIGINS: value }, ['https://novavox.ai'])).toEqual(['https://novavox.ai']);
  });

  it("falls back locally to the shell's address and localhost at the port offset", () => {
    // The shell's local port is 3000 (docs/serving.md); an offset of 600 moves it to 3600.
    expect(shellOrigins({}, localShellOrigins(600))).toEqual(['http://127.0.0.1:3600', 'http://localhost:3600']);
  });
});
