/**
 * The card's line in the words every place that quotes it uses: the dashboard's card leads with it, and the watch's
 * alert names it in its subject when the line becomes decisive or the split breaks (docs/experiment-watch.md,
 * "Alerts that stay calm"; docs/statistics.md, "The card's line"). One wording, so the e-mail quotes the card.
 */

/** A decisive line (`decisiveLine` of @novavox/experiment-stats): ship a variant, stop and keep A, or no difference. */
export type DecisiveLineOf =
  | { kind: 'ship'; variant: string }
  | { kind: 'stop-keep-control' }
  | { kind: 'no-difference' };

/** "Ship C", "Stop and keep A", "No meaningful difference: stop and keep A". */
export function decisiveLineWords(line: DecisiveLineOf): string {
  switch (line.kind) {
    case 'ship':
      return `Ship ${line.variant}`;
    case 'stop-keep-control':
      return 'Stop and keep A';
    case 'no-difference':
      return 'No meaningful difference: stop and keep A';
  }
}

/** The line while the counts or the split cannot be trusted (bad counts, a sample-ratio alarm). */
export const FIX_DATA_WORDS = 'Fix the data first';
