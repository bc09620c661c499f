/**
 * Where the Chromium that the prerender, the brand images, the end-to-end tests and the benchmarks drive lives:
 * CHROME_PATH when set (and not blank), else Debian's package (docs/testing.md). Playwright never downloads one.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.CHROME_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}
