import {
  type ExperimentAlert,
  parseExperimentAlerts,
  parseTeamAlertSettings,
  type TeamAlertSettings,
} from '@novavox/contracts-api/experiment-watch';
import type { ExperimentId } from '@novavox/contracts-experiments';
import { adminCallParsed } from '../../common/admin-fetch';

/** GET /admin/experiments/:id/alerts: what the watch told the team about the experiment, newest first. */
export async function fetchExperimentAlerts(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ExperimentAlert[]> {
  return (await adminCallParsed(`${adminEndpoint}/${id}/alerts`, parseExperimentAlerts, 'alerts', { signal })).alerts;
}

/** GET (without `change`) or POST /team/me/alerts: whether the signed-in member receives the watch's e-mails. */
export async function alertSettings(
  teamEndpoint: string,
  change?: TeamAlertSettings,
  signal?: AbortSignal,
): Promise<TeamAlertSettings> {
  return adminCallParsed(`${teamEndpoint}/me/alerts`, parseTeamAlertSettings, 'alert settings', {
    method: change ? 'POST' : 'GET',
    ...(change ? { body: JSON.stringify(change) } : {}),
    signal,
  });
}
