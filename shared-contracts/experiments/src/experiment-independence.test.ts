import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newVisitorId } from './assignment-rules';
import { hashedVariant } from './experiment-assignment';
import { experimentCatalog } from './experiment-catalog';
import { bucketIndex, growthbookHashV2 } from './growthbook-hash';

/**
 * Nine experiments on one page (docs/statistics.md, "Assignment and exposure rules"): each hashes the visitor with
 * its own seed `nvx_<experiment>`, so a visitor's arm in one tells nothing of its arm in another. Checked on 30,000
 * synthetic visitor ids made by the site's own generator (UUID v7, one every 10 s over three and a half days; its random bytes
 * drawn from SHA-256 so the test is the same every run): for each of the 36 pairs, Pearson's χ² of independence of
 * the two arms stays below the 0.001 upper critical value of the published χ² table for its degrees of freedom
 * (NIST/SEMATECH e-Handbook, 1.3.6.7.4). With 36 pairs that is a family-wise level under 0.036.
 */
const CHI_SQUARE_UPPER_0_001: Readonly<Record<number, number>> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  8: 26.124,
  9: 27.877,
  10: 29.588,
  12: 32.909,
  15: 37.697,
  16: 39.252,
  20: 45.315,
  25: 52.62,
};
const VISITORS = 30_000;
const START = Date.parse('2026-11-02T00:00:00.000Z');

let visitorIds: string[] = [];
beforeAll(async () => {
  const digests = await Promise.all(
    Array.from(
      { length: VISITORS },
      async (_, index) =>
        new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`visitor ${index}`))),
    ),
  );
  let block = 0;
  const random = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    bytes.set((digests[block++] ?? new Uint8Array(32)).subarray(0, bytes.length));
    return array;
  });
  visitorIds = Array.from({ length: VISITORS }, (_, index) => newVisitorId(START + index * 10_000));
  random.mockRestore();
});
afterAll(() => {
  visitorIds = [];
});

/** Pearson's χ² of independence of two arm assignments (arm indices per visitor). */
function independenceChiSquare(first: readonly number[], second: readonly number[], k: number, l: number) {
  const counts = Array.from({ length: k }, () => new Array<number>(l).fill(0));
  first.forEach((arm, visitor) => {
    const row = counts[arm] as number[];
    const column = second[visitor] as number;
    row[column] = (row[column] ?? 0) + 1;
  });
  const rowTotals = counts.map((row) => row.reduce((sum, count) => sum + count, 0));
  const columnTotals = Array.from({ length: l }, (_, j) => counts.reduce((sum, row) => sum + (row[j] ?? 0), 0));
  let chiSquare = 0;
  for (const [i, row] of counts.entries()) {
    for (const [j, observed] of row.entries()) {
      const expected = ((rowTotals[i] ?? 0) * (columnTotals[j] ?? 0)) / first.length;
      chiSquare += (observed - expected) ** 2 / expected;
    }
  }
  return { chiSquare, degreesOfFreedom: (k - 1) * (l - 1) };
}

const pairs = experimentCatalog.flatMap((first, index) =>
  experimentCatalog.slice(index + 1).map((second) => [first, second] as const),
);

describe('nine experiments on one page are assigned independently', () => {
  it('makes distinct, well-formed ids', () => {
    expect(new Set(visitorIds).size).toBe(VISITORS);
    expect(visitorIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  // 270,000 assignments: seconds on a busy machine.
  it('passes Pearson’s χ² of independence for each of the 36 pairs', { timeout: 120_000 }, () => {
    expect(pairs).toHaveLength(36);
    const arms = new Map(
      experimentCatalog.map((experiment) => [
        experiment.id,
        visitorIds.map((id) =>
          experiment.variants.findIndex((variant) => variant.key === hashedVariant(experiment.id, id)),
        ),
      ]),
    );
    for (const [first, second] of pairs) {
      const { chiSquare, degreesOfFreedom } = independenceChiSquare(
        arms.get(first.id) ?? [],
        arms.get(second.id) ?? [],
        first.variants.length,
        second.variants.length,
      );
      const critical = CHI_SQUARE_UPPER_0_001[degreesOfFreedom];
      expect(critical, `a table value for ${degreesOfFreedom} df`).toBeDefined();
      expect(chiSquare, `${first.id} × ${second.id}`).toBeLessThan(critical ?? 0);
    }
  });

  it('would fail if the experiments shared one seed (the check can tell)', () => {
    const [first, second] = pairs[0] ?? [];
    if (!first || !second) throw new Error('no pair');
    const sharedSeed = (weights: number) =>
      visitorIds.map((id) => bucketIndex(growthbookHashV2('nvx_shared', id), new Array<number>(weights).fill(1)));
    const { chiSquare, degreesOfFreedom } = independenceChiSquare(
      sharedSeed(first.variants.length),
      sharedSeed(second.variants.length),
      first.variants.length,
      second.variants.length,
    );
    expect(chiSquare).toBeGreaterThan(100 * (CHI_SQUARE_UPPER_0_001[degreesOfFreedom] ?? 0));
  });
});
