import type { ExperimentMemoryResponse } from '@novavox/contracts-api/experiment-memory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchArchive, fetchMemory, saveMemory } from '../api/memory-api';

/** This folder's server state; a conclusion elsewhere on the page refreshes the archive when it is next opened. */
export const memoryQueryKeys = {
  memory: (id: string) => ['experiment-memory', id] as const,
  archive: ['experiment-archive'] as const,
};

/** One experiment's hypothesis and notes, and the save of a new version (its answer replaces what is shown). */
export function useExperimentMemory(adminEndpoint: string, experimentId: string) {
  const client = useQueryClient();
  const key = memoryQueryKeys.memory(experimentId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchMemory(adminEndpoint, experimentId, signal),
  });
  const save = useMutation({
    mutationFn: (body: { hypothesis: string; notes: string; version: number }) =>
      saveMemory(adminEndpoint, experimentId, body),
    onSuccess: (memory) => client.setQueryData<ExperimentMemoryResponse>(key, memory),
  });
  return { query, save };
}

/** The concluded runs, newest first, read each time the archive is shown. */
export function useRunArchive(adminEndpoint: string) {
  return useQuery({
    queryKey: memoryQueryKeys.archive,
    queryFn: ({ signal }) => fetchArchive(adminEndpoint, signal),
    staleTime: 0,
  });
}
