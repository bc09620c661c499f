import type { ServerOptions } from 'node:http';

/**
 * Node's own limits on slow clients: a request (headers and body) must arrive within `bodyTimeoutMs`, else Node
 * answers 408 and closes the connection, so a body sent a byte at a time cannot hold a connection open. The
 * check runs every second rather than Node's default 30 s, so the limit means what it says.
 */
export function httpServerOptions(bodyTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: bodyTimeoutMs,
    headersTimeout: Math.min(bodyTimeoutMs, 10_000),
    connectionsCheckingInterval: 1000,
  };
}
