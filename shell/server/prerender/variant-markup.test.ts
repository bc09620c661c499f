// @vitest-environment node
import { defaultExperimentStates, type ExperimentStates, resolveVariant } from '@novavox/contracts-experiments';
import { shippedState } from '@novavox/contracts-experiments/testing/sample-states';
import { applyMarkupPatches, type VariantMarkup } from '@novavox/contracts-site/prerendered-page/variant-markup';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { bundleFirstFrameScript } from '../../build/build-servers';
import { dataBlockJson, fillExperimentStates, variantIslands } from '../page-islands';
import { markupPatches } from './variant-markup';

// esbuild needs Node's own TextEncoder (hence the node environment); the shared setup clears localStorage.
globalThis.localStorage ??= new JSDOM('', { url: 'http://127.0.0.1/' }).window.localStorage;

function parsed(html: string): HTMLElement {
  const root = new JSDOM('').window.document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('markupPatches', () => {
  const control =
    '<main><h1 class="title">Peace of mind</h1><p>Text <b>bold</b> end</p><ul><li>one</li></ul><button type="button" class="black">Join</button></main>';
  const variant =
    '<main><h1 class="title">Worried about Mom?</h1><p>Text <b>bold</b> end</p><ul><li>one</li><li>two</li></ul><button type="button" class="blue" data-x="1">Try free</button></main>';

  it('turns the control into the variant, as a browser parses both', () => {
    const root = parsed(control);
    applyMarkupPatches(root, markupPatches(control, variant));
    expect(root.innerHTML).toBe(variant);
  });

  it('changes only what differs: texts and attributes in place, a changed structure as a whole', () => {
    expect(markupPatches(control, variant)).toEqual([
      { p: [0, 0, 0], t: 'Worried about Mom?' },
      { p: [0, 2], h: '<li>one</li><li>two</li>' },
      { p: [0, 3], a: { class: 'blue', 'data-x': '1' } },
      { p: [0, 3, 0], t: 'Try free' },
    ]);
    expect(markupPatches(control, control)).toEqual([]);
  });

  it('lets patches of two experiments on one element apply together', () => {
    const text = markupPatches('<button class="a">Join</button>', '<button class="a">Try</button>');
    const colour = markupPatches('<button class="a">Join</button>', '<button class="b">Join</button>');
    const root = parsed('<button class="a">Join</button>');
    applyMarkupPatches(root, [...text, ...colour]);
    expect(root.innerHTML).toBe('<button class="b">Try</button>');
  });
});

describe('page islands', () => {
  it('keep "<" out of a data block, so no text can end it early', () => {
    expect(dataBlockJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(dataBlockJson({ a: '</script><!--' }))).toEqual({ a: '</script><!--' });
  });

  it('fills in the live states and leaves a page without the island as it is', () => {
    const page = `<div id="root"></div>${variantIslands({ experiments: {} }, 'void 0')}`;
    const filled = fillExperimentStates(page, { x: { status: 'paused' } });
    expect(filled).toContain(
      '<script type="application/json" id="nvx-experiment-state">{"experiments":{"x":{"status":"paused"}}}</script>',
    );
    expect(fillExperimentStates('<div id="root"></div>', {})).toBe('<div id="root"></div>');
  });
});

describe('the first-frame script', () => {
  const headlines = { B: 'Worried about Mom living alone?', C: 'Stay close, even from far away.' };
  const markup: VariantMarkup = {
    experiments: {
      family_headline: {
        variants: ['A', 'B', 'C', 'D', 'E', 'F'],
        weightsVersion: 1,
        patches: {
          B: [{ p: [0, 0], t: headlines.B }],
          C: [{ p: [0, 0], t: headlines.C }],
        },
      },
    },
  };
  const running = defaultExperimentStates(true);
  const script = bundleFirstFrameScript();

  async function visit(options: {
    states: ExperimentStates;
    storage?: Record<string, string>;
    search?: string;
    userAgent?: string;
  }) {
    const html = fillExperimentStates(
      `<!doctype html><div id="root"><h1>Peace of mind</h1></div>${variantIslands(markup, await script)}`,
      options.states,
    );
    const dom = new JSDOM(html, {
      url: `http://127.0.0.1/${options.search ?? ''}`,
      runScripts: 'dangerously',
      beforeParse: (window) => {
        const userAgent =
          options.userAgent ?? 'Mozilla/5.0 (Linux; Android 10; K) Chrome/140.0.0.0 Mobile Safari/537.36';
        Object.defineProperty(window.navigator, 'userAgent', { value: userAgent });
        for (const [key, value] of Object.entries(options.storage ?? {})) window.localStorage.setItem(key, value);
      },
    });
    const { document, localStorage } = dom.window;
    return { headline: document.querySelector('h1')?.textContent, storage: localStorage };
  }

  it('shows a new visitor the variant the app assigns them, and stores it as the app does', async () => {
    for (let visitor = 0; visitor < 12; visitor++) {
      const visitorId = `0190a000-0000-7000-8000-${String(visitor).padStart(12, '0')}`;
      const { headline, storage } = await visit({ states: running, storage: { nvx_uid: visitorId } });
      const app = resolveVariant(
        'family_headline',
        { experiments: running },
        {
          storage,
          search: '',
          userAgent: '',
          webdriver: false,
        },
      );
      expect(app.source).toBe('assigned');
      expect(headline).toBe(headlines[app.variantId as keyof typeof headlines] ?? 'Peace of mind');
      expect(JSON.parse(storage.getItem('nvx_family_headline') ?? '{}')).toEqual({
        variant: app.variantId,
        weightsVersion: 1,
        runId: 'site-default',
      });
    }
  });

  it('keeps a returning visitor on their stored variant of the current run', async () => {
    const stored = JSON.stringify({ variant: 'C', weightsVersion: 1, runId: 'site-default' });
    const { headline } = await visit({ states: running, storage: { nvx_uid: 'x', nvx_family_headline: stored } });
    expect(headline).toBe(headlines.C);
  });

  it('shows a forced variant (URL, then stored) and a shipped winner; a bot gets the control', async () => {
    expect((await visit({ states: running, search: '?nvx_family_headline=b' })).headline).toBe(headlines.B);
    expect((await visit({ states: running, storage: { nvx_force_family_headline: 'C' } })).headline).toBe(headlines.C);
    const shipped: ExperimentStates = {
      ...running,
      family_headline: shippedState('B'),
    };
    expect((await visit({ states: shipped })).headline).toBe(headlines.B);
    const lighthouse =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    const stored = JSON.stringify({ variant: 'C', weightsVersion: 1, runId: 'site-default' });
    const bot = await visit({ states: running, userAgent: lighthouse, storage: { nvx_family_headline: stored } });
    expect(bot.headline).toBe('Peace of mind');
  });

  it('keeps the control when the server did not fill in the states', async () => {
    const html = `<!doctype html><div id="root"><h1>Peace of mind</h1></div>${variantIslands(markup, await script)}`;
    const dom = new JSDOM(html, { url: 'http://127.0.0.1/?nvx_family_headline=B', runScripts: 'dangerously' });
    expect(dom.window.document.querySelector('h1')?.textContent).toBe('Peace of mind');
  });
});
