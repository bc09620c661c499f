import type { EndAction } from '@novavox/contracts-experiments';

/**
 * What a run's end action does, in the words every place that names it uses: the dashboard's card, overview,
 * history and end-date form (capitalised there), and the watch's e-mail when the date comes
 * (docs/experiment-watch.md, "End dates"). One promise, so a marketer never reads two outcomes for one choice.
 */
export const END_ACTION_WORDS: Readonly<Record<EndAction, string>> = {
  stop: 'stop and keep A',
  ship_winner: 'ship the winner, else stop and keep A',
  notify: 'notify the team only',
};
