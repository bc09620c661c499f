import * as z from 'zod/mini';
import { count } from '../answer-fields';

/**
 * A run's figures broken down by segment, for exploring, not for deciding (docs/analytics-and-experiments.md,
 * "Segments"): the body of `GET /admin/experiments/:id/segments`, checked by the api's tests and parsed by the
 * dashboard. No verdict or significance is given per segment, on purpose.
 */
export const SEGMENT_DIMENSIONS = ['device', 'source', 'landing'] as const;
export type SegmentDimension = (typeof SEGMENT_DIMENSIONS)[number];

/** Device classes, from the User-Agent of the request that carried the first impression. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Below this many visitors in an arm of a segment, its rate is not shown: "too few visitors". */
export const SEGMENT_MIN_VISITORS = 30;
/** Segments shown per dimension, largest first; the rest are summed into OTHER_SEGMENT. */
export const SEGMENTS_PER_DIMENSION = 12;
export const OTHER_SEGMENT = '(other)';

export const segmentArmSchema = z.object({ variant: z.string(), views: count, conversions: count });
export type SegmentArm = z.infer<typeof segmentArmSchema>;

export const segmentRowSchema = z.object({
  segment: z.string(),
  /** Every arm of the run, sorted by letter (zero rows where the segment had none). */
  arms: z.array(segmentArmSchema),
});
export type SegmentRow = z.infer<typeof segmentRowSchema>;

export const experimentSegmentsSchema = z.object({
  experimentId: z.string(),
  /** The run broken down (the experiment's current or last run); null before its first start. */
  runId: z.nullable(z.string()),
  dimensions: z.array(z.object({ dimension: z.enum(SEGMENT_DIMENSIONS), rows: z.array(segmentRowSchema) })),
});
export type ExperimentSegments = z.infer<typeof experimentSegmentsSchema>;
