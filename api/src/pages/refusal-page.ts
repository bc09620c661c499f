import { SHARE_LINK_INVALID_MESSAGE, SHARE_LINK_WITHDRAWN_MESSAGE } from '@novavox/contracts-api/experiment-memory';
import { TEAM_SIGN_IN_REQUIRED_MESSAGE } from '@novavox/contracts-api/team';
import { htmlPage } from '../http/html-page';
import { escapeHtml } from '../mail/mail-text';

const titles: Partial<Record<number, string>> = {
  401: TEAM_SIGN_IN_REQUIRED_MESSAGE,
  403: 'This page is not open to you',
  410: 'This link has expired',
};

/** The share links' refusals that share a status with another: each has its own heading. */
const linkTitles: Partial<Record<string, string>> = {
  [SHARE_LINK_INVALID_MESSAGE]: 'This link is not valid',
  [SHARE_LINK_WITHDRAWN_MESSAGE]: 'This link was withdrawn',
};

/**
 * A refusal as a page, for a browser that opened an api page (the outbox, the contact messages, a link): what
 * happened in the api's words (unless the heading already says it), and where to go next (the dashboard, where the
 * team signs in).
 */
export function refusalPage(status: number, message: string, dashboardUrl: string): string {
  const title = linkTitles[message] ?? titles[status] ?? 'This request was refused';
  const next =
    status === 401
      ? `<p><a href="${escapeHtml(dashboardUrl)}">Sign in on the experiments dashboard</a>, then open this page again.</p>`
      : `<p class="muted"><a href="${escapeHtml(dashboardUrl)}">Go to the experiments dashboard</a></p>`;
  const said = message.replace(/\.$/, '');
  const why = said === title ? '' : `<p>${escapeHtml(said)}.</p>\n`;
  return htmlPage(
    `${title} · NovaVox`,
    `<h1>${escapeHtml(title)}</h1>
${why}${next}`,
  );
}
