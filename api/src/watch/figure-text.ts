import { signedPoints } from '@novavox/contracts-api/experiment-watch';
import type { SequentialTest } from '@novavox/experiment-stats';

/**
 * How the watch writes a comparison in words, the same in the history's reasons and in the alert e-mails. Its rates,
 * counts and α come straight from the writers it shares with the dashboard (@novavox/contracts-api/experiment-watch).
 */

/**
 * A comparison's difference and its always-valid interval, in signed points as the card's reasons write them
 * (signedPoints): "+1.25 points, always-valid interval [−0.50, +3.00]".
 */
export function differenceText(test: Pick<SequentialTest, 'difference' | 'interval'>): string {
  const { lower, upper } = test.interval;
  return `${signedPoints(test.difference)} points, always-valid interval [${signedPoints(lower)}, ${signedPoints(upper)}]`;
}
