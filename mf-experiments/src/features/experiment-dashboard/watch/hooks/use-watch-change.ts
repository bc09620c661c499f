import type { ExperimentChangeRequest, ExperimentId } from '@novavox/contracts-experiments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../common/query-keys';
import { postWatchChange } from '../api/watch-api';
import { watchQueryKeys } from './watch-query-keys';

/**
 * Sends an end-date change or an override and, before resolving, reads back what it changed: the states, the
 * experiment's history and alerts, and the stats (a start or new weights begins a run). Rejects with ApiRefusal.
 */
export function useWatchChange(adminEndpoint: string, id: ExperimentId) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: ExperimentChangeRequest) => postWatchChange(adminEndpoint, id, request),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.experimentStates }),
        client.invalidateQueries({ queryKey: [...queryKeys.history, id] }),
        client.invalidateQueries({ queryKey: [...watchQueryKeys.alerts, id] }),
        client.invalidateQueries({ queryKey: queryKeys.abStats }),
      ]),
  });
  return { send: mutation.mutateAsync, busy: mutation.isPending };
}
