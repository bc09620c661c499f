import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { recentMail } from '../mail/outbox-store';

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
 * SMTP server is configured.
 */
export function adminRoutes({ db }: AppDeps, requireAdmin: MiddlewareHandler) {
  return new Hono()
    .use(requireAdmin)
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

/**
 * RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula
 * (CSV injection: a sign-up named "=HYPERLINK(...)").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
