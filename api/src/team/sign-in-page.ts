import { createHash } from 'node:crypto';
import { escapeHtml } from '../mail/mail-text';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1.25rem;color:#1f2937;line-height:1.5}' +
  'button{font:inherit;padding:.7rem 1.4rem;border-radius:999px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #111827;outline-offset:3px}a{color:#1d4ed8}';
const STYLE_HASH = createHash('sha256').update(PAGE_STYLE).digest('base64');

/**
 * The pages' policy: no script at all, the one style above, the form posting only to the api itself. form-action
 * also covers where the form's answer redirects: the site's dashboard.
 */
export function signInPageCsp(siteUrl: string): string {
  return `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; form-action 'self' ${new URL(siteUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
${body}
</main></body></html>`;
}

/**
 * What the e-mailed link opens: it asks, and only the button's POST signs in, because mail scanners and link
 * checkers follow links (and no GET changes anything here).
 */
export function signInAskPage(email: string, action: string, token: string, dashboardUrl: string): string {
  return page(
    'Sign in to NovaVox experiments',
    `<h1>Sign in to the experiments dashboard?</h1>
<p>You are signing in as <strong>${escapeHtml(email)}</strong>.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>
<p><a href="${escapeHtml(dashboardUrl)}">Go to the dashboard without signing in</a></p>`,
  );
}

export function signInFailedPage(reason: 'invalid' | 'expired', dashboardUrl: string): string {
  const why =
    reason === 'expired'
      ? 'This sign-in link has expired.'
      : 'This sign-in link is not valid: it was already used, or it is not one we sent.';
  return page(
    'Sign-in link not valid',
    `<h1>${escapeHtml(why)}</h1>
<p>Ask for a new link on the dashboard: <a href="${escapeHtml(dashboardUrl)}">go to the dashboard</a>.</p>`,
  );
}
