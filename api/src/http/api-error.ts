import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error body every endpoint answers with. `error` is what the site's forms show, `message` what the
 * phone-call client and the dashboard show; both carry the same human text, `fields` names each bad field.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends HTTPException {
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export function errorBody(message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields ? { error: message, message, fields } : { error: message, message };
}

const statusMessages: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Request body is too large',
};

/** Hono's onError: shapes every thrown error, ours or a middleware's, into ApiErrorBody. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.message, error.fields), error.status, error.headers);
  }
  if (error instanceof HTTPException && error.res) return error.getResponse();
  if (error instanceof HTTPException) {
    const message = error.message || statusMessages[error.status] || 'Request failed';
    return c.json(errorBody(message), error.status as ContentfulStatusCode);
  }
  console.error(error);
  return c.json(errorBody('Internal server error'), 500);
}
