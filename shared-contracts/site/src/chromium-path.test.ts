import { describe, expect, it } from 'vitest';
import { chromiumPath } from './chromium-path';

describe('chromiumPath', () => {
  it("takes CHROME_PATH, else Debian's chromium", () => {
    expect(chromiumPath({ CHROME_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROME_PATH: '  ' })).toBe('/usr/bin/chromium');
  });
});
