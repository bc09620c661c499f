import { afterEach, describe, expect, it, vi } from 'vitest';
import { getVisitorId, readOnlyStorage } from './assignment-rules';
import {
  ALLOW_AUTOMATION_KEY,
  claimConversion,
  claimImpression,
  clearAllVariantAssignments,
  type ExperimentEnvironment,
  experimentEnabledKey,
  getForcedVariant,
  getStoredVariant,
  hashedVariant,
  newVisitorId,
  resolveVariant,
  setExperimentEnabled,
  setForcedVariant,
  VISITOR_ID_KEY,
  variantStorageKey,
} from './experiment-assignment';
import { experimentById } from './experiment-catalog';
import { defaultExperimentStates } from './experiment-state';

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

const on = { experiments: defaultExperimentStates(true) };
const off = { experiments: defaultExperimentStates(false) };

describe('resolveVariant', () => {
  it('gives the control, untracked and unstored, while the experiment has not started', () => {
    const env = environment();
    expect(resolveVariant('family_headline', off, env)).toEqual({
      experimentId: 'family_headline',
      variantId: 'A',
      source: 'not-started',
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
      runId: 'site-default',
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
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
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

describe('a preview frame (read-only storage)', () => {
  const snapshot = (storage: Storage) =>
    Object.fromEntries(
      Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).map((key) => [
        key,
        storage.getItem(key),
      ]),
    );

  it("shows the team member's own assignment of this run and writes nothing", () => {
    const own = new MemoryStorage();
    own.setItem(VISITOR_ID_KEY, 'user-123');
    own.setItem(
      variantStorageKey('family_headline'),
      JSON.stringify({ variant: 'C', weightsVersion: 1, runId: 'site-default' }),
    );
    const before = snapshot(own);
    const env = environment({ storage: readOnlyStorage(own) });
    expect(resolveVariant('family_headline', on, env)).toMatchObject({ variantId: 'C', source: 'assigned' });
    // Another running experiment the team member was never assigned to: shown, not stored.
    resolveVariant('cta_button_color', on, env);
    expect(claimImpression('family_headline', env)).toBe(false);
    expect(snapshot(own)).toEqual(before);
  });

  it('assigns nobody without a visitor id: the control, as a browser without storage', () => {
    const own = new MemoryStorage();
    const env = environment({ storage: readOnlyStorage(own) });
    expect(resolveVariant('family_headline', on, env)).toMatchObject({
      variantId: 'A',
      source: 'no-storage',
      tracked: false,
    });
    expect(own.length).toBe(0);
  });
});

describe('newVisitorId (UUID version 7)', () => {
  /** Makes crypto.getRandomValues give `random` (then zeros) for the next call. */
  function randomBytesWillBe(random: readonly number[]) {
    return vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce((array: ArrayBufferView) => {
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(random);
      return array;
    });
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the example UUIDv7 of RFC 9562, appendix A.6, from its time and random bits', () => {
    // unix_ts_ms 0x017F22E279B0, rand_a 0xCC3, rand_b 0x18C4DC0C0C07398F (the variant bits replace the top two).
    randomBytesWillBe([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0c, 0xc3, 0x18, 0xc4, 0xdc, 0x0c, 0x0c, 0x07, 0x39, 0x8f]);
    expect(newVisitorId(0x017f22e279b0)).toBe('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
  });

  it('is a version 7 RFC 9562 id whose text sorts by time, and unique', () => {
    const times = [0, 1, 255, 256, 1_700_000_000_000, 1_700_000_000_001, Date.parse('2100-01-01T00:00:00Z')];
    const ids = times.map((time) => newVisitorId(time));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    // 1,700,000,000,000 ms is 0x18BCFE56800.
    expect(ids[4]?.slice(0, 13)).toBe('018bcfe5-6800');
    const many = new Set(Array.from({ length: 10_000 }, () => newVisitorId(1_700_000_000_000)));
    expect(many.size).toBe(10_000);
  });

  it('still spreads visitors evenly over the variants, though ids made close in time share their start', () => {
    const counts = { A: 0, B: 0, C: 0 };
    const visitors = 30_000;
    // A fixed sequence of random bytes (xorshift32), so the check is the same on every run.
    let state = 2_463_534_242;
    const next = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state & 0xff;
    };
    for (let i = 0; i < visitors; i++) {
      randomBytesWillBe(Array.from({ length: 16 }, next));
      const id = newVisitorId(1_700_000_000_000 + i * 37);
      counts[hashedVariant('cta_layout', id) as keyof typeof counts] += 1;
    }
    // Three equal arms: a chi-square over 13.8 (two degrees of freedom) would happen by chance once in 1,000.
    const expected = visitors / 3;
    const chiSquare = Object.values(counts).reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(13.8);
  });
});
