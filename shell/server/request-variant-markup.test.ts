// @vitest-environment node
import { defaultExperimentStates, hashedVariant, newVisitorId } from '@novavox/contracts-experiments';
import type { VariantMarkup } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { bundleFirstFrameScript } from '../build/build-servers';
import { dataBlockJson, fillPageIslands, variantIslands } from './page-islands';
import { type VariantRequest, variantMarkupForRequest } from './request-variant-markup';

// esbuild needs Node's own TextEncoder (hence the node environment); the shared setup clears localStorage.
globalThis.localStorage ??= new JSDOM('', { url: 'http://127.0.0.1/' }).window.localStorage;

const markup: VariantMarkup = {
  experiments: {
    headline: {
      variants: ['A', 'B', 'C'],
      weightsVersion: 1,
      patches: { B: [{ p: [0, 0], t: 'Bee' }], C: [{ p: [0, 0], t: 'Sea' }] },
    },
    colour: {
      variants: ['A', 'B'],
      weightsVersion: 2,
      patches: { B: [{ p: [0], a: { class: 'blue' } }] },
    },
  },
};
const request = (parts: Partial<VariantRequest> = {}): VariantRequest => ({
  search: '',
  cookies: {},
  visitorId: null,
  ...parts,
});
const letters = (kept: VariantMarkup | null) =>
  Object.fromEntries(Object.entries(kept?.experiments ?? {}).map(([id, e]) => [id, Object.keys(e.patches)]));
const running = { status: 'running', runId: 'r1', weights: { A: 1, B: 1, C: 1 } } as const;

describe('variantMarkupForRequest', () => {
  it('keeps every variant of a running experiment for an unknown visitor, nothing of one not running', () => {
    const kept = variantMarkupForRequest(markup, { headline: running, colour: { status: 'paused' } }, request());
    expect(letters(kept)).toEqual({ headline: ['B', 'C'] });
    expect(kept?.experiments.headline).toEqual(markup.experiments.headline);
  });

  it("keeps only a known visitor's variant of a running experiment: the one the hash gives their id", () => {
    // Weights that leave one variant each: what the hash picks is then known without computing it.
    const onlyC = { status: 'running', runId: 'r2', weights: { A: 0, B: 0, C: 1 } } as const;
    const onlyA = { status: 'running', runId: 'r3', weights: { A: 1, B: 0 } } as const;
    const kept = variantMarkupForRequest(markup, { headline: onlyC, colour: onlyA }, request({ visitorId: 'v' }));
    expect(letters(kept)).toEqual({ headline: ['C'] });
  });

  it('keeps only the winner of a shipped experiment, and nothing when the control won', () => {
    const states = {
      headline: { status: 'concluded', winner: 'C' },
      colour: { status: 'concluded', winner: 'A' },
    } as const;
    expect(letters(variantMarkupForRequest(markup, states, request()))).toEqual({ headline: ['C'] });
  });

  it('keeps a variant forced by the URL or by the debug page cookie, whatever the state', () => {
    const states = { headline: { status: 'not_started' }, colour: { status: 'paused' } } as const;
    expect(variantMarkupForRequest(markup, states, request())).toBeNull();
    expect(letters(variantMarkupForRequest(markup, states, request({ search: '?nvx_headline=c' })))).toEqual({
      headline: ['C'],
    });
    const cookies = { theme: 'dark', nvx_force_colour: 'B', nvx_force_headline: 'B' };
    expect(letters(variantMarkupForRequest(markup, states, request({ search: '?other=1', cookies })))).toEqual({
      headline: ['B'],
      colour: ['B'],
    });
  });

  it('keeps nothing for a forced letter the experiment has no markup for, or for an unknown experiment', () => {
    const states = { headline: { status: 'paused' } } as const;
    const forced = request({ search: '?nvx_headline=Z&nvx_nothing=B', cookies: { nvx_force_headline: 'A' } });
    expect(variantMarkupForRequest(markup, states, forced)).toBeNull();
  });
});

describe('fillPageIslands', () => {
  const page = `<div id="root"><h1>Ay</h1></div>${variantIslands(markup, 'window.swapped=1')}<script>start()</script>`;

  it('fills the states and leaves out the markup and its script when the request can use none', () => {
    const html = fillPageIslands(page, { headline: { status: 'paused' }, colour: { status: 'paused' } }, request());
    expect(html).toBe(
      `<div id="root"><h1>Ay</h1></div><script type="application/json" id="nvx-experiment-state">${dataBlockJson({
        experiments: { headline: { status: 'paused' }, colour: { status: 'paused' } },
      })}</script><script type="application/json" id="nvx-copy-state">${dataBlockJson({
        slotCopy: {},
        running: [],
      })}</script><template id="nvx-variants-applied"></template><script>start()</script>`,
    );
  });

  it('keeps the script and only the markup the request can use, and does not name the visitor', () => {
    const html = fillPageIslands(
      page,
      { headline: { status: 'concluded', winner: 'B' } },
      request({ visitorId: 'v1' }),
    );
    expect(html).toContain('<script>window.swapped=1</script><template id="nvx-variants-applied">');
    const island = /id="nvx-variant-markup">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(letters(JSON.parse(island) as VariantMarkup)).toEqual({ headline: ['B'] });
    expect(html).toContain(
      `id="nvx-experiment-state">${dataBlockJson({ experiments: { headline: { status: 'concluded', winner: 'B' } } })}<`,
    );
    expect(html).toContain('<script>start()</script>');
  });

  it('leaves a page without variant markup as it is, apart from the states', () => {
    expect(fillPageIslands('<div id="root"></div><script>start()</script>', {}, request())).toBe(
      '<div id="root"></div><script>start()</script>',
    );
  });
});

describe('a page served for one visitor', () => {
  const headlines: Record<string, string> = {
    B: 'Worried about Mom living alone?',
    C: 'Stay close, even from far away.',
    D: 'A daily check-in call for your parents.',
    E: 'Help your parents live independently at home.',
    F: 'Daily wellness check-ins for $5 a month.',
  };
  const fullMarkup: VariantMarkup = {
    experiments: {
      family_headline: {
        variants: ['A', 'B', 'C', 'D', 'E', 'F'],
        weightsVersion: 1,
        patches: Object.fromEntries(Object.entries(headlines).map(([key, text]) => [key, [{ p: [0, 0], t: text }]])),
      },
    },
  };
  const states = defaultExperimentStates(true);
  const script = bundleFirstFrameScript();

  /** The page's first frame in a browser with this storage and, when given, the id cookie its response set. */
  async function firstFrame(html: string, storage: Record<string, string>, idCookie?: string) {
    const dom = new JSDOM(html, {
      url: 'http://127.0.0.1/',
      runScripts: 'dangerously',
      beforeParse: (window) => {
        Object.defineProperty(window.navigator, 'userAgent', {
          value: 'Mozilla/5.0 (Linux; Android 10; K) Chrome/140',
        });
        for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
        if (idCookie) window.document.cookie = `nvx_uid=${idCookie}; Path=/`;
      },
    });
    const { document, localStorage } = dom.window;
    return { headline: document.querySelector('h1')?.textContent, visitor: localStorage.getItem('nvx_uid') };
  }

  it('shows a new visitor, who adopts the id it was served for, what the full page shows that id', async () => {
    const page = `<!doctype html><div id="root"><h1>Peace of mind</h1></div>${variantIslands(fullMarkup, await script)}`;
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 80; visitor++) {
      const visitorId = newVisitorId();
      const served = fillPageIslands(page, states, request({ visitorId }));
      const everything = fillPageIslands(page, states, request());
      expect(served.length).toBeLessThan(everything.length);
      const newVisitor = await firstFrame(served, {}, visitorId);
      const sameIdFullPage = await firstFrame(everything, { nvx_uid: visitorId });
      expect(newVisitor.headline).toBe(sameIdFullPage.headline);
      // Served the control, the page has no script: the live app adopts the id (visitor-id-cookie.test.ts).
      const scripted = served.includes('nvx-variant-markup');
      expect(newVisitor.visitor).toBe(scripted ? visitorId : null);
      // The catalog's own hash says which variant that is (the site-wide default run has the catalog's weights).
      const variant = hashedVariant('family_headline', visitorId);
      expect(newVisitor.headline).toBe(headlines[variant] ?? 'Peace of mind');
      seen.add(variant);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(seen.has('A')).toBe(true);
    // 160 pages in jsdom: seconds on a loaded machine, so more than vitest's default 5 s.
  }, 60_000);

  it('gives visitors who draw the same variants the same bytes, so the server compresses the page once', async () => {
    const page = `<!doctype html><div id="root"><h1>Peace of mind</h1></div>${variantIslands(fullMarkup, await script)}`;
    const byVariant = new Map<string, Set<string>>();
    for (let visitor = 0; visitor < 40; visitor++) {
      const visitorId = newVisitorId();
      const served = fillPageIslands(page, states, request({ visitorId }));
      expect(served).not.toContain(visitorId);
      const variant = hashedVariant('family_headline', visitorId);
      byVariant.set(variant, (byVariant.get(variant) ?? new Set()).add(served));
    }
    expect(byVariant.size).toBeGreaterThan(3);
    for (const pages of byVariant.values()) expect(pages.size).toBe(1);
  });
});
