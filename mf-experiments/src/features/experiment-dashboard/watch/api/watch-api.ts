import {
  type ExperimentAlert,
  parseExperimentAlerts,
  parseTeamAlertSettings,
  type TeamAlertSettings,
} from '@novavox/contracts-api/experiment-watch';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { adminFetch } from '../../common/admin-fetch';
import { apiRefusal } from '../../experiment-controls/api/api-error-message';

/** GET /admin/experiments/:id/alerts: what the watch told the team about the experiment, newest first. */
export async function fetchExperimentAlerts(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ExperimentAlert[]> {
  const response = await adminFetch(`${adminEndpoint}/${id}/alerts`, { signal });
  if (!response.ok) throw await apiRefusal(response);
  const parsed = parseExperimentAlerts(await response.json());
  if (!parsed.ok) throw new Error(`Unexpected alerts: ${parsed.problems.join('; ')}`);
  return parsed.value.alerts;
}

/** GET (without `change`) or POST /team/me/alerts: whether the signed-in member receives the watch's e-mails. */
export async function alertSettings(
  teamEndpoint: string,
  change?: TeamAlertSettings,
  signal?: AbortSignal,
): Promise<TeamAlertSettings> {
  const response = await fetch(`${teamEndpoint}/me/alerts`, {
    method: change ? 'POST' : 'GET',
    headers: { Accept: 'application/json', ...(change ? { 'Content-Type': 'application/json' } : {}) },
    credentials: 'include',
    cache: 'no-store',
    ...(change ? { body: JSON.stringify(change) } : {}),
    signal,
  });
  if (!response.ok) throw await apiRefusal(response);
  const parsed = parseTeamAlertSettings(await response.json());
  if (!parsed.ok) throw new Error(`Unexpected alert settings: ${parsed.problems.join('; ')}`);
  return parsed.value;
}
