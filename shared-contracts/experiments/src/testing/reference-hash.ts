/**
 * Entry `@novavox/contracts-experiments/testing`, for tests only (a dependency rule keeps production code from
 * importing it): a second implementation of GrowthBook's v2 hash (FNV-1a 32, twice), as its SDK documents it,
 * written apart from growthbook-hash.ts so tests check the assignment against something the code did not compute.
 */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Where `value` falls in [0, 1) for `seed`, to four decimals, as GrowthBook's `hash(seed, value, 2)`. */
export const referenceHashV2 = (seed: string, value: string): number =>
  (fnv(String(fnv(seed + value))) % 10000) / 10000;
