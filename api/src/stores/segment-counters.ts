import {
  type DeviceClass,
  type ExperimentSegments,
  OTHER_SEGMENT,
  SEGMENT_DIMENSIONS,
  SEGMENTS_PER_DIMENSION,
  type SegmentRow,
} from '@novavox/contracts-api/experiment-segments';
import type { AppKysely } from '../db/database-schema';
import { getOrCreate } from './get-or-create';
import { key } from './key-order';

/** A segment value the sender did not give (an impression from before segments were sent, or no User-Agent). */
export const UNKNOWN_SEGMENT = 'unknown';

/** An exposure's segments, in SEGMENT_DIMENSIONS order (device, source, landing): the exposure row's new columns. */
export type ExposureSegments = [device: string, source: string, landing: string];

/** The segments of a visitor first exposed by `impression` (none: a conversion), sent from a `device`. */
export function exposureSegments(
  impression: { landing_path?: string; traffic_source?: string } | undefined,
  device: DeviceClass | undefined,
): ExposureSegments {
  return [
    device ?? UNKNOWN_SEGMENT,
    impression?.traffic_source?.toLowerCase() ?? UNKNOWN_SEGMENT,
    impression?.landing_path ?? UNKNOWN_SEGMENT,
  ];
}

type SegmentCells = [string, string, string, string, string, number, number];
/** New views of a batch: [experiment, run, dimension, segment, variant, views, 0], keyed in that order. */
export type SegmentViews = Map<string, SegmentCells>;

/** Counts one visitor first exposed within `runId` in each of their segments. */
export function addSegmentViews(
  views: SegmentViews,
  experimentId: string,
  runId: string,
  variantId: string,
  segments: ExposureSegments,
): void {
  SEGMENT_DIMENSIONS.forEach((dimension, index) => {
    const segment = segments[index] ?? UNKNOWN_SEGMENT;
    getOrCreate(
      views,
      key(experimentId, runId, dimension, segment, variantId),
      (): SegmentCells => [experimentId, runId, dimension, segment, variantId, 0, 0],
    )[5] += 1;
  });
}

/** The ingest's statement for a chunk of SegmentViews rows (`values` is its VALUES list). */
export const segmentViewsUpsert = (values: string) =>
  `INSERT INTO experiment_segment_counters (experiment_id, run_id, dimension, segment, variant_id, views, conversions)
    VALUES ${values}
    ON CONFLICT (experiment_id, run_id, dimension, segment, variant_id) DO UPDATE SET
      views = experiment_segment_counters.views + excluded.views`;

/** Counts a credited conversion of a run in the segments its exposure was stored with (none: not segmented). */
export async function addSegmentConversion(
  db: AppKysely,
  row: { experiment_id: string; run_id: string; variant_id: string },
  segments: (string | null)[],
): Promise<void> {
  for (const [index, dimension] of SEGMENT_DIMENSIONS.entries()) {
    const segment = segments[index];
    if (segment === null || segment === undefined) continue;
    await db
      .insertInto('experiment_segment_counters')
      .values({ ...row, dimension, segment, views: 0, conversions: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['experiment_id', 'run_id', 'dimension', 'segment', 'variant_id'])
          .doUpdateSet((eb) => ({ conversions: eb('experiment_segment_counters.conversions', '+', 1) })),
      )
      .execute();
  }
}

/**
 * A run's segments: for each dimension, its largest segments by visitors (SEGMENTS_PER_DIMENSION, the rest summed
 * into OTHER_SEGMENT), each with every arm of `variants`. Reads the run's counter rows only.
 */
export async function readRunSegments(
  db: AppKysely,
  experimentId: string,
  runId: string | null,
  variants: readonly string[],
): Promise<ExperimentSegments> {
  const rows =
    runId === null
      ? []
      : await db
          .selectFrom('experiment_segment_counters')
          .select(['dimension', 'segment', 'variant_id', 'views', 'conversions'])
          .where('experiment_id', '=', experimentId)
          .where('run_id', '=', runId)
          .execute();
  return {
    experimentId,
    runId,
    dimensions: SEGMENT_DIMENSIONS.map((dimension) => ({
      dimension,
      rows: dimensionRows(
        rows.filter((row) => row.dimension === dimension),
        variants,
      ),
    })),
  };
}

function dimensionRows(
  counters: { segment: string; variant_id: string; views: number; conversions: number }[],
  variants: readonly string[],
): SegmentRow[] {
  const bySegment = new Map<string, Map<string, { views: number; conversions: number }>>();
  for (const counter of counters) {
    const arms = getOrCreate(bySegment, counter.segment, () => new Map());
    arms.set(counter.variant_id, { views: Number(counter.views), conversions: Number(counter.conversions) });
  }
  const letters = [...new Set([...variants, ...counters.map((counter) => counter.variant_id)])].sort();
  const rows = [...bySegment].map(([segment, arms]) => ({
    segment,
    arms: letters.map((variant) => ({ variant, views: 0, conversions: 0, ...arms.get(variant) })),
  }));
  const visitors = (row: SegmentRow) => row.arms.reduce((sum, arm) => sum + arm.views, 0);
  rows.sort((a, b) => visitors(b) - visitors(a) || (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0));
  if (rows.length <= SEGMENTS_PER_DIMENSION) return rows;
  const kept = rows.slice(0, SEGMENTS_PER_DIMENSION - 1);
  const other = letters.map((variant) => ({ variant, views: 0, conversions: 0 }));
  for (const row of rows.slice(SEGMENTS_PER_DIMENSION - 1)) {
    row.arms.forEach((arm, index) => {
      const sum = other[index];
      if (!sum) return;
      sum.views += arm.views;
      sum.conversions += arm.conversions;
    });
  }
  return [...kept, { segment: OTHER_SEGMENT, arms: other }];
}
