import { conversionRate, type Interval, MIN_VIEWS, smallestExpected } from '@novavox/experiment-stats';
import { formatPointsInterval } from './statistics-format';

/**
 * What a figure may claim on a small or odd sample (docs/analytics-and-experiments.md, "Figures that read
 * right"). The statistics compute; these rules decide what the page writes of it.
 */

interface Counts {
  views: number;
  conversions: number;
}

export const TOO_FEW_TO_SAY = 'too few visitors to say';

/**
 * A difference of two rates lies between −100 and +100 points: bounds past that are clamped. No interval at
 * all (null) when either arm has fewer than MIN_VIEWS visitors, when neither converted anyone (the interval
 * collapses to "0.0 to 0.0"), or when, clamped, it still spans every difference a rate can make.
 */
export function readableDifference(interval: Interval, variant: Counts, control: Counts): Interval | null {
  if (variant.views < MIN_VIEWS || control.views < MIN_VIEWS) return null;
  if (variant.conversions === 0 && control.conversions === 0) return null;
  const lower = Math.max(-1, interval.lower);
  const upper = Math.min(1, interval.upper);
  if (lower <= -1 && upper >= 1) return null;
  return { lower, upper };
}

/** The interval in points, or "too few visitors to say". */
export function formatDifference(interval: Interval, variant: Counts, control: Counts): string {
  const readable = readableDifference(interval, variant, control);
  return readable ? formatPointsInterval(readable) : TOO_FEW_TO_SAY;
}

/**
 * A lift relative to A is undefined when A converted no one (any rate is an infinite lift over 0): null, shown
 * as a dash, never as a red 0 %.
 */
export function readableLift(lift: number | null, control: Counts | undefined): number | null {
  if (lift === null || !control || control.views === 0 || conversionRate({ key: 'A', ...control }) === 0) return null;
  return lift;
}

/**
 * The "best" star only when the comparison means something: the spec's rule (the highest rate among variants
 * with at least MIN_VIEWS visitors), and only when at least two variants qualify, the best converted someone
 * and no other qualifying variant ties it.
 */
export function meaningfulBest<V extends Counts & { key: string }>(variants: readonly V[]): string | null {
  const qualifying = variants.filter((variant) => variant.views >= MIN_VIEWS);
  const sorted = qualifying
    .map((variant) => ({ key: variant.key, rate: variant.conversions / variant.views }))
    .sort((a, b) => b.rate - a.rate);
  const [first, second] = sorted;
  if (!first || !second || first.rate === 0 || first.rate === second.rate) return null;
  return first.key;
}

/** The smallest number of visitors an arm is expected to get for the χ² sample-ratio test to be read. */
export const MIN_EXPECTED_PER_ARM = 5;

/**
 * The sample-ratio badge is read only when every arm meant to get traffic expects at least 5 visitors at the
 * configured weights (the usual condition for the χ² approximation; S7's expected counts, as the watch's alarm
 * reads them: smallestExpected); before that it says "too few visitors".
 */
export function sampleRatioReadable(views: readonly number[], weights: readonly number[]): boolean {
  const expected = smallestExpected(views, weights);
  return expected !== null && expected >= MIN_EXPECTED_PER_ARM;
}

/**
 * The challengers in words, counted as they are listed: "B against A", "2 variants (B and C) against A",
 * "3 variants (B–D) against A", "3 variants (B, D and F) against A".
 */
export function challengersInWords(keys: readonly string[]): string {
  const sorted = [...keys].sort();
  if (sorted.length === 0) return 'no variant against A';
  if (sorted.length === 1) return `${sorted[0]} against A`;
  const codes = sorted.map((key) => key.charCodeAt(0));
  const consecutive = sorted.every(
    (key, index) => key.length === 1 && (index === 0 || codes[index] === (codes[index - 1] ?? 0) + 1),
  );
  const names =
    consecutive && sorted.length > 2
      ? `${sorted[0]}–${sorted.at(-1)}`
      : `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
  return `${sorted.length} variants (${names}) against A`;
}

/**
 * The analysis as the page writes it: "best" only where it means something, the lift a dash when A converted
 * no one. Applied once when the figures load, so the table, the detail view and the CSV agree.
 */
export function withReadableFigures<
  V extends Counts & { key: string; isControl: boolean; versusControl: number | null; isBest: boolean },
>(variants: readonly V[]): V[] {
  const control = variants.find((variant) => variant.isControl);
  const best = meaningfulBest(variants);
  return variants.map((variant) => ({
    ...variant,
    isBest: variant.key === best,
    versusControl: readableLift(variant.versusControl, control),
  }));
}
