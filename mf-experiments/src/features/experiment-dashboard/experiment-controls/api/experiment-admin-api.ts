import {
  type ExperimentChangeRecord,
  type ExperimentChangeRequest,
  type ExperimentId,
  type ExperimentStatesDocument,
  parseExperimentHistory,
  parseExperimentStatesDocument,
} from '@novavox/contracts-experiments';
import { ADMIN_CREDENTIALS } from '../../team-sign-in/api/admin-credentials';
import { apiErrorMessage } from './api-error-message';

export type ApiResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Network failures become a result too: the card shows every failure the same way. */
async function attempt<T>(request: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * GET /experiments/state, past every cache: after a change the dashboard must show what visitors get now,
 * not what the /config.json it loaded with said.
 */
export function fetchExperimentStates(
  endpoint: string,
  signal?: AbortSignal,
): Promise<ApiResult<ExperimentStatesDocument>> {
  return attempt(async () => {
    const response = await fetch(endpoint, { headers: { Accept: 'application/json' }, cache: 'no-store', signal });
    if (!response.ok) return { ok: false, message: await apiErrorMessage(response) };
    const parsed = parseExperimentStatesDocument(await response.json());
    return parsed.ok ? parsed : { ok: false, message: `Unexpected experiment states: ${parsed.problems.join('; ')}` };
  });
}

/** POST /admin/experiments/:id/<action>: one change, answered with the logged record (or the api's refusal). */
export function postExperimentChange(
  adminEndpoint: string,
  id: ExperimentId,
  change: ExperimentChangeRequest,
): Promise<ApiResult<ExperimentChangeRecord>> {
  const { action, ...body } = change;
  return attempt(async () => {
    const response = await fetch(`${adminEndpoint}/${id}/${action}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: ADMIN_CREDENTIALS,
      body: JSON.stringify(body),
      cache: 'no-store',
    });
    if (!response.ok) return { ok: false, message: await apiErrorMessage(response) };
    const { change: record } = (await response.json()) as { change: ExperimentChangeRecord };
    return { ok: true, value: record };
  });
}

/** GET /admin/experiments/:id/history: the experiment's changes, oldest first. */
export function fetchExperimentHistory(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ApiResult<ExperimentChangeRecord[]>> {
  return attempt(async () => {
    const response = await fetch(`${adminEndpoint}/${id}/history`, {
      headers: { Accept: 'application/json' },
      credentials: ADMIN_CREDENTIALS,
      cache: 'no-store',
      signal,
    });
    if (!response.ok) return { ok: false, message: await apiErrorMessage(response) };
    const parsed = parseExperimentHistory(id, await response.json());
    return parsed.ok ? parsed : { ok: false, message: `Unexpected history: ${parsed.problems.join('; ')}` };
  });
}
