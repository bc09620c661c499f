import {
  type ExperimentInteractionsResponse,
  parseExperimentInteractions,
} from '@novavox/contracts-api/experiment-interactions';
import { apiErrorMessage } from '../../common/api-refusal';
import { ADMIN_CREDENTIALS } from '../../team-sign-in/api/admin-credentials';

/** GET /admin/experiments/interactions: the pairs of running experiments that meet on a page (team only). */
export async function fetchExperimentInteractions(
  adminEndpoint: string,
  signal?: AbortSignal,
): Promise<ExperimentInteractionsResponse> {
  const response = await fetch(`${adminEndpoint}/interactions`, {
    headers: { Accept: 'application/json' },
    credentials: ADMIN_CREDENTIALS,
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw new Error(await apiErrorMessage(response));
  const parsed = parseExperimentInteractions(await response.json());
  if (!parsed.ok) throw new Error(`Unexpected interaction check: ${parsed.problems.join('; ')}`);
  return parsed.value;
}
