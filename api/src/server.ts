import { serve } from '@hono/node-server';
import { portOffsetFrom } from '@novavox/shared-contracts/runtime-config';
import { LOCAL_HOST, localPort } from '@novavox/shared-contracts/topology';
import { createApp } from './app';

const port = Number(process.env.API_PORT ?? localPort('api', portOffsetFrom(process.env)));
const host = process.env.API_HOST ?? LOCAL_HOST;

const server = serve({ fetch: createApp().fetch, port, hostname: host }, (info) => {
  console.log(`  api listening on http://${info.address}:${info.port}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop whatever is listening there.` : error,
  );
  process.exit(1);
});

function stop(): void {
  server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
