import { describe, expect, it } from 'vitest';
import { experimentById, experimentCatalog, experimentIds, findVariant, isExperimentId } from './experiment-catalog';

/**
 * The required experiments, copied from docs/requirements.md (the ids of §3, the letters of §9: "family_headline
 * A–F, …"), in that order. The catalog must hold each of them exactly so; further experiments may
 * follow (a new one is a catalog entry), and they are held to the generic rules below.
 */
const specVariantLetters: ReadonlyArray<readonly [id: string, letters: string]> = [
  ['family_headline', 'ABCDEF'],
  ['cta_button_text', 'ABCDEF'],
  ['cta_button_color', 'ABCD'],
  ['subheadline', 'ABCDE'],
  ['feature_messaging', 'ABCD'],
  ['testimonial_style', 'ABC'],
  ['phone_feature_framing', 'ABC'],
  ['cta_layout', 'ABC'],
  ['value_proposition', 'ABCD'],
];
const SPEC_ALPHABET = 'ABCDEF';

const catalogIds = () => experimentCatalog.map((entry) => entry.id as string);

describe('experiment catalog: the spec', () => {
  it.each(specVariantLetters)('holds %s once, with variants %s at equal weights', (id, letters) => {
    expect(catalogIds().filter((candidate) => candidate === id)).toEqual([id]);
    if (!isExperimentId(id)) throw new Error(`${id} is not an experiment id`);
    const entry = experimentById(id);
    expect(entry.variants.map((variant) => variant.key).join('')).toBe(letters);
    for (const variant of entry.variants) expect(variant.weight).toBe(1);
  });

  it("keeps the spec's experiments in the spec's order", () => {
    const specIds = specVariantLetters.map(([id]) => id);
    expect(catalogIds().filter((id) => specIds.includes(id))).toEqual(specIds);
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
});

describe('experiment catalog: rules for every experiment', () => {
  it('lists each id once, in the same order as experimentIds, as a storage-safe snake_case name', () => {
    expect(catalogIds()).toEqual([...experimentIds]);
    expect(new Set(catalogIds()).size).toBe(experimentCatalog.length);
    for (const id of catalogIds()) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it.each(experimentCatalog.map((entry) => [entry.id, entry] as const))(
    '%s has a name, a description and at least two variants lettered from A (the control) within A to F',
    (_id, entry) => {
      expect(entry.name.trim()).not.toBe('');
      expect(entry.description.trim()).not.toBe('');
      expect(entry.variants.length).toBeGreaterThanOrEqual(2);
      expect(entry.variants.map((variant) => variant.key).join('')).toBe(SPEC_ALPHABET.slice(0, entry.variants.length));
      expect(new Set(entry.variants.map((variant) => variant.name)).size).toBe(entry.variants.length);
      for (const variant of entry.variants) {
        expect(variant.name.trim()).not.toBe('');
        expect(variant.description.trim()).not.toBe('');
        expect(Number.isFinite(variant.weight) && variant.weight >= 0).toBe(true);
      }
      expect(entry.variants[0]?.weight).toBeGreaterThan(0);
      expect(Number.isInteger(entry.weightsVersion) && entry.weightsVersion >= 1).toBe(true);
    },
  );

  it('plans every experiment with a baseline rate and a minimum detectable effect', () => {
    for (const entry of experimentCatalog) {
      expect(entry.plan.baselineRate).toBeGreaterThan(0);
      expect(entry.plan.baselineRate).toBeLessThan(1);
      expect(entry.plan.minimumDetectableEffect).toBeGreaterThan(0);
    }
  });

  it('finds variants by letter', () => {
    expect(findVariant('cta_layout', 'C')?.name).toBe('Checklist card');
    expect(findVariant('cta_layout', 'D')).toBeUndefined();
  });
});
