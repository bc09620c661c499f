/**
 * Writes section numbers the way legal text cites them: runs of three or more collapse into an en-dash
 * range, a pair stays two numbers, and the last item joins with "and", so [6, 9, 10, 11, 13, 14] reads
 * "6, 9–11, 13 and 14".
 */
export function formatSectionNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: { first: number; last: number }[] = [];
  for (const value of sorted) {
    const current = runs[runs.length - 1];
    if (current && value === current.last + 1) current.last = value;
    else runs.push({ first: value, last: value });
  }
  const parts = runs.flatMap(({ first, last }) => {
    if (last - first >= 2) return [`${first}–${last}`];
    return first === last ? [String(first)] : [String(first), String(last)];
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
