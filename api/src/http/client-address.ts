import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * The client as the rate limits count it: an IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually gets a whole /64 and can pick any address in it, so counting addresses would let them
 * through 2^64 times). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientGroup(c: Context, trustedHops: number): string {
  return addressGroup(clientAddress(c, trustedHops));
}

export function addressGroup(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower case without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing embedded IPv4 address (::1.2.3.4) is the last two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
