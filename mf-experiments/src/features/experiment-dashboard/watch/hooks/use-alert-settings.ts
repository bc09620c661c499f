import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertSettings } from '../api/watch-api';
import { watchQueryKeys } from './watch-query-keys';

/** The signed-in member's choice to receive the watch's e-mails (`/team/me/alerts`), and how to change it. */
export function useAlertSettings(teamEndpoint: string, viewer: string) {
  const client = useQueryClient();
  const key = watchQueryKeys.alertSettings(viewer);
  // The change being saved, set in the click's own render: the query library reports a pending mutation a task
  // later, and a controlled checkbox would flip back until then.
  const [saving, setSaving] = useState<boolean | null>(null);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => alertSettings(teamEndpoint, undefined, signal),
    retry: false,
  });
  const mutation = useMutation({
    mutationFn: (experimentAlerts: boolean) => alertSettings(teamEndpoint, { experimentAlerts }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
  return {
    // While a change is saved the box shows it (the api's answer replaces it, or the read value comes back).
    receives: saving ?? query.data?.experimentAlerts ?? null,
    readError: query.isError ? query.error.message : null,
    saveError: mutation.isError ? mutation.error.message : null,
    busy: query.isPending,
    set: (on: boolean) => {
      setSaving(on);
      // Per call: only the last click's answer ends the saving state (the library calls only the last one's).
      mutation.mutate(on, { onSettled: () => setSaving(null) });
    },
  };
}
