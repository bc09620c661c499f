import { serve } from '@hono/node-server';
import { portOffsetFrom } from '@novavox/shared-contracts/runtime-config';
import { LOCAL_HOST, localPort } from '@novavox/shared-contracts/topology';
import { createApp } from './app';
import { loadApiConfig } from './config/api-config';
import { describeDatabase } from './db/describe-database';
import { openDatabase } from './db/open-database';
import { startRawEventPruning } from './stats/raw-event-pruning';

const port = Number(process.env.API_PORT ?? localPort('api', portOffsetFrom(process.env)));
const host = process.env.API_HOST ?? LOCAL_HOST;

let config: ReturnType<typeof loadApiConfig>;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase(config.database);
} catch (error) {
  console.error(
    `Cannot open the database (${describeDatabase(config.database)}):`,
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
const pruning = startRawEventPruning(db, config.eventsRetentionDays);

const server = serve({ fetch: createApp({ config, db }).fetch, port, hostname: host }, (info) => {
  const modes = [
    `database ${describeDatabase(config.database)}`,
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
  pruning.stop();
  server.close();
  void db.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
