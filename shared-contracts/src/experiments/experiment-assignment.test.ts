import { describe, expect, it } from 'vitest';
import {
  ALLOW_AUTOMATION_KEY,
  claimConversion,
  claimImpression,
  clearAllVariantAssignments,
  type ExperimentEnvironment,
  experimentEnabledKey,
  getForcedVariant,
  getStoredVariant,
  getVisitorId,
  hashedVariant,
  resolveVariant,
  setExperimentEnabled,
  setForcedVariant,
  VISITOR_ID_KEY,
  variantStorageKey,
} from './experiment-assignment';
import { experimentById } from './experiment-catalog';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const HUMAN_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function environment(overrides: Partial<ExperimentEnvironment> = {}): ExperimentEnvironment {
  return { storage: new MemoryStorage(), search: '', userAgent: HUMAN_UA, webdriver: false, ...overrides };
}

const on = { experimentsEnabled: true };
const off = { experimentsEnabled: false };

describe('resolveVariant', () => {
  it('gives the control, untracked and unstored, while experiments are switched off', () => {
    const env = environment();
    expect(resolveVariant('family_headline', off, env)).toEqual({
      experimentId: 'family_headline',
      variantId: 'A',
      source: 'experiments-off',
      tracked: false,
    });
    expect(env.storage?.length).toBe(0);
  });

  it('assigns by the v2 hash of nvx_<experiment> and the visitor id, and sticks', () => {
    const env = environment();
    env.storage?.setItem(VISITOR_ID_KEY, 'user-123');
    const first = resolveVariant('family_headline', on, env);
    expect(first).toMatchObject({
      source: 'assigned',
      tracked: true,
      variantId: hashedVariant('family_headline', 'user-123'),
    });
    expect(JSON.parse(env.storage?.getItem(variantStorageKey('family_headline')) ?? '')).toEqual({
      variant: first.variantId,
      weightsVersion: 1,
    });
    env.storage?.setItem(VISITOR_ID_KEY, 'someone-else');
    for (let round = 0; round < 5; round++)
      expect(resolveVariant('family_headline', on, env).variantId).toBe(first.variantId);
  });

  it('keeps a stored assignment (also the bare-letter format) and reassigns an unknown letter', () => {
    const env = environment();
    env.storage?.setItem(variantStorageKey('cta_layout'), 'C');
    expect(resolveVariant('cta_layout', on, env).variantId).toBe('C');
    env.storage?.setItem(variantStorageKey('cta_layout'), JSON.stringify({ variant: 'F', weightsVersion: 1 }));
    expect(getStoredVariant('cta_layout', env)).toBeNull();
    expect(['A', 'B', 'C']).toContain(resolveVariant('cta_layout', on, env).variantId);
  });

  it('creates one stable visitor id', () => {
    const env = environment();
    const id = getVisitorId(env);
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(getVisitorId(env)).toBe(id);
    expect(getVisitorId(environment({ storage: null }))).toBeNull();
    expect(resolveVariant('subheadline', on, environment({ storage: null }))).toMatchObject({
      variantId: 'A',
      source: 'no-storage',
    });
  });

  it('spreads many visitors evenly over the configured weights (each share within ±1.5 points)', () => {
    const visitors = 30000;
    for (const id of ['family_headline', 'cta_button_color', 'cta_layout'] as const) {
      const { variants } = experimentById(id);
      const counts = new Map<string, number>();
      for (let index = 0; index < visitors; index++) {
        const key = hashedVariant(id, `visitor-${index}-${index * 7919}`);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const variant of variants) {
        expect(Math.abs((counts.get(variant.key) ?? 0) / visitors - 1 / variants.length)).toBeLessThan(0.015);
      }
    }
  });

  it('honours per-experiment enabled flags stored as the strings true/false (absent = enabled)', () => {
    const env = environment();
    env.storage?.setItem(VISITOR_ID_KEY, 'user-123');
    expect(resolveVariant('subheadline', on, env).source).toBe('assigned');
    setExperimentEnabled('subheadline', false, env);
    expect(env.storage?.getItem(experimentEnabledKey('subheadline'))).toBe('false');
    expect(resolveVariant('subheadline', on, env)).toMatchObject({
      variantId: 'A',
      source: 'experiment-disabled',
      tracked: false,
    });
    setExperimentEnabled('subheadline', true, env);
    expect(env.storage?.getItem(experimentEnabledKey('subheadline'))).toBe('true');
    expect(resolveVariant('subheadline', on, env).source).toBe('assigned');
  });

  it('forces a variant from the URL or from storage, untracked, even when experiments are off', () => {
    expect(resolveVariant('cta_layout', off, environment({ search: '?nvx_cta_layout=c' }))).toEqual({
      experimentId: 'cta_layout',
      variantId: 'C',
      source: 'forced',
      tracked: false,
    });
    const env = environment();
    expect(setForcedVariant('cta_button_color', 'D', env)).toBe(true);
    expect(setForcedVariant('cta_button_color', 'E', env)).toBe(false);
    expect(resolveVariant('cta_button_color', off, env)).toMatchObject({
      variantId: 'D',
      source: 'forced',
      tracked: false,
    });
    expect(getForcedVariant('cta_button_color', environment({ search: '?nvx_cta_button_color=Z' }))).toBeNull();
    setForcedVariant('cta_button_color', null, env);
    expect(getForcedVariant('cta_button_color', env)).toBeNull();
  });

  it('gives bots and webdriver sessions the control, unless QA allows automation', () => {
    expect(resolveVariant('family_headline', on, environment({ webdriver: true })).source).toBe('bot');
    expect(
      resolveVariant(
        'family_headline',
        on,
        environment({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      ).source,
    ).toBe('bot');
    const qa = environment({ webdriver: true });
    qa.storage?.setItem(ALLOW_AUTOMATION_KEY, 'true');
    expect(resolveVariant('family_headline', on, qa).source).toBe('assigned');
  });
});

describe('impression and conversion flags', () => {
  it('allows one impression, then one conversion after it', () => {
    const env = environment();
    expect(claimConversion('cta_layout', env)).toBe(false);
    expect(claimImpression('cta_layout', env)).toBe(true);
    expect(claimImpression('cta_layout', env)).toBe(false);
    expect(claimConversion('cta_layout', env)).toBe(true);
    expect(claimConversion('cta_layout', env)).toBe(false);
  });

  it('clears assignments, flags, forcing and the visitor id, but not enabled flags', () => {
    const env = environment();
    resolveVariant('family_headline', on, env);
    claimImpression('family_headline', env);
    setForcedVariant('cta_layout', 'B', env);
    setExperimentEnabled('subheadline', false, env);
    clearAllVariantAssignments(env);
    expect(env.storage?.length).toBe(1);
    expect(env.storage?.getItem(experimentEnabledKey('subheadline'))).toBe('false');
  });
});
