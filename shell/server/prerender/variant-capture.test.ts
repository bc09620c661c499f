import type { ExperimentId } from '@novavox/contracts-experiments';
import { describe, expect, it } from 'vitest';
import { captureVariantMarkup } from './variant-capture';

const catalog = [
  { id: 'family_headline' as ExperimentId, weightsVersion: 3, variants: [{ key: 'A' }, { key: 'B' }, { key: 'C' }] },
  { id: 'cta_layout' as ExperimentId, weightsVersion: 1, variants: [{ key: 'A' }, { key: 'B' }] },
];
const CONTROL = '<h1>Peace of mind</h1><p>Footer</p>';

/** The page as the site would render it: only the headline experiment shows on it. */
function renderer() {
  const asked: string[] = [];
  const render = async (forced: [ExperimentId, string][]) => {
    asked.push(forced.map(([id, key]) => `${id}=${key}`).join(','));
    const headline = forced.find(([id]) => id === 'family_headline')?.[1];
    if (headline === 'B') return '<h1>Worried about Mom?</h1><p>Footer</p>';
    if (headline === 'C') return '<h1>Stay close</h1><p>Footer</p>';
    return CONTROL;
  };
  return { asked, render };
}

describe('captureVariantMarkup', () => {
  it('asks once with every experiment at B, then each variant alone, and keeps only the ones that change the page', async () => {
    const { asked, render } = renderer();
    const markup = await captureVariantMarkup(CONTROL, render, catalog);
    expect(asked).toEqual(['family_headline=B,cta_layout=B', 'family_headline=B', 'family_headline=C', 'cta_layout=B']);
    expect(markup).toEqual({
      experiments: {
        family_headline: {
          variants: ['A', 'B', 'C'],
          weightsVersion: 3,
          patches: { B: [{ p: [0, 0], t: 'Worried about Mom?' }], C: [{ p: [0, 0], t: 'Stay close' }] },
        },
      },
    });
  });

  it('stops after the first render when no variant changes the page', async () => {
    const asked: number[] = [];
    const markup = await captureVariantMarkup(
      CONTROL,
      async (forced) => {
        asked.push(forced.length);
        return CONTROL;
      },
      catalog,
    );
    expect(markup).toBeNull();
    expect(asked).toEqual([2]);
  });
});
