import { formatRatePercent, signedPoints } from '@novavox/contracts-api/experiment-watch';
import type { SequentialTest } from '@novavox/experiment-stats';

/**
 * How the watch writes figures in words, the same in the history's reasons and in the alert e-mails, with the
 * dashboard's writers (@novavox/contracts-api/experiment-watch): rates in percent with one decimal, and a difference of
 * rates (and its interval) in signed percentage points with two.
 */

/** `count` of `of` as a rate, as the dashboard writes one (formatRatePercent): 8 of 200 → "4.0%". */
export const percentText = (count: number, of: number): string => formatRatePercent(count / of);

/**
 * A comparison's difference and its always-valid interval, in signed points as the card's reasons write them
 * (signedPoints): "+1.25 points, always-valid interval [−0.50, +3.00]".
 */
export function differenceText(test: Pick<SequentialTest, 'difference' | 'interval'>): string {
  const { lower, upper } = test.interval;
  return `${signedPoints(test.difference)} points, always-valid interval [${signedPoints(lower)}, ${signedPoints(upper)}]`;
}
