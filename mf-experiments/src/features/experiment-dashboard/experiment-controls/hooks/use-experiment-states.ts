import type { ExperimentStates } from '@novavox/contracts-experiments';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../common/query-keys';
import { fetchExperimentStates } from '../api/experiment-admin-api';

export interface ExperimentStatesView {
  /** What each experiment does for visitors: the api's answer, or `initial` until it comes. */
  states: ExperimentStates;
  /** Why the last reading failed (the states shown are then the previous ones); null when it worked. */
  error: string | null;
  /** Reads the states again. */
  refresh: () => void;
}

/**
 * The experiments' states as the api has them now: read on open and after every change (a change invalidates
 * them), so the page never relies on the /config.json it was loaded with (which may be minutes old in a
 * long-open tab). `initial` is shown until the api answers, and counts as stale at once.
 */
export function useExperimentStates(endpoint: string, initial: ExperimentStates): ExperimentStatesView {
  const query = useQuery({
    queryKey: queryKeys.experimentStates,
    queryFn: async ({ signal }) => (await fetchExperimentStates(endpoint, signal)).experiments,
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
  return {
    states: query.data,
    error: query.isError ? `Could not read the experiments' states: ${query.error.message}` : null,
    refresh: () => void query.refetch(),
  };
}
