import * as z from 'zod/mini';
import { count } from '../answer-fields';
import { parseWith } from '../parse-with';

/**
 * `GET /admin/experiments/interactions`: for each pair of experiments running on one page, whether one's effect
 * seems to depend on the other's arm (docs/statistics.md S12). For exploring, not for deciding: nothing alerts on it.
 */
const probability = z.number().check(z.minimum(0), z.maximum(1));

export const interactionCellSchema = z.object({
  /** The arm of the pair's first experiment (the table's row) and of its second (the column). */
  firstArm: z.string(),
  secondArm: z.string(),
  /** Visitors exposed to both within both current runs, and those of them who then signed up. */
  visitors: count,
  conversions: count,
});
export type InteractionCell = z.infer<typeof interactionCellSchema>;

export const experimentInteractionSchema = z.object({
  first: z.string(),
  second: z.string(),
  /** The page both run on (a route). */
  page: z.string(),
  cells: z.array(interactionCellSchema),
  /** Null when there is not enough data to test the pair (too few visitors in a cell of the arms seen). */
  chiSquare: z.nullable(z.number().check(z.minimum(0))),
  degreesOfFreedom: z.nullable(count),
  pValue: z.nullable(probability),
  /** Holm-adjusted over the pairs tested in this answer. */
  adjustedPValue: z.nullable(probability),
  /** Adjusted p below `alpha`: worth a look before reading either experiment's verdict. */
  flagged: z.boolean(),
});
export type ExperimentInteraction = z.infer<typeof experimentInteractionSchema>;

export const experimentInteractionsResponseSchema = z.object({
  /** Family-wise level over the pairs (Holm). */
  alpha: probability,
  /** Every cell of a tested pair has at least this many visitors. */
  minCellVisitors: count,
  pairs: z.array(experimentInteractionSchema),
});
export type ExperimentInteractionsResponse = z.infer<typeof experimentInteractionsResponseSchema>;

/** The answer checked against the schema, or the problems naming each field. */
export const parseExperimentInteractions = (value: unknown) => parseWith(experimentInteractionsResponseSchema, value);
