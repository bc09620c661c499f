import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Hono's body limit, counted while the body streams in (a lying or missing Content-Length cannot get a large
 * body in). The 413 closes the connection: the rest of an unread body would otherwise be taken for the next
 * request on a kept-alive connection.
 */
export function jsonBodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, `Request body must be at most ${maxBytes / 1024} KB`, {
        headers: { Connection: 'close' },
      });
    },
  });
}

/**
 * Reads a JSON request body (the app's bodyLimits have already capped it): 415 unless the content type is
 * application/json, 400 if it does not parse. A leading byte-order mark, which some clients write, is allowed.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  const text = (await c.req.text()).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ApiError(400, 'Request body must be JSON, and it is empty');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
}

/**
 * The same for a body that may be left out (a change that needs none: pause, resume, a start on the planned
 * weights, a stop without a reason): an empty body reads as `{}`, anything else as readJsonBody reads it.
 */
export async function readOptionalJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  return text.trim() === '' ? {} : readJsonBody(c);
}
