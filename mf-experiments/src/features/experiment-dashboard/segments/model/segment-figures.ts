import {
  OTHER_SEGMENT,
  SEGMENT_MIN_VISITORS,
  type SegmentArm,
  type SegmentDimension,
} from '@novavox/contracts-api/experiment-segments';
import { formatRatePercent } from '../../common/rate-format';

/** What each dimension is called on the card. */
export const DIMENSION_NAMES: Record<SegmentDimension, string> = {
  device: 'Device class',
  source: 'Traffic source',
  landing: 'Landing route',
};

export const TOO_FEW_VISITORS = 'too few visitors';

/**
 * An arm's conversion rate in a segment, in the dashboard's one rate format ("12.5%"), or TOO_FEW_VISITORS below
 * SEGMENT_MIN_VISITORS: a rate of a handful of visitors reads as a finding when it is noise.
 */
export function segmentRate(arm: SegmentArm): string {
  if (arm.views < SEGMENT_MIN_VISITORS) return TOO_FEW_VISITORS;
  return formatRatePercent(arm.conversions / arm.views);
}

/** A segment's name on the card: the api's value, with the sum of the smaller ones and the unknown said in words. */
export function segmentName(dimension: SegmentDimension, segment: string): string {
  if (segment === OTHER_SEGMENT) return 'all others';
  if (segment === 'unknown') return dimension === 'device' ? 'not sent' : 'not recorded';
  return segment;
}
