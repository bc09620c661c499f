import { REST_STYLESHEET_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/rest-stylesheets';
import { describe, expect, it } from 'vitest';
import { hashedName } from './output-files';
import { inlineStylesheet } from './stylesheet-inlining';

const HREF = 'http://127.0.0.1:7000/static/css/index.0123456789.css';

describe('inlineStylesheet', () => {
  it('inlines the rules the markup can use and names a file for the rest, recognisable by the chunk loader', () => {
    const css = '.hero{color:red}.menu-open{display:block}';
    const inlined = inlineStylesheet(HREF, css, '<main class="hero">Hi</main>');
    expect(inlined.rest).toBe('.menu-open{display:block}');
    expect(inlined.restFile).toBe(`prerendered/${hashedName('rest', '.menu-open{display:block}', 'css')}`);
    expect(inlined.tag).toBe(
      `<style data-nvx-css="index.0123456789.css" data-href="${HREF}" ${REST_STYLESHEET_ATTRIBUTE}="/${inlined.restFile}">.hero{color:red}</style>`,
    );
    expect(inlined.linked).toBe(false);
  });

  it('names no rest file when the markup uses every rule', () => {
    const inlined = inlineStylesheet(HREF, '.hero{color:red}', '<main class="hero"></main>');
    expect(inlined).toEqual({
      tag: `<style data-nvx-css="index.0123456789.css" data-href="${HREF}">.hero{color:red}</style>`,
      rest: '',
      restFile: null,
      linked: false,
    });
  });

  it('keeps a stylesheet with url() (it would resolve against the page) or a </style> linked', () => {
    for (const css of ['.a{background:url(a.png)}', '.a::after{content:"</STYLE>"}']) {
      expect(inlineStylesheet(HREF, css, '<p class="a"></p>')).toEqual({
        tag: `<link rel="stylesheet" href="${HREF}">`,
        rest: '',
        restFile: null,
        linked: true,
      });
    }
  });
});
