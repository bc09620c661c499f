import { wilsonInterval, Z_95 } from './wilson-interval';

/**
 * How the simulations print their figures with their own error (issue 44, item 5): a rate with its 95 % Wilson
 * interval, and a quantile of days with a distribution-free 95 % interval from order statistics.
 */

/** The wider side of the 95 % Wilson interval of count / total, in parts of 1. */
export function halfWidth(count: number, total: number): number {
  const interval = wilsonInterval(count, total);
  return Math.max(count / total - interval.lower, interval.upper - count / total);
}

/** "2.31 % [2.11, 2.52]": a share with its 95 % Wilson interval, in percent. */
export function rateWithInterval(count: number, total: number): string {
  const interval = wilsonInterval(count, total);
  return `${((100 * count) / total).toFixed(2)} % [${(100 * interval.lower).toFixed(2)}, ${(100 * interval.upper).toFixed(2)}]`;
}

/**
 * The q-quantile of the days with a distribution-free 95 % interval (order statistics: ranks n·q ∓ 1.96·√(n q (1−q))),
 * counting experiments without a day as later than any; "none" where the rank falls on those.
 */
export function dayQuantileWithInterval(days: readonly (number | null)[], q: number): string {
  const sorted = days.map((day) => day ?? Infinity).sort((a, b) => a - b);
  const n = sorted.length;
  const spread = Z_95 * Math.sqrt(n * q * (1 - q));
  const at = (rank: number) => {
    const value = sorted[Math.min(n - 1, Math.max(0, Math.ceil(rank) - 1))];
    return value === undefined || value === Infinity ? 'none' : String(value);
  };
  return `${at(n * q)} [${at(n * q - spread)}, ${at(n * q + spread)}]`;
}
