import { serve } from '@hono/node-server';
import { portOffsetFrom } from '@novavox/shared-contracts/runtime-config';
import { LOCAL_HOST, localPort } from '@novavox/shared-contracts/topology';
import { createApp } from './app';
import { loadApiConfig } from './config/api-config';
import { openDatabase } from './db/open-database';

const port = Number(process.env.API_PORT ?? localPort('api', portOffsetFrom(process.env)));
const host = process.env.API_HOST ?? LOCAL_HOST;

let config: ReturnType<typeof loadApiConfig>;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const db = openDatabase(config.dbPath);

const server = serve({ fetch: createApp({ config, db }).fetch, port, hostname: host }, (info) => {
  const modes = [
    `database ${config.dbPath}`,
    config.voice ? 'phone calls on' : 'phone calls off',
    config.ga4 ? `stats from GA4 property ${config.ga4.propertyId}` : 'stats from collected events',
  ];
  console.log(`  api listening on http://${info.address}:${info.port} (${modes.join(', ')})`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop whatever is listening there.` : error,
  );
  process.exit(1);
});

function stop(): void {
  server.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
