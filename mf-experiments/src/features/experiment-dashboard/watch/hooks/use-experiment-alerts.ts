import type { ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { useQuery } from '@tanstack/react-query';
import { type QueryView, queryView } from '../../common/query-view';
import { fetchExperimentAlerts } from '../api/watch-api';
import { watchQueryKeys } from './watch-query-keys';

export type ExperimentAlertsView = QueryView<readonly ExperimentAlert[]>;

/** What the watch told the team about one experiment, read on open, on sign-in and after each change. */
export function useExperimentAlerts(
  adminEndpoint: string,
  id: ExperimentId,
  viewer: string | null,
): ExperimentAlertsView {
  return queryView(
    useQuery({
      queryKey: watchQueryKeys.alertsOf(id, viewer),
      queryFn: ({ signal }) => fetchExperimentAlerts(adminEndpoint, id, signal),
      retry: false,
    }),
  );
}
