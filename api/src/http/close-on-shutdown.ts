import type { Server, ServerResponse } from 'node:http';

/**
 * Keep-alive connections end with the shutdown: once `begin()` is called, every answer not yet sent (the ones in
 * flight, and any request that still arrives on an open connection) says `Connection: close`, and a connection
 * left idle is closed. Without this, nginx keeps reusing its connections to a stopping process, which then never
 * runs out of requests and is cut off at SHUTDOWN_TIMEOUT_MS with requests in flight (docs/deploy.md).
 */
export function closeConnectionsOnShutdown(server: Server): { begin: () => void } {
  let closing = false;
  const unsent = new Set<ServerResponse>();
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  server.on('request', (_request, response: ServerResponse) => {
    if (closing) {
      response.setHeader('Connection', 'close');
      return;
    }
    unsent.add(response);
    response.once('close', () => {
      unsent.delete(response);
      if (closing) closeIdle();
    });
  });
  return {
    begin() {
      closing = true;
      for (const response of unsent) if (!response.headersSent) response.setHeader('Connection', 'close');
      closeIdle();
    },
  };
}
