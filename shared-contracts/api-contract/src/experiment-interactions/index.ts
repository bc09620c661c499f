/** Data-only entry (`@novavox/contracts-api/experiment-interactions`): the interaction check of running experiments. */
export {
  type ExperimentInteraction,
  type ExperimentInteractionsResponse,
  experimentInteractionSchema,
  experimentInteractionsResponseSchema,
  type InteractionCell,
  interactionCellSchema,
  parseExperimentInteractions,
} from './experiment-interactions';
