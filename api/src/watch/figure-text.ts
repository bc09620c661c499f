import type { SequentialTest } from '@novavox/experiment-stats';

/**
 * How the watch writes figures in words, the same in the history's reasons and in the alert e-mails: rates as
 * percentages with two decimals, and a difference of rates (and its interval) as signed percentage points.
 */

/** `count` of `of` as a percentage: 8 of 200 → "4.00 %". */
export const percentText = (count: number, of: number): string => `${((count / of) * 100).toFixed(2)} %`;

/** A difference of two rates in signed percentage points: 0.0125 → "+1.25", −0.02 → "-2.00". */
export const pointsText = (value: number): string => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}`;

/** A comparison's difference and its always-valid interval: "+1.25 points, always-valid interval [-0.50, +3.00]". */
export function differenceText(test: Pick<SequentialTest, 'difference' | 'interval'>): string {
  const { lower, upper } = test.interval;
  return `${pointsText(test.difference)} points, always-valid interval [${pointsText(lower)}, ${pointsText(upper)}]`;
}
