import type { ExperimentSegments } from '@novavox/contracts-api/experiment-segments';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { useQuery } from '@tanstack/react-query';
import { type QueryView, queryView } from '../../common/query-view';
import { fetchRunSegments } from '../api/fetch-run-segments';

export type RunSegmentsView = QueryView<ExperimentSegments>;

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
  return queryView(
    useQuery({
      queryKey: ['experiment-segments', id, runId, viewer] as const,
      queryFn: ({ signal }) => fetchRunSegments(adminEndpoint, id, signal),
    }),
  );
}
