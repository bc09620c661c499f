/**
 * Figures the watch and the dashboard both write for the team, one writer per kind: the card's reasons, and the
 * watch's history reasons and alert e-mails (whose guardrail figures the card lists again).
 */

/** A count with en-US digit grouping, whatever the reader's language: "12,345" (visitors, conversions, days). */
export const formatCount = (value: number): string => value.toLocaleString('en-US');

/**
 * A count and its noun, singular for exactly one, the digits grouped as formatCount does: "1 change", "2 changes",
 * "1,234 e-mails". The plural is given, not guessed ("1 attempt", "3 attempts").
 */
export const countOf = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * A conversion rate given as a fraction, in percent with one decimal: 0.125 → "12.5%". The spec's "rates to one
 * decimal" (docs/requirements.md), wherever the team reads a rate: the dashboard's tables, verdict, ship dialog and
 * segments card, and the watch's guardrail figures, which the card lists again.
 */
export const formatRatePercent = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

/**
 * A difference of two rates in signed percentage points, two decimals and no unit, for inside "… points" (the
 * intervals of a verdict's reason or an alert): 0.0125 → "+1.25", −0.02 → "−2.00", with a true minus sign as every
 * signed figure of the dashboard. Not the tables' formatPoints (one decimal, " pp").
 */
export const signedPoints = (difference: number): string =>
  `${difference >= 0 ? '+' : '−'}${Math.abs(difference * 100).toFixed(2)}`;

/**
 * A test's α, or its share per comparison, to three significant digits without trailing zeros: 0.05 → "0.05",
 * 0.05 / 3 → "0.0167", 0.05 / 8 → "0.00625". The watch's verdict and guardrail lines, and the card's detail view.
 */
export const formatAlpha = (alpha: number): string => String(Number(alpha.toPrecision(3)));

/**
 * A p-value: "<0.001" below that, "—" when there is none, else with three decimals (the verdict's and the
 * sample-ratio badge's) or, `significant`, three significant digits, so that the small p-values of many pairs stay
 * apart (the interactions table: 0.00234, not 0.002).
 */
export function formatPValue(p: number | null, digits: 'decimals' | 'significant' = 'decimals'): string {
  if (p === null) return '—';
  if (p < 0.001) return '<0.001';
  return digits === 'significant' ? p.toPrecision(3) : p.toFixed(3);
}

/**
 * A p-value as a statement, as the card's sample-ratio badges and the watch's sample-ratio e-mail write it:
 * "p = 0.036", or "p <0.001" below that.
 */
export function formatPStatement(p: number): string {
  const value = formatPValue(p);
  return value.startsWith('<') ? `p ${value}` : `p = ${value}`;
}
