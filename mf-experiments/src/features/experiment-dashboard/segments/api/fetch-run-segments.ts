import { type ExperimentSegments, experimentSegmentsSchema } from '@novavox/contracts-api/experiment-segments';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { adminCall } from '../../common/admin-fetch';
import { apiRefusal } from '../../common/api-refusal';

/** GET /admin/experiments/:id/segments: the run's figures by segment, checked with the shared schema. */
export function fetchRunSegments(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ExperimentSegments> {
  return adminCall(`${adminEndpoint}/${id}/segments`, experimentSegmentsSchema, { signal }, apiRefusal);
}
