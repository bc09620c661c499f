import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address for rate limits. Each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, so with `trustedHops` proxies in front of the api the client is that many entries from the
 * right; everything to the left of it was written by the client and proves nothing. Without trusted proxies,
 * or when the header is shorter than the proxies would make it, the socket's address is used.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const client = hops[hops.length - trustedHops];
    if (client !== undefined) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
