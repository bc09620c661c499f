import type { CopyExperimentDraft, CopySlotId } from '@novavox/contracts-experiments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CopyChange,
  fetchCopyExperimentHistory,
  fetchCopyExperiments,
  fetchCopySlots,
  fetchSlotHistory,
  postCopyChange,
  saveCopyDraft,
} from '../api/copy-admin-api';
import { copyQueryKeys } from '../api/copy-query-keys';

export function useCopySlots(endpoint: string) {
  return useQuery({ queryKey: copyQueryKeys.slots, queryFn: ({ signal }) => fetchCopySlots(endpoint, signal) });
}

export function useCopyExperiments(endpoint: string) {
  return useQuery({
    queryKey: copyQueryKeys.experiments,
    queryFn: ({ signal }) => fetchCopyExperiments(endpoint, signal),
  });
}

export function useSlotHistory(endpoint: string, slot: CopySlotId) {
  return useQuery({
    queryKey: copyQueryKeys.slotHistory(slot),
    queryFn: ({ signal }) => fetchSlotHistory(endpoint, slot, signal),
  });
}

export function useCopyExperimentHistory(endpoint: string, id: string) {
  return useQuery({
    queryKey: copyQueryKeys.history(id),
    queryFn: ({ signal }) => fetchCopyExperimentHistory(endpoint, id, signal),
  });
}

/**
 * Saving a draft and changing an experiment's status. Either may change what the slots show and every list, so a
 * success invalidates all of the editor's answers and waits for them to be read back.
 */
export function useCopyChanges(endpoint: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: copyQueryKeys.all });
  const save = useMutation({
    mutationFn: ({ draft, id }: { draft: CopyExperimentDraft; id: string | null }) =>
      saveCopyDraft(endpoint, draft, id),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, request }: { id: string; request: CopyChange }) => postCopyChange(endpoint, id, request),
    onSuccess: refresh,
  });
  return { save, change };
}
