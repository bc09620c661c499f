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

describe("the cta_button_color arms' colours (contracts-ui's cta-colours.module.css)", () => {
  const css = readFileSync(new URL('../../shared-contracts/ui/src/cta-colours.module.css', import.meta.url), 'utf8');
  const rule = (selector: string) =>
    new RegExp(`\\.${selector} \\{([^}]*)\\}`).exec(css)?.[1]?.replace(/\s+/g, ' ').trim();

  it('are those the catalog describes, each with its text at AA contrast', () => {
    expect(rule('black')).toBe('background: #111827; color: #fff;');
    expect(rule('blue')).toBe('background: #1d4ed8; color: #fff;');
    // Orange carries dark text: white on #f97316 is 2.8:1, #111827 on it 6.3:1 (WCAG relative luminance).
    expect(rule('orange')).toBe('background: #f97316; color: #111827;');
  });
});
