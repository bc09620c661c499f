import type { ExperimentState } from '@novavox/contracts-experiments';
import type { ExperimentAction } from '../../verdict/model/experiment-action';

/** The overview's State column: the state in a word, as the card's line says it (experiment-state-words.ts). */

/**
 * What to do next with an experiment, in a few words: only what its state allows (a paused test is resumed or
 * shipped, a shipped one needs nothing), and from a running one what its line says.
 */
export function nextAction(state: ExperimentState | undefined, action: ExperimentAction): string {
  switch (state?.status) {
    case undefined:
      return 'Read the figures';
    case 'not_started':
      return 'Start it when ready';
    case 'paused':
      return 'Resume, or ship a variant';
    case 'concluded':
      return 'Nothing: the record is kept';
    case 'running':
      switch (action.kind) {
        case 'ship':
          return `Ship ${action.variant}`;
        case 'stop-keep-control':
        case 'no-difference':
          return 'Stop: ship A';
        case 'fix-data':
          return 'Fix the data';
        default:
          return action.advice.length > 0 ? 'Rethink the plan: too slow' : 'Wait: read it again tomorrow';
      }
  }
}
