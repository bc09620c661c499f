import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { csvCell } from '../http/csv-cell';
import { recentMail } from '../mail/outbox-store';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import { experimentAdminRoutes } from './experiment-states';

const columns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'name',
  'phone',
  'interest',
  'receive_updates',
  'source',
  'status',
  'consent_version',
  'consent_at',
  'confirmed_at',
  'created_at',
  'updated_at',
] as const;

/**
 * GET /admin/waitlist.csv: the waitlist for export (spreadsheet, mailing tool), with each sign-up's status;
 * only a confirmed sign-up holds a place. GET /admin/outbox: the latest e-mails, the way to read them when no
 * SMTP server is configured. Both are personal data: the admin role only. /admin/experiments: changes to
 * experiments and their log (experiment-states.ts), for the marketing role (and admin).
 */
export function adminRoutes(
  { db, now = Date.now }: AppDeps,
  roles: { marketing: MiddlewareHandler; admin: MiddlewareHandler },
  experiments: ExperimentStateStore,
) {
  return new Hono()
    .use('/experiments/*', roles.marketing)
    .use('/experiments', roles.marketing)
    .route('/experiments', experimentAdminRoutes(experiments, now))
    .use('/waitlist.csv', roles.admin)
    .use('/outbox', roles.admin)
    .get('/waitlist.csv', async (c) => {
      const rows = await db.db.selectFrom('waitlist_signups').select(columns).orderBy('id').execute();
      const lines = [columns.join(',')];
      for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
      c.header('Content-Disposition', 'attachment; filename="waitlist.csv"');
      c.header('Cache-Control', 'no-store');
      return c.body(`${lines.join('\r\n')}\r\n`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .get('/outbox', async (c) => c.json({ messages: await recentMail(db.db, 50) }));
}

export { csvCell };
