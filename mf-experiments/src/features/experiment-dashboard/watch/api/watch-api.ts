import {
  type ExperimentAlert,
  parseExperimentAlerts,
  parseTeamAlertSettings,
  type TeamAlertSettings,
} from '@novavox/contracts-api/experiment-watch';
import type { ExperimentChangeRecord, ExperimentChangeRequest, ExperimentId } from '@novavox/contracts-experiments';
import { ADMIN_CREDENTIALS } from '../../team-sign-in/api/admin-credentials';

/** The api's refusal: its message, and the message per field it named (`end.at`), shown next to each field. */
export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

async function refusal(response: Response): Promise<ApiRefusal> {
  const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  try {
    const body = (await response.json()) as { message?: unknown; fields?: unknown };
    const fields: Record<string, string> = {};
    if (typeof body.fields === 'object' && body.fields !== null) {
      for (const [field, text] of Object.entries(body.fields)) if (typeof text === 'string') fields[field] = text;
    }
    const message = typeof body.message === 'string' && body.message.trim() ? body.message.trim() : fallback;
    return new ApiRefusal(message, response.status, fields);
  } catch {
    return new ApiRefusal(fallback, response.status, {});
  }
}

const adminRead = (signal?: AbortSignal): RequestInit => ({
  headers: { Accept: 'application/json' },
  credentials: ADMIN_CREDENTIALS,
  cache: 'no-store',
  signal,
});

/** GET /admin/experiments/:id/alerts: what the watch told the team about the experiment, newest first. */
export async function fetchExperimentAlerts(
  adminEndpoint: string,
  id: ExperimentId,
  signal?: AbortSignal,
): Promise<ExperimentAlert[]> {
  const response = await fetch(`${adminEndpoint}/${id}/alerts`, adminRead(signal));
  if (!response.ok) throw await refusal(response);
  const parsed = parseExperimentAlerts(await response.json());
  if (!parsed.ok) throw new Error(`Unexpected alerts: ${parsed.problems.join('; ')}`);
  return parsed.value.alerts;
}

/** POST /admin/experiments/:id/<action> for the watch's changes (an end date, an override); throws ApiRefusal. */
export async function postWatchChange(
  adminEndpoint: string,
  id: ExperimentId,
  change: ExperimentChangeRequest,
): Promise<ExperimentChangeRecord> {
  const { action, ...body } = change;
  const response = await fetch(`${adminEndpoint}/${id}/${action}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: ADMIN_CREDENTIALS,
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  if (!response.ok) throw await refusal(response);
  return ((await response.json()) as { change: ExperimentChangeRecord }).change;
}

/** GET or POST /team/me/alerts: whether the signed-in member receives the watch's e-mails. */
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
  if (!response.ok) throw await refusal(response);
  const parsed = parseTeamAlertSettings(await response.json());
  if (!parsed.ok) throw new Error(`Unexpected alert settings: ${parsed.problems.join('; ')}`);
  return parsed.value;
}
