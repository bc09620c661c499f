import { isRecord } from '@novavox/contracts-experiments/is-record';

/**
 * The one error body every api endpoint answers with (docs/api-endpoints.md, "What every endpoint shares"):
 * `error` is what the site's forms show, `message` what the phone-call client and the dashboard show (the api
 * writes the same human text in both), and `fields` names each bad field with the rule it broke.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** What a client can rely on from a failed answer: each text when present and not blank, each field's rule. */
export interface ApiErrorAnswer {
  error: string | null;
  message: string | null;
  fields: Record<string, string>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Reads a failed answer's body (already parsed, or null when it was not JSON) without trusting it: anything not
 * shaped as ApiErrorBody (a proxy's error page, a field that is not text) reads as absent, never as a throw.
 * No zod here: the visitor-facing forms of the remotes call this, and it must not add a schema library to them.
 */
export function readApiErrorBody(body: unknown): ApiErrorAnswer {
  const record = isRecord(body) ? body : {};
  const fields: Record<string, string> = {};
  const named = record.fields;
  if (isRecord(named)) {
    for (const [field, rule] of Object.entries(named)) {
      const said = text(rule);
      if (said !== null) fields[field] = said;
    }
  }
  return { error: text(record.error), message: text(record.message), fields };
}

/**
 * What a refused burst of requests is told, by the api's own limits and by nginx's in front of it alike: the site's
 * forms and the phone-call client show it as they show any api error.
 */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';
