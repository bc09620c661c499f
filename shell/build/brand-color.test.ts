// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BRAND_COLOR, BRAND_MARK_SVG } from '@novavox/contracts-site/brand';
import { describe, expect, it } from 'vitest';

const shellFile = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe("the brand's green, in the files that cannot import it", () => {
  it('is the one BRAND_COLOR', () => {
    const tokens = readFileSync(
      createRequire(import.meta.url).resolve('@novavox/contracts-ui/design-tokens.css'),
      'utf8',
    );
    expect(tokens).toContain(`--nvx-brand: ${BRAND_COLOR};`);
    expect(shellFile('public/favicon.svg')).toContain(`fill="${BRAND_COLOR}"`);
    expect(shellFile('index.html')).toContain(`<meta name="theme-color" content="${BRAND_COLOR}" />`);
    expect(JSON.parse(shellFile('public/site.webmanifest')).theme_color).toBe(BRAND_COLOR);
  });
});

describe("the brand's mark", () => {
  it('is drawn in the icon file as BRAND_MARK_SVG says, for the api to draw it alike', () => {
    expect(shellFile('public/favicon.svg').trim()).toBe(BRAND_MARK_SVG);
  });
});
