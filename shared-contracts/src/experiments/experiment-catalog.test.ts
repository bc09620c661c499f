import { describe, expect, it } from 'vitest';
import { experimentById, experimentCatalog, experimentIds, findVariant } from './experiment-catalog';

const expectedVariants: Record<string, string> = {
  family_headline: 'ABCDEF',
  cta_button_text: 'ABCDEF',
  cta_button_color: 'ABCD',
  subheadline: 'ABCDE',
  feature_messaging: 'ABCD',
  testimonial_style: 'ABC',
  phone_feature_framing: 'ABC',
  cta_layout: 'ABC',
  value_proposition: 'ABCD',
};

describe('experiment catalog', () => {
  it('holds the nine experiments of the spec with their variant letters', () => {
    expect(experimentCatalog.map((entry) => entry.id)).toEqual([...experimentIds]);
    for (const entry of experimentCatalog) {
      expect(entry.variants.map((variant) => variant.key).join('')).toBe(expectedVariants[entry.id]);
      for (const variant of entry.variants) {
        expect(variant.name.trim()).not.toBe('');
        expect(variant.description.trim()).not.toBe('');
        expect(variant.weight).toBe(1);
      }
    }
  });

  it('plans every experiment with a baseline rate and a minimum detectable effect', () => {
    for (const entry of experimentCatalog) {
      expect(entry.plan.baselineRate).toBeGreaterThan(0);
      expect(entry.plan.baselineRate).toBeLessThan(1);
      expect(entry.plan.minimumDetectableEffect).toBeGreaterThan(0);
    }
  });

  it('names the button colours Black, Blue, Green, Orange', () => {
    expect(experimentById('cta_button_color').variants.map((variant) => variant.name)).toEqual([
      'Black',
      'Blue',
      'Green',
      'Orange',
    ]);
  });

  it('keeps the marketing claims within the spec', () => {
    const copy = JSON.stringify(experimentCatalog);
    for (const price of copy.match(/\$\d+/g) ?? []) expect(price).toBe('$5');
    for (const guarantee of copy.match(/\S+ money-back guarantee/g) ?? [])
      expect(guarantee).toBe('30-day money-back guarantee');
    for (const trial of copy.match(/\d+ days free/g) ?? []) expect(trial).toBe('7 days free');
    expect(copy).not.toMatch(/diagnos|cure|medical device/i);
  });

  it('finds variants by letter', () => {
    expect(findVariant('cta_layout', 'C')?.name).toBe('Checklist card');
    expect(findVariant('cta_layout', 'D')).toBeUndefined();
  });
});
