import type { ExperimentChangeRecord, ExperimentId } from '@novavox/contracts-experiments';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../common/query-keys';
import { fetchExperimentHistory } from '../api/experiment-admin-api';

export type ExperimentHistoryView =
  | { status: 'loading'; records: readonly ExperimentChangeRecord[] }
  | { status: 'loaded'; records: readonly ExperimentChangeRecord[] }
  | { status: 'error'; records: readonly ExperimentChangeRecord[]; message: string };

const NONE: readonly ExperimentChangeRecord[] = [];

/**
 * An experiment's change log, read on open, again when someone else signs in (`viewer`, the signed-in person;
 * null when nobody is) and whenever a change invalidates it.
 */
export function useExperimentHistory(
  adminEndpoint: string,
  id: ExperimentId,
  viewer: string | null,
): ExperimentHistoryView {
  const query = useQuery({
    queryKey: queryKeys.historyOf(id, viewer),
    queryFn: ({ signal }) => fetchExperimentHistory(adminEndpoint, id, signal),
  });
  if (query.isError) return { status: 'error', records: NONE, message: query.error.message };
  if (query.isPending || query.isFetching) return { status: 'loading', records: query.data ?? NONE };
  return { status: 'loaded', records: query.data };
}
