import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../http/require-admin';
import { createWaitlistStore, type WaitlistRow } from '../stores/waitlist-store';

const columns: readonly (keyof WaitlistRow)[] = [
  'id',
  'email',
  'first_name',
  'last_name',
  'name',
  'phone',
  'interest',
  'receive_updates',
  'source',
  'submissions',
  'created_at',
  'updated_at',
];

/** GET /admin/waitlist.csv: the waitlist for export (spreadsheet, mailing tool). */
export function adminRoutes({ config, db }: AppDeps) {
  const waitlist = createWaitlistStore(db.db);
  return new Hono().use(requireAdmin(config.adminToken)).get('/waitlist.csv', async (c) => {
    const lines = [columns.join(',')];
    for (const row of await waitlist.list()) lines.push(columns.map((column) => csvCell(row[column])).join(','));
    c.header('Content-Disposition', 'attachment; filename="waitlist.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(`${lines.join('\r\n')}\r\n`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
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
