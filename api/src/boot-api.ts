import { createApp } from './app';
import type { AppDeps } from './app-deps';
import type { ApiConfig } from './config/api-config';
import { type AppDatabase, openDatabase } from './db/open-database';
import { createBackgroundWork } from './http/background-work';
import { smtpTransport } from './mail/mail-transport';
import { type OutboxDispatcher, startOutboxDispatcher } from './mail/outbox-dispatcher';
import { type ApiLogger, createApiLogger } from './observability/api-logger';
import { type ApiMetrics, createApiMetrics } from './observability/api-metrics';
import { linkSigningSecret } from './signup/link-signing-secret';
import { signInConfirmUrl, signInLinkMaker, unsealTeamSignInEmail } from './team/sign-in-mail';
import { createTeamSessionStore } from './team/team-session-store';
import { visitorIdSecret } from './visitors/visitor-id-signing';

export interface BootedApi {
  app: ReturnType<typeof createApp>;
  db: AppDatabase;
  log: ApiLogger;
  /** The process's metrics (GET /metrics), for the work server.ts starts beside the app (the watch). */
  metrics: ApiMetrics;
  /** Finishes work started after answers, stops sending mail, then closes the database. */
  close(): Promise<void>;
}

/**
 * Everything the api runs on, for server.ts and the tests alike: the database (migrated), the link-signing
 * and visitor-id secrets, the mail outbox's dispatcher when SMTP is configured (else a note on where the messages wait), the app.
 */
export async function bootApi(
  config: ApiConfig,
  extra: Partial<Omit<AppDeps, 'config' | 'db' | 'linkSecret' | 'visitorSecret'>> = {},
): Promise<BootedApi> {
  const log = extra.log ?? createApiLogger(config.logLevel);
  const metrics = extra.metrics ?? createApiMetrics();
  const db = await openDatabase(config.database, { onQuery: (event) => metrics.observeQuery(event) });
  metrics.watchPool(db.pool);
  try {
    const linkSecret = await linkSigningSecret(db.db, config.linkSigningSecret);
    const visitorSecret = await visitorIdSecret(db.db, config.visitorIdSecret);
    let dispatcher: OutboxDispatcher | null = null;
    let onMailQueued: () => void;
    const background = extra.background ?? createBackgroundWork(log);
    if (config.mail.smtpUrl !== null) {
      const makeLink = signInLinkMaker(
        createTeamSessionStore(db.db),
        signInConfirmUrl(config.publicApiUrl),
        extra.now ?? Date.now,
      );
      const started = startOutboxDispatcher(db.db, smtpTransport(config.mail.smtpUrl), config.mail.from, extra.now, {
        log,
        metrics,
        finishers: { 'team-sign-in': async (mail) => unsealTeamSignInEmail(mail, await makeLink(mail.to)) },
      });
      dispatcher = started;
      onMailQueued = started.kick;
    } else {
      let told = false;
      onMailQueued = () => {
        if (told) return;
        told = true;
        log.info(
          `SMTP_URL is not set, so e-mails wait in the outbox: read them at ${config.publicApiUrl}/admin/outbox`,
        );
      };
    }
    const app = createApp({ config, db, linkSecret, visitorSecret, onMailQueued, ...extra, log, metrics, background });
    return {
      app,
      db,
      log,
      metrics,
      close: async () => {
        await background.settled();
        await dispatcher?.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
