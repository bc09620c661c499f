import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../common/query-keys';
import { fetchExperimentInteractions } from '../api/fetch-experiment-interactions';

/**
 * Read for the signed-in person (`viewer`), again when someone else signs in; nothing is asked signed out. The key
 * sits under the stats' key: the check reads the same runs, so Refresh Data and every change (a start, new weights)
 * read it again with the stats.
 */
export function useExperimentInteractions(adminEndpoint: string, viewer: string | null) {
  return useQuery({
    queryKey: [...queryKeys.abStats, 'interactions', viewer] as const,
    queryFn: ({ signal }) => fetchExperimentInteractions(adminEndpoint, signal),
    enabled: viewer !== null,
  });
}
