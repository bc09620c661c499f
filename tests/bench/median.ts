/**
 * The median the bench reports: of the values that were measured (NaN and infinities, a run whose mark never
 * came, are left out, as one would otherwise blank the figure), and of an even count the upper of the two
 * middle values, so that it is always a figure some run really gave. NaN when nothing was measured.
 */
export function median(values: readonly number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
}
