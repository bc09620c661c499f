import {
  type ExperimentChangeRecord,
  type ExperimentChangeRequest,
  type ExperimentId,
  type ExperimentStatesDocument,
  parseExperimentHistory,
  parseExperimentStatesDocument,
} from '@novavox/contracts-experiments';
import { adminCallParsed, adminFetch } from '../../common/admin-fetch';
import { apiErrorMessage, apiRefusal } from '../../common/api-refusal';

/**
 * GET /experiments/state, past every cache: after a change the dashboard must show what visitors get now,
 * not what the /config.json it loaded with said. Throws the api's refusal or the problem with its answer.
 */
export async function fetchExperimentStates(endpoint: string, signal?: AbortSignal): Promise<ExperimentStatesDocument> {
  const response = await fetch(endpoint, { headers: { Accept: 'application/json' }, cache: 'no-store', signal });
  if (!response.ok) throw new Error(await apiErrorMessage(response));
  const parsed = parseExperimentStatesDocument(await response.json());
  if (!parsed.ok) throw new Error(`Unexpected experiment states: ${parsed.problems.join('; ')}`);
  return parsed.value;
}

/**
 * POST /admin/experiments/:id/<action>: one change, answered with the logged record; throws the api's refusal
 * (ApiRefusal, with the message of each field it named).
 */
export async function postExperimentChange(
  adminEndpoint: string,
  id: ExperimentId,
  change: ExperimentChangeRequest,
): Promise<ExperimentChangeRecord> {
  const { action, ...body } = change;
  const response = await adminFetch(`${adminEndpoint}/${id}/${action}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw await apiRefusal(response);
  const { change: record } = (await response.json()) as { change: ExperimentChangeRecord };
  return record;
}

/** GET /admin/experiments/:id/history: the experiment's changes, oldest first. */
export async function fetchExperimentHistory(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ExperimentChangeRecord[]> {
  return adminCallParsed(`${adminEndpoint}/${id}/history`, (answer) => parseExperimentHistory(id, answer), 'history', {
    signal,
  });
}
