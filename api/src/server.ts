import { serve } from '@hono/node-server';
import { portOffsetFrom } from '@novavox/shared-contracts/runtime-config';
import { LOCAL_HOST, localPort } from '@novavox/shared-contracts/topology';
import { type BootedApi, bootApi } from './boot-api';
import { loadApiConfig } from './config/api-config';
import { describeDatabase } from './db/describe-database';
import { startHousekeeping } from './housekeeping';
import { httpServerOptions } from './http/server-options';

const port = Number(process.env.API_PORT ?? localPort('api', portOffsetFrom(process.env)));
const host = process.env.API_HOST ?? LOCAL_HOST;

let config: ReturnType<typeof loadApiConfig>;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let api: BootedApi;
try {
  api = await bootApi(config);
} catch (error) {
  console.error(
    `Cannot open the database (${describeDatabase(config.database)}):`,
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
const housekeeping = startHousekeeping(api.db, config);
// Every request would fail from then on: exiting lets whatever supervises the api start it afresh.
void api.db.lost.then((error) => {
  console.error(`${error.message}: the api exits so that it can be started again.`);
  process.exit(1);
});

const server = serve(
  { fetch: api.app.fetch, port, hostname: host, serverOptions: httpServerOptions(config.bodyTimeoutMs) },
  (info) => {
    const modes = [
      `database ${describeDatabase(config.database)}`,
      config.mail.smtpUrl ? 'mail through SMTP' : 'mail kept in the outbox',
      config.voice ? 'phone calls on' : 'phone calls off',
      config.ga4 ? `stats from GA4 property ${config.ga4.propertyId}` : 'stats from collected events',
    ];
    console.log(`  api listening on http://${info.address}:${info.port} (${modes.join(', ')})`);
    if (config.team.open) {
      console.warn(
        '  api: neither TEAM_ADMIN_EMAILS/TEAM_MARKETING_EMAILS nor ADMIN_TOKEN is set, so the A/B stats, the experiments, the waitlist export and the outbox are open to anyone who can reach this port, as "local developer" (fine on your own machine; production refuses to start like this).',
      );
    } else if (config.team.logSignInLinks) {
      console.log('  api: SMTP_URL is not set: each team sign-in link is also printed here');
    }
    if (config.mail.smtpUrl === null) {
      console.log(
        `  api: SMTP_URL is not set: e-mails wait in the outbox, read them at ${config.publicApiUrl}/admin/outbox`,
      );
    }
  },
);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop whatever is listening there.` : error,
  );
  process.exit(1);
});

function stop(): void {
  housekeeping.stop();
  server.close();
  void api.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
