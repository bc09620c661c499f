import type {
  ExperimentInteraction,
  ExperimentInteractionsResponse,
} from '@novavox/contracts-api/experiment-interactions';
import { countOf, formatCount, formatPValue } from '@novavox/contracts-api/experiment-watch';
import { experimentById, isExperimentId } from '@novavox/contracts-experiments';

export const EXPLORATORY_NOTE = 'For exploring, not for deciding';

export const experimentName = (id: string) => (isExperimentId(id) ? experimentById(id).name : id);

export const pageName = (page: string) => (page === '/' ? 'Landing page' : page);

export const visitorsInBoth = (pair: ExperimentInteraction) =>
  formatCount(pair.cells.reduce((sum, cell) => sum + cell.visitors, 0));

/**
 * A p-value to three significant digits, so that the small p-values of many pairs stay apart (0.00234, not 0.002),
 * below 0.001 as the verdict writes it: formatPValue's "<0.001".
 */
export const formatP = (value: number | null): string => formatPValue(value, 'significant');

/** The line under the heading: how many pairs were checked, and that none or some were flagged. */
export function interactionSummary(answer: ExperimentInteractionsResponse): string {
  const tested = answer.pairs.filter((pair) => pair.pValue !== null).length;
  const waiting = answer.pairs.length - tested;
  const flagged = answer.pairs.filter((pair) => pair.flagged).length;
  if (answer.pairs.length === 0) return 'Fewer than two experiments run on one page: there is no pair to check.';
  const pairs = (n: number) => countOf(n, 'pair', 'pairs');
  const waitingText =
    waiting === 0
      ? ''
      : ` ${pairs(waiting)} ${waiting === 1 ? 'waits' : 'wait'} for at least ${formatCount(answer.minCellVisitors)} visitors in every combination of arms.`;
  const flaggedText =
    flagged === 0
      ? `No pair of the ${pairs(tested)} checked seems to interact.`
      : `${pairs(flagged)} of the ${pairs(tested)} checked ${flagged === 1 ? 'seems' : 'seem'} to interact.`;
  return `${flaggedText}${waitingText}`;
}
