import { describe, expect, it } from 'vitest';
import { anyExperimentIdSchema, isAnyExperimentId, runArms, runVariant } from './experiment-id';
import { referenceHashV2 } from './testing/reference-hash';

describe('an experiment id, coded or created', () => {
  it.each([
    ['family_headline', true],
    ['copy_0123456789ab', true],
    ['copy_0123456789AB', false],
    ['copy_0123456789a', false],
    ['copy_0123456789abc', false],
    ['made_up', false],
    ['', false],
  ])('%j is an experiment id: %s', (id, ok) => {
    expect(isAnyExperimentId(id)).toBe(ok);
    expect(anyExperimentIdSchema.safeParse(id).success).toBe(ok);
  });

  it('names the rule when refused', () => {
    expect(anyExperimentIdSchema.safeParse('copy_x').error?.issues[0]?.message).toBe(
      'must be a catalog experiment’s id or a created one’s (copy_ and 12 hex digits)',
    );
  });

  it('takes a created run’s arms from its weights, a coded run’s from the catalog', () => {
    expect(runArms('copy_0123456789ab', { A: 1, B: 1, C: 1 })).toEqual(['A', 'B', 'C']);
    expect(runArms('cta_layout', { A: 1 })).toEqual(['A', 'B', 'C']);
  });

  it('buckets a created run’s visitors in equal thirds of the reference hash of nvx_<id>', () => {
    const id = 'copy_0123456789ab';
    for (const visitor of ['user-123', 'user-124', '0195f3a4-7b1c-7cde-8f00-123456789abc', 'v-9', 'v-10']) {
      const hash = referenceHashV2(`nvx_${id}`, visitor);
      const expected = hash < 1 / 3 ? 'A' : hash < 2 / 3 ? 'B' : 'C';
      expect(runVariant(id, { A: 1, B: 1, C: 1 }, visitor), `${visitor} (${hash})`).toBe(expected);
      expect(runVariant(id, { A: 1, B: 1, C: 1 }, `${visitor}.c2lnbmF0dXJl`)).toBe(expected);
    }
  });
});
