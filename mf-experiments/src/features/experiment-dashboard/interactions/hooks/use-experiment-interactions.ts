import { useQuery } from '@tanstack/react-query';
import { fetchExperimentInteractions } from '../api/fetch-experiment-interactions';

/** Read for the signed-in person (`viewer`), again when someone else signs in; nothing is asked signed out. */
export function useExperimentInteractions(adminEndpoint: string, viewer: string | null) {
  return useQuery({
    queryKey: ['experiment-interactions', viewer] as const,
    queryFn: ({ signal }) => fetchExperimentInteractions(adminEndpoint, signal),
    enabled: viewer !== null,
  });
}
