import { readApiErrorBody } from '@novavox/contracts-api/api-error';
import { isRecord } from '@novavox/contracts-experiments/is-record';
import { type FormSubmitOutcome, NETWORK_ERROR_FALLBACK, SERVER_ERROR_FALLBACK } from './form-submit-outcome';

/**
 * The one way this remote sends a form: JSON to the api, whose answers are 201 `{ ok, id }`, 422
 * `{ error, fields }` or any other status with `{ error }`. A failure always carries a message to show:
 * the server's `error` field when it gave one, else the fallback texts of docs/requirements.md §8.
 */
export async function postFormJson(
  url: string,
  payload: unknown,
  fetcher: typeof fetch = fetch,
): Promise<FormSubmitOutcome> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, error: NETWORK_ERROR_FALLBACK, fields: {} };
  }
  const body: unknown = await response.json().catch(() => null);
  const record = isRecord(body) ? body : {};
  if (response.ok) {
    return { ok: true, id: typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : null };
  }
  const { error, fields } = readApiErrorBody(body);
  return { ok: false, error: error ?? SERVER_ERROR_FALLBACK, fields };
}
