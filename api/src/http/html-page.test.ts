import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlPage, htmlPageCsp, PAGE_TOKENS } from './html-page';

const tokensCss = readFileSync(new URL('../../../shared-contracts/ui/src/design-tokens.css', import.meta.url), 'utf8');

describe('the api pages', () => {
  it.each(Object.entries(PAGE_TOKENS))('use the site token %s as the design tokens define it', (name, value) => {
    const defined = new RegExp(`${name}:\\s*([^;]+);`).exec(tokensCss)?.[1]?.trim();
    expect(defined).toBe(value);
  });

  it('carry their style under the hash the policy allows, and no script', () => {
    const page = htmlPage('A <title>', '<h1>Hi</h1>');
    const style = /<style>([^<]*)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(htmlPageCsp()).toContain(`style-src 'sha256-${hash}';`);
    expect(htmlPageCsp()).toContain("default-src 'none'");
    expect(htmlPageCsp()).toContain("form-action 'none'");
    expect(page).not.toMatch(/<script|style="/i);
    expect(page).toContain('<title>A &#60;title&#62;</title>');
    expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(page).toContain('<meta name="robots" content="noindex"><link rel="icon" href="data:,">');
    expect(page).toContain('<p class="brand">NovaVox</p>');
  });
});
