import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { type BootedApi, bootApi } from './boot-api';
import { loadApiConfig } from './config/api-config';
import { describeDatabase } from './db/describe-database';
import { startHousekeeping } from './housekeeping';
import { closeConnectionsOnShutdown } from './http/close-on-shutdown';
import { httpServerOptions } from './http/server-options';
import { apiLog } from './observability/api-logger';
import { createExperimentWatch, startExperimentWatch } from './watch/experiment-watch';

// Every variable, API_PORT and HOST included, is checked first: a bad one is one line naming it, and exit 1.
let config: ReturnType<typeof loadApiConfig>;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  apiLog.fatal(errorMessage(error));
  apiLog.flush();
  process.exit(1);
}
// HOST binds the api and the site's servers alike; API_HOST, when set, moves the api alone.
const { host, port } = config;

let api: BootedApi;
try {
  api = await bootApi(config);
} catch (error) {
  apiLog.fatal({ err: error }, `Cannot open the database (${describeDatabase(config.database)})`);
  process.exit(1);
}
const { log } = api;
const housekeeping = startHousekeeping(api.db, config, Date.now, log);
// End dates, guardrails and the team's alerts (docs/experiment-watch.md); every api process watches, each change once.
const watch = startExperimentWatch(
  createExperimentWatch({ db: api.db.db, config, log, metrics: api.metrics }),
  config.watch.intervalMinutes,
  log,
);

const server = serve(
  { fetch: api.app.fetch, port, hostname: host, serverOptions: httpServerOptions(config.bodyTimeoutMs) },
  (info) => {
    const modes = [
      `database ${describeDatabase(config.database)}`,
      config.mail.smtpUrl ? 'mail through SMTP' : 'mail kept in the outbox',
      config.voice ? 'phone calls on' : 'phone calls off',
      config.ga4 ? `stats from GA4 property ${config.ga4.propertyId}` : 'stats from collected events',
    ];
    log.info(`api listening on http://${info.address}:${info.port} (${modes.join(', ')})`);
    for (const warning of config.warnings) log.warn(warning);
    if (config.team.open) {
      log.warn(
        'Neither TEAM_ADMIN_EMAILS/TEAM_MARKETING_EMAILS nor ADMIN_TOKEN is set, so the A/B stats, the experiments, the waitlist export and the outbox are open to anyone who can reach this port, as "local developer" (fine on your own machine; production refuses to start like this).',
      );
    } else if (config.team.logSignInLinks) {
      log.info('SMTP_URL is not set: each team sign-in link is also printed here');
    }
    if (config.mail.smtpUrl === null) {
      log.info(`SMTP_URL is not set: e-mails wait in the outbox, read them at ${config.publicApiUrl}/admin/outbox`);
    }
  },
) as Server;
const connections = closeConnectionsOnShutdown(server);
server.on('error', (error: NodeJS.ErrnoException) => {
  log.fatal(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop whatever is listening there.` : { err: error },
  );
  process.exit(1);
});

/**
 * Graceful shutdown: stop accepting connections, end each keep-alive connection after its answer in flight
 * (http/close-on-shutdown.ts), let the requests in flight finish (for at most
 * SHUTDOWN_TIMEOUT_MS, then their connections are cut), stop the mail dispatcher, store the event batches already
 * accepted and close the database, then exit 0. Closing the database first would fail the requests still running.
 */
let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'Shutting down: no new connections, finishing the requests in flight');
  housekeeping.stop();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  connections.begin();
  const deadline = setTimeout(() => {
    log.warn({ timeoutMs: config.shutdownTimeoutMs }, 'Requests still running at the shutdown deadline: cut off');
    server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  deadline.unref();
  await closed;
  clearTimeout(deadline);
  try {
    await watch.stop();
    await api.close();
    log.info('Stopped');
  } catch (error) {
    log.error({ err: error }, 'Closing the database failed');
    log.flush();
    process.exit(1);
  }
  log.flush();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
