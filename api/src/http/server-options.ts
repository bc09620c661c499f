import type { ServerOptions } from 'node:http';

/** How long nginx keeps an idle connection to an upstream open: its default `keepalive_timeout`, 60 s. */
export const PROXY_KEEP_ALIVE_SECONDS = 60;

/**
 * Node's own limits on slow clients: a request (headers and body) must arrive within `bodyTimeoutMs`, else Node
 * answers 408 and closes the connection, so a body sent a byte at a time cannot hold a connection open. The
 * check runs every second rather than Node's default 30 s, so the limit means what it says.
 * An idle keep-alive connection is kept longer than the reverse proxy keeps its own end (PROXY_KEEP_ALIVE_SECONDS):
 * with Node's default of 5 s, the api closed connections nginx still held, and a request nginx sent on one as it
 * closed got a 502 (once in 12,000 batches in the soak, docs/performance.md); the proxy must be the one to close.
 */
export function httpServerOptions(bodyTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: bodyTimeoutMs,
    headersTimeout: Math.min(bodyTimeoutMs, 10_000),
    connectionsCheckingInterval: 1000,
    keepAliveTimeout: (PROXY_KEEP_ALIVE_SECONDS + 15) * 1000,
  };
}
