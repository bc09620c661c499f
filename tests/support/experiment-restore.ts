import type { ExperimentState } from '@novavox/contracts-experiments/experiment-state';
import type { APIRequestContext } from '@playwright/test';
import { apiExperimentState } from './experiment-state';
import { origin } from './site';

/**
 * Puts an experiment back as a test found it, through the admin api, with `request` signed in as the admin (a run
 * that was running runs again). Not started cannot be returned to: a test that started it leaves it shipped.
 */
export async function restoreExperiment(
  request: APIRequestContext,
  id: string,
  found: ExperimentState,
  reason: string,
) {
  const post = (action: string, data: Record<string, unknown>) =>
    request.post(`${origin('api')}/admin/experiments/${id}/${action}`, { data });
  const now = await apiExperimentState(request, id);
  if (found.status === 'running' || found.status === 'paused') {
    if (now.status !== 'running') await post('start', { weights: found.weights, reason });
    if (found.status === 'paused') await post('pause', { reason });
  } else if (found.status === 'concluded' && !(now.status === 'concluded' && now.winner === found.winner)) {
    if (now.status === 'concluded') await post('start', { reason });
    await post('conclude', { winner: found.winner, reason });
  }
}
