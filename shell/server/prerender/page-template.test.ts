import { describe, expect, it } from 'vitest';
import { prerenderedHeadTags, prerenderedHtml, templateParts, tokenise } from './page-template';

// The shell's built index.html, as rsbuild writes it (trimmed: the icons).
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="utf-8" />',
  '    <link rel="manifest" href="/site.webmanifest" />',
  '  <title>NovaVox — home</title><script defer src="/static/js/index.a92edc780b.js"></script><link rel="icon" href="/favicon.ico"></head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('templateParts', () => {
  it('reads the entry script and the web app manifest', () => {
    expect(templateParts(TEMPLATE)).toEqual({
      entry: '/static/js/index.a92edc780b.js',
      webManifest: '/site.webmanifest',
    });
  });

  it('has no manifest when the template links none, and refuses a template without an entry script', () => {
    expect(templateParts(TEMPLATE.replace(/\s*<link rel="manifest"[^>]*>/, '')).webManifest).toBeUndefined();
    expect(() => templateParts(TEMPLATE.replace(/<script[^>]*><\/script>/, ''))).toThrow(/no <script defer src> entry/);
  });
});

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(TEMPLATE, {
    path: '/signup',
    headTags: '<title data-nvx-prerender="">Sign up</title><style>h1{color:red}</style>',
    body: '<main><h1>Sign up</h1></main>',
    afterRoot: '<script type="application/json" id="islands">{}</script>',
    start: '<script>start()</script>',
  });

  it('puts the route in: head tags before </head>, the first screen in #root, the islands after it, the start last', () => {
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8" />',
        '  <link rel="icon" href="/favicon.ico"><title data-nvx-prerender="">Sign up</title><style>h1{color:red}</style></head>',
        '  <body>',
        '    <div id="root" data-prerendered="/signup"><main><h1>Sign up</h1></main></div><script type="application/json" id="islands">{}</script>',
        '  <script>start()</script></body>',
        '</html>',
      ].join('\n'),
    );
  });

  it("drops the template's entry script, manifest link and title (the start script and the route bring their own)", () => {
    expect(html).not.toContain('index.a92edc780b.js');
    expect(html).not.toContain('rel="manifest"');
    expect(html).not.toContain('NovaVox — home');
  });

  it('keeps dollar signs in copy as typed ($& and $$ mean nothing here)', () => {
    const priced = prerenderedHtml(TEMPLATE, {
      path: '/',
      headTags: '<meta name="description" content="From $$5 · $\' · $`">',
      body: '<p>Only $5/month, $& more</p>',
      afterRoot: '',
      start: '<script>var a="$$"</script>',
    });
    expect(priced).toContain('<meta name="description" content="From $$5 · $\' · $`">');
    expect(priced).toContain('<p>Only $5/month, $& more</p></div>');
    expect(priced).toContain('<script>var a="$$"</script></body>');
  });
});

describe('prerenderedHeadTags', () => {
  it("marks each tag as the prerender's, attributes kept", () => {
    expect(prerenderedHeadTags(['<title>Sign up</title>', '<link rel="canonical" href="/signup">'])).toEqual([
      '<title data-nvx-prerender="">Sign up</title>',
      '<link data-nvx-prerender="" rel="canonical" href="/signup">',
    ]);
  });
});

describe('tokenise', () => {
  it("turns the shell's origin into paths and each remote's origin into its token", () => {
    const remotes = new Map([['http://127.0.0.1:7002', 'mf_marketing' as const]]);
    const page = '<a href="http://127.0.0.1:7000/signup"></a><link href="http://127.0.0.1:7002/static/a.css">';
    expect(tokenise(page, 'http://127.0.0.1:7000', remotes)).toBe(
      '<a href="/signup"></a><link href="%NVX_ORIGIN_mf_marketing%/static/a.css">',
    );
  });
});
