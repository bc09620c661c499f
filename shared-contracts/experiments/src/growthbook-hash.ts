/**
 * GrowthBook's bucketing hash, reproduced exactly so that an assignment can be checked against the
 * official test cases (docs/statistics.md T17/T18) and stays stable across releases.
 */

/** 32-bit FNV-1a over UTF-16 code units, as GrowthBook's SDK computes it. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24);
  }
  return hash >>> 0;
}

/** GrowthBook hash version 1: a number in [0, 1) with 3 decimals. */
export function growthbookHashV1(seed: string, value: string): number {
  return (fnv1a32(value + seed) % 1000) / 1000;
}

/** GrowthBook hash version 2 (the current one): a number in [0, 1) with 4 decimals. */
export function growthbookHashV2(seed: string, value: string): number {
  return (fnv1a32(String(fnv1a32(seed + value))) % 10000) / 10000;
}

/** Index of the bucket `n` falls in when [0, 1) is cut into ranges proportional to `weights`; -1 if none. */
export function bucketIndex(n: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (total <= 0) return -1;
  let lastPositive = -1;
  weights.forEach((weight, index) => {
    if (weight > 0) lastPositive = index;
  });
  let start = 0;
  for (let index = 0; index < weights.length; index++) {
    const share = Math.max(0, weights[index] ?? 0) / total;
    const end = index === lastPositive ? 1 : start + share;
    if (share > 0 && n >= start && n < end) return index;
    start = end;
  }
  return -1;
}
