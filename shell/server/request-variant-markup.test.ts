// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { VariantMarkup } from '../src/start/first-frame-variants';
import { dataBlockJson, fillPageIslands, variantIslands } from './page-islands';
import { variantMarkupForRequest } from './request-variant-markup';

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
const noRequest = { search: '', cookie: undefined };
const letters = (kept: VariantMarkup | null) =>
  Object.fromEntries(Object.entries(kept?.experiments ?? {}).map(([id, e]) => [id, Object.keys(e.patches)]));

describe('variantMarkupForRequest', () => {
  it('keeps every variant of a running experiment and nothing of one that is not running', () => {
    const kept = variantMarkupForRequest(
      markup,
      { headline: { status: 'running', runId: 'r1', weights: { A: 1, B: 1, C: 1 } }, colour: { status: 'paused' } },
      noRequest,
    );
    expect(letters(kept)).toEqual({ headline: ['B', 'C'] });
    expect(kept?.experiments.headline).toEqual(markup.experiments.headline);
  });

  it('keeps only the winner of a shipped experiment, and nothing when the control won', () => {
    const states = {
      headline: { status: 'concluded', winner: 'C' },
      colour: { status: 'concluded', winner: 'A' },
    } as const;
    expect(letters(variantMarkupForRequest(markup, states, noRequest))).toEqual({ headline: ['C'] });
  });

  it('keeps a variant forced by the URL or by the debug page cookie, whatever the state', () => {
    const states = { headline: { status: 'not_started' }, colour: { status: 'paused' } } as const;
    expect(variantMarkupForRequest(markup, states, noRequest)).toBeNull();
    expect(letters(variantMarkupForRequest(markup, states, { search: '?nvx_headline=c', cookie: undefined }))).toEqual({
      headline: ['C'],
    });
    expect(
      letters(
        variantMarkupForRequest(markup, states, {
          search: '?other=1',
          cookie: 'theme=dark; nvx_force_colour=B; nvx_force_headline=B',
        }),
      ),
    ).toEqual({ headline: ['B'], colour: ['B'] });
  });

  it('keeps nothing for a forced letter the experiment has no markup for, or for an unknown experiment', () => {
    const states = { headline: { status: 'paused' } } as const;
    const request = { search: '?nvx_headline=Z&nvx_nothing=B', cookie: 'nvx_force_headline=A' };
    expect(variantMarkupForRequest(markup, states, request)).toBeNull();
  });
});

describe('fillPageIslands', () => {
  const page = `<div id="root"><h1>Ay</h1></div>${variantIslands(markup, 'window.swapped=1')}<script>start()</script>`;

  it('fills the states and leaves out the markup and its script when the request can use none', () => {
    const html = fillPageIslands(page, { headline: { status: 'paused' }, colour: { status: 'paused' } }, noRequest);
    expect(html).toBe(
      `<div id="root"><h1>Ay</h1></div><script type="application/json" id="nvx-experiment-state">${dataBlockJson({
        experiments: { headline: { status: 'paused' }, colour: { status: 'paused' } },
      })}</script><template id="nvx-variants-applied"></template><script>start()</script>`,
    );
  });

  it('keeps the script and only the markup the request can use', () => {
    const html = fillPageIslands(page, { headline: { status: 'concluded', winner: 'B' } }, noRequest);
    expect(html).toContain('<script>window.swapped=1</script><template id="nvx-variants-applied">');
    const island = /id="nvx-variant-markup">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(letters(JSON.parse(island) as VariantMarkup)).toEqual({ headline: ['B'] });
    expect(html).toContain('<script>start()</script>');
  });

  it('leaves a page without variant markup as it is, apart from the states', () => {
    expect(fillPageIslands('<div id="root"></div><script>start()</script>', {}, noRequest)).toBe(
      '<div id="root"></div><script>start()</script>',
    );
  });
});
