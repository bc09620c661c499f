import type { Context } from 'hono';
import { ApiError } from './api-error';

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON request body: 415 unless the content type is application/json, 413 past MAX_BODY_BYTES
 * (checked while streaming, so a lying or missing Content-Length cannot get a large body in), 400 if it
 * does not parse.
 */
export async function readJsonBody(c: Context, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);

  const body = c.req.raw.body;
  if (body === null) throw new ApiError(400, 'Request body must be JSON');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `Request body must be at most ${maxBytes / 1024} KB`);
}
