import { type ExperimentSegments, experimentSegmentsSchema } from '@novavox/contracts-api/experiment-segments';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { adminFetch } from '../../common/admin-fetch';
import { apiErrorMessage } from '../../experiment-controls/api/api-error-message';

/** GET /admin/experiments/:id/segments: the run's figures by segment, checked with the shared schema. */
export async function fetchRunSegments(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ExperimentSegments> {
  const response = await adminFetch(`${adminEndpoint}/${id}/segments`, { signal });
  if (!response.ok) throw new Error(await apiErrorMessage(response));
  const parsed = experimentSegmentsSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected segments: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return parsed.data;
}
