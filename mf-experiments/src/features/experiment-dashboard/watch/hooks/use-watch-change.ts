import type { ExperimentChangeRequest, ExperimentId } from '@novavox/contracts-experiments';
import { useQueryClient } from '@tanstack/react-query';
import { useExperimentChange } from '../../experiment-controls/hooks/use-experiment-change';
import { watchQueryKeys } from './watch-query-keys';

/**
 * An end-date change or an override, sent as every change is (use-experiment-change.ts: states, history and stats
 * read back), and the experiment's alerts read again. Rejects with the api's refusal (ApiRefusal names the fields).
 */
export function useWatchChange(adminEndpoint: string, id: ExperimentId) {
  const client = useQueryClient();
  const { change, busy } = useExperimentChange(adminEndpoint, id);
  async function send(request: ExperimentChangeRequest) {
    const state = await change(request);
    await client.invalidateQueries({ queryKey: [...watchQueryKeys.alerts, id] });
    return state;
  }
  return { send, busy };
}
