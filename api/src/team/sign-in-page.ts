import { htmlPage, htmlPageCsp, postsToApiAndSite } from '../http/html-page';
import { escapeHtml } from '../mail/mail-text';

/** The pages' policy: the form posts only to the api itself, and its answer redirects to the site's dashboard. */
export function signInPageCsp(siteUrl: string): string {
  return htmlPageCsp(postsToApiAndSite(siteUrl));
}

/**
 * What the e-mailed link opens: it asks, and only the button's POST signs in, because mail scanners and link
 * checkers follow links (and no GET changes anything here).
 */
export function signInAskPage(email: string, action: string, token: string, dashboardUrl: string): string {
  return htmlPage(
    'Sign in to NovaVox experiments',
    `<h1 id="sign-in-title">Sign in to the experiments dashboard?</h1>
<p>You are signing in as <strong>${escapeHtml(email)}</strong>.</p>
<form method="post" action="${escapeHtml(action)}" aria-labelledby="sign-in-title">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>
<p class="muted"><a href="${escapeHtml(dashboardUrl)}">Go to the dashboard without signing in</a></p>`,
  );
}

export function signInFailedPage(reason: 'invalid' | 'expired', dashboardUrl: string): string {
  const why =
    reason === 'expired'
      ? 'This sign-in link has expired.'
      : 'This sign-in link is not valid: it was already used, or it is not one we sent.';
  return htmlPage(
    'Sign-in link not valid',
    `<h1>${escapeHtml(why)}</h1>
<p>Ask for a new link on the dashboard: <a href="${escapeHtml(dashboardUrl)}">go to the dashboard</a>.</p>`,
  );
}
