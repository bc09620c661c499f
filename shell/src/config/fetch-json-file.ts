import { errorMessage } from '@novavox/contracts-experiments/error-message';

export type JsonFileResult = { ok: true; value: unknown } | { ok: false; problems: string[] };

/** Fetches a runtime file and reads it as JSON; every failure is said in words a developer can act on. */
export async function fetchJsonFile(path: string): Promise<JsonFileResult> {
  let response: Response;
  try {
    response = await fetch(path, { cache: 'no-cache', headers: { accept: 'application/json' } });
  } catch (error) {
    return { ok: false, problems: [`could not be fetched (${errorMessage(error)})`] };
  }
  if (!response.ok) return { ok: false, problems: [`answered HTTP ${response.status} ${response.statusText}`.trim()] };
  const text = await response.text();
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problems: [`is not valid JSON (${errorMessage(error)})`] };
  }
}
