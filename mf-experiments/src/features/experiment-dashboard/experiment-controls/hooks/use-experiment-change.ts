import type {
  ExperimentChangeRequest,
  ExperimentId,
  ExperimentState,
  ExperimentStates,
} from '@novavox/contracts-experiments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../common/query-keys';
import { postExperimentChange } from '../api/experiment-admin-api';

/**
 * Sends one change to the api, then invalidates what it changed (every state, this experiment's history, the
 * stats: a start, new weights or a new plan begins a new run) and waits for the states to be read back, so
 * the card announces what visitors now get, not what the answer alone said. Resolves with that state.
 */
export function useExperimentChange(adminEndpoint: string, id: ExperimentId) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: ExperimentChangeRequest) => postExperimentChange(adminEndpoint, id, request),
    // Awaited before mutateAsync resolves: the page has read back what the change did.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.experimentStates }),
        client.invalidateQueries({ queryKey: [...queryKeys.history, id] }),
        client.invalidateQueries({ queryKey: queryKeys.abStats }),
      ]),
  });
  /** Rejects with the api's refusal; resolves with the experiment's state as read back (or as the answer said). */
  async function change(request: ExperimentChangeRequest): Promise<ExperimentState> {
    const record = await mutation.mutateAsync(request);
    const read = client.getQueryState<ExperimentStates>(queryKeys.experimentStates);
    return read?.status === 'success' && read.data ? read.data[id] : record.after;
  }
  return { change, busy: mutation.isPending };
}
