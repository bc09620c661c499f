import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { csvDownload } from '../http/csv-download';
import { htmlPageCsp } from '../http/html-page';
import { wantsHtml } from '../http/wants-html';
import { interactionRoutes } from '../interactions/interaction-routes';
import { outboxPage as readOutboxPage } from '../mail/outbox-store';
import { contactMessagesPage as contactMessagesHtml, outboxPage } from '../pages/admin-inbox-pages';
import { runSegments } from '../stats/run-segments';
import { allContactMessages, CONTACT_MESSAGE_COLUMNS, contactMessagesPage } from '../stores/contact-message-reads';
import type { ExperimentStateStore } from '../stores/experiment-state-store';
import type { PageCursor } from '../stores/keyset-page';
import { experimentAlerts } from '../watch/alert-log';
import { experimentAdminRoutes } from './experiment-states';

const PAGE_SIZE = { default: 50, max: 200 } as const;

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
 * SMTP server is configured. GET /admin/contact-messages: the contact form's messages, newest first, a page at a
 * time (`limit`, and `before` = the previous page's `nextBefore`); `/admin/contact-messages.csv`: all of them.
 * A browser asking for HTML gets the outbox and the contact messages as pages (pages/admin-inbox-pages.ts).
 * All of these are personal data: the admin role only. /admin/experiments: changes to experiments and their log
 * (experiment-states.ts), for the marketing role (and admin).
 */
export function adminRoutes(
  { db, now = Date.now }: AppDeps,
  roles: { marketing: MiddlewareHandler; admin: MiddlewareHandler },
  experiments: ExperimentStateStore,
) {
  return new Hono()
    .use('/experiments/*', roles.marketing)
    .use('/experiments', roles.marketing)
    .route('/experiments/interactions', interactionRoutes(db.db, experiments))
    .route(
      '/experiments',
      experimentAdminRoutes(
        experiments,
        now,
        (id) => experimentAlerts(db.db, id),
        (id) => runSegments(db.db, experiments, id),
      ),
    )
    .use('/waitlist.csv', roles.admin)
    .use('/outbox', roles.admin)
    .use('/contact-messages', roles.admin)
    .use('/contact-messages.csv', roles.admin)
    .get('/waitlist.csv', async (c) => {
      const rows = await db.db.selectFrom('waitlist_signups').select(columns).orderBy('id').execute();
      return csvDownload(
        c,
        'waitlist.csv',
        columns,
        rows.map((row) => columns.map((column) => row[column])),
      );
    })
    .get('/outbox', async (c) => {
      const cursor = pageCursor(c);
      const { items, nextBefore } = await readOutboxPage(db.db, cursor);
      if (!wantsHtml(c)) return c.json({ messages: items, nextBefore });
      return adminHtml(c, outboxPage(items, olderLink(nextBefore, cursor.limit)));
    })
    .get('/contact-messages', async (c) => {
      const cursor = pageCursor(c);
      const { items, nextBefore } = await contactMessagesPage(db.db, cursor);
      if (!wantsHtml(c)) return c.json({ messages: items, nextBefore });
      return adminHtml(c, contactMessagesHtml(items, olderLink(nextBefore, cursor.limit)));
    })
    .get('/contact-messages.csv', async (c) => {
      const rows = await allContactMessages(db.db);
      return csvDownload(
        c,
        'contact-messages.csv',
        CONTACT_MESSAGE_COLUMNS,
        rows.map((row) => CONTACT_MESSAGE_COLUMNS.map((column) => row[column])),
      );
    });
}

/**
 * A page for a browser (Accept: text/html): personal data, so never cached, and one answer per Accept value. The
 * JSON answer of the same URL must not be served from a cache to a browser, nor the page to an API client.
 */
function adminHtml(c: Context, body: string): Response {
  c.header('Content-Security-Policy', htmlPageCsp());
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Accept', { append: true });
  return c.html(body);
}

/** `?limit=&before=` of a page read newest first: how many, and older than which id. */
function pageCursor(c: Context): PageCursor {
  const limit = wholeQuery(c.req.query('limit'), 'limit', { min: 1, max: PAGE_SIZE.max }) ?? PAGE_SIZE.default;
  const beforeId = wholeQuery(c.req.query('before'), 'before', { min: 1, max: Number.MAX_SAFE_INTEGER });
  return { limit, beforeId };
}

function olderLink(nextBefore: number | null, limit: number): { before: number; limit: number } | null {
  return nextBefore === null ? null : { before: nextBefore, limit };
}

/** An optional whole-number query parameter; 400 naming it and the rule when it is anything else. */
function wholeQuery(value: string | undefined, name: string, range: { min: number; max: number }): number | null {
  if (value === undefined || value === '') return null;
  const number = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
    const rule = range.max === Number.MAX_SAFE_INTEGER ? `at least ${range.min}` : `${range.min} to ${range.max}`;
    throw new ApiError(400, `${name} must be a whole number, ${rule}`, {
      fields: { [name]: `${name} must be a whole number, ${rule}` },
    });
  }
  return number;
}
