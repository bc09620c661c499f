import type { ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { useQuery } from '@tanstack/react-query';
import { fetchExperimentAlerts } from '../api/watch-api';
import { watchQueryKeys } from './watch-query-keys';

export type ExperimentAlertsView =
  | { status: 'loading' }
  | { status: 'loaded'; alerts: readonly ExperimentAlert[] }
  | { status: 'error'; message: string };

/** What the watch told the team about one experiment, read on open, on sign-in and after each change. */
export function useExperimentAlerts(
  adminEndpoint: string,
  id: ExperimentId,
  viewer: string | null,
): ExperimentAlertsView {
  const query = useQuery({
    queryKey: watchQueryKeys.alertsOf(id, viewer),
    queryFn: ({ signal }) => fetchExperimentAlerts(adminEndpoint, id, signal),
    retry: false,
  });
  if (query.isError) return { status: 'error', message: query.error.message };
  if (query.isPending) return { status: 'loading' };
  return { status: 'loaded', alerts: query.data };
}
