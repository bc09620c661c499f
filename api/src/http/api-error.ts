import type { ApiErrorBody } from '@novavox/contracts-api/api-error';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailable,
} from '../db/database-unavailable';
import type { ApiLogger } from '../observability/api-logger';
import { markRefusal } from '../observability/refusal-reason';
import { refusalPage } from '../pages/refusal-page';
import { htmlPageCsp } from './html-page';
import { wantsHtml } from './wants-html';

export class ApiError extends HTTPException {
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  /** The limit that refused the request (a rate limit's name), counted in novavox_refusals_total. */
  readonly limit: string | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; limit?: string } = {},
  ) {
    super(status, { message });
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.limit = options.limit;
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

/** The refusals a browser may meet opening a page of the api: not signed in, not allowed, a link expired. */
const REFUSALS_AS_PAGES = new Set([401, 403, 410]);

/**
 * Hono's onError: shapes every thrown error, ours or a middleware's, into ApiErrorBody. A database that cannot be
 * used right now (down, restarting, disk full) is a 503 with Retry-After, logged as what it is; anything else
 * unexpected is a 500, logged with its stack. With `dashboardUrl`, refusals to a browser are pages linking there.
 */
export function errorHandler(log: ApiLogger, dashboardUrl?: string) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) {
      if (error.limit !== undefined) markRefusal(c, error.limit);
      // A browser that opened an api page (Accept: text/html) gets the refusal as a page; API clients get JSON.
      if (dashboardUrl !== undefined && REFUSALS_AS_PAGES.has(error.status) && wantsHtml(c)) {
        c.header('Content-Security-Policy', htmlPageCsp());
        c.header('Vary', 'Accept', { append: true });
        return c.html(refusalPage(error.status, error.message, dashboardUrl), error.status, error.headers);
      }
      return c.json(errorBody(error.message, error.fields), error.status, error.headers);
    }
    if (error instanceof HTTPException && error.res) return error.getResponse();
    if (error instanceof HTTPException) {
      const message = error.message || statusMessages[error.status] || 'Request failed';
      return c.json(errorBody(message), error.status as ContentfulStatusCode);
    }
    const requestId = c.get('requestId') as string | undefined;
    const unavailable = databaseUnavailable(error);
    if (unavailable !== null) {
      log.error(
        { requestId, err: error, database: unavailable },
        unavailable === 'disk-full'
          ? 'The database disk is full: nothing can be written until space is freed'
          : 'The database cannot be reached',
      );
      return c.json(errorBody(DATABASE_UNAVAILABLE_MESSAGE), 503, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    log.error({ requestId, err: error }, 'Request failed');
    return c.json(errorBody('Internal server error'), 500);
  };
}
