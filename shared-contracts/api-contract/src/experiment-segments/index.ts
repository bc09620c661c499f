/** Data-only entry (`@novavox/contracts-api/experiment-segments`): a run's segments, for the api and the dashboard. */
export {
  DEVICE_CLASSES,
  type DeviceClass,
  type ExperimentSegments,
  experimentSegmentsSchema,
  OTHER_SEGMENT,
  SEGMENT_DIMENSIONS,
  SEGMENT_MIN_VISITORS,
  SEGMENTS_PER_DIMENSION,
  type SegmentArm,
  type SegmentDimension,
  type SegmentRow,
  segmentArmSchema,
  segmentRowSchema,
} from './experiment-segments-schema';
