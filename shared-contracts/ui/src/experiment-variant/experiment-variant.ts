/**
 * Entry `@novavox/contracts-ui/experiment-variant`, bundled by the remote that renders experiments: which
 * variant a visitor sees and the events that record it. Bundled, not shared, so a change to the catalog ships
 * with that remote instead of waiting for the shell's copy of the contracts.
 */
export { trackExperimentConversions, trackExperimentImpression } from './experiment-tracking';
export { useCopySlot, useCopySlots } from './use-copy-slot';
export { type ExperimentVariant, useExperimentVariant } from './use-experiment-variant';
