import type { ExperimentSegments } from '@novavox/contracts-api/experiment-segments';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { useQuery } from '@tanstack/react-query';
import { fetchRunSegments } from '../api/fetch-run-segments';

export type RunSegmentsView =
  | { status: 'loading' }
  | { status: 'loaded'; segments: ExperimentSegments }
  | { status: 'error'; message: string };

/**
 * The run's segments, read on open and again when someone else signs in (`viewer`). Keyed under the run id the
 * card shows (`runId`), so a new run (start, new weights) reads its own.
 */
export function useRunSegments(
  adminEndpoint: string,
  id: ExperimentId,
  runId: string | null,
  viewer: string | null,
): RunSegmentsView {
  const query = useQuery({
    queryKey: ['experiment-segments', id, runId, viewer] as const,
    queryFn: ({ signal }) => fetchRunSegments(adminEndpoint, id, signal),
  });
  if (query.isError) return { status: 'error', message: query.error.message };
  if (query.isPending) return { status: 'loading' };
  return { status: 'loaded', segments: query.data };
}
