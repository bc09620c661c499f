import { createHash } from 'node:crypto';
import { SIGNUP_STATUS_PATH, type SignupLinkResult } from '@novavox/shared-contracts/forms';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { escapeHtml } from '../mail/mail-text';
import { type LinkPurpose, verifyLink } from '../signup/link-tokens';
import { createWaitlistLifecycle } from '../signup/waitlist-lifecycle';
import type { ExperimentStateStore } from '../stores/experiment-state-store';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1.25rem;color:#1f2937;line-height:1.5}' +
  'button{font:inherit;padding:.7rem 1.4rem;border-radius:999px;border:0;background:#b91c1c;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}a{color:#1d4ed8}';
const STYLE_HASH = createHash('sha256').update(PAGE_STYLE).digest('base64');

/**
 * The links in waitlist e-mails. Confirming and taking new details happen on following the link; deleting asks
 * first (a GET page with a button), because mail scanners follow links, and deletes on the button's POST. Each
 * ends on the site's status page, which says what happened.
 */
export function waitlistLinkRoutes({ config, db, now = Date.now, linkSecret }: AppDeps, states: ExperimentStateStore) {
  const waitlist = createWaitlistLifecycle(db.db, {
    publicApiUrl: config.publicApiUrl,
    secret: linkSecret,
    mailsPerAddressPerHour: config.rateLimits.mailsPerAddressPerHour,
    running: () => states.running(),
  });
  const statusPage = (result: SignupLinkResult) =>
    `${config.publicSiteUrl}${SIGNUP_STATUS_PATH}?result=${encodeURIComponent(result)}`;
  const check = (token: string | undefined, purpose: LinkPurpose) =>
    verifyLink(token ?? '', purpose, linkSecret, now());

  return new Hono()
    .get('/confirm', async (c) => {
      const link = check(c.req.query('token'), 'confirm');
      const outcome = link.ok ? await waitlist.confirm(link.claims, new Date(now())) : link.reason;
      return c.redirect(statusPage(outcome), 303);
    })
    .get('/change', async (c) => {
      const link = check(c.req.query('token'), 'change');
      const outcome = link.ok ? await waitlist.applyChange(link.claims, new Date(now())) : link.reason;
      return c.redirect(statusPage(outcome), 303);
    })
    .get('/delete', async (c) => {
      const token = c.req.query('token') ?? '';
      const link = check(token, 'delete');
      if (!link.ok) return c.redirect(statusPage(link.reason), 303);
      // A link whose sign-up is gone (already deleted, or never confirmed and forgotten) says so at once.
      if (!(await waitlist.canRemove(link.claims))) return c.redirect(statusPage('invalid'), 303);
      c.header(
        'Content-Security-Policy',
        // form-action covers where the form's answer redirects too: the site's status page.
        `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; form-action 'self' ${new URL(config.publicSiteUrl).origin}; base-uri 'none'; frame-ancestors 'none'`,
      );
      return c.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>Delete your NovaVox waitlist sign-up</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>Delete your waitlist sign-up?</h1>
<p>This deletes your place on the NovaVox waitlist and everything we keep with it: your name, e-mail address,
phone number, what you told us, your consent record and our e-mails to you. It cannot be undone.</p>
<form method="post" action="${escapeHtml(`${config.publicApiUrl}/waitlist/delete`)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Delete my sign-up</button>
</form>
<p><a href="${escapeHtml(config.publicSiteUrl)}/">Keep my sign-up and go to NovaVox</a></p>
</main></body></html>`);
    })
    .post('/delete', async (c) => {
      const body = await c.req.parseBody();
      const token = typeof body.token === 'string' ? body.token : undefined;
      const link = check(token, 'delete');
      const outcome = link.ok ? await waitlist.remove(link.claims) : link.reason;
      return c.redirect(statusPage(outcome), 303);
    });
}
