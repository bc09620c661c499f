import { SIGNUP_STATUS_PATH, type SignupLinkResult } from '@novavox/contracts-api/forms';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { LINK_ACTIONS, waitlistLinkUrl } from '../signup/link-actions';
import { type LinkPageContent, linkPage } from '../signup/link-page';
import { type LinkClaims, type LinkPurpose, verifyLink } from '../signup/link-tokens';
import type { WaitlistLifecycle } from '../signup/waitlist-lifecycle';

/**
 * The links in waitlist e-mails. Mail scanners and link checkers follow links (GET and HEAD), so following one
 * changes nothing: it opens a page that says what its button does, and the button's POST does it. A link that no
 * longer works (tampered, expired, used, its sign-up gone) lands at once on the site's status page, which says so,
 * as does every button's answer.
 */
export function waitlistLinkRoutes({ config, now = Date.now, linkSecret }: AppDeps, waitlist: WaitlistLifecycle) {
  const statusPage = (result: SignupLinkResult) =>
    `${config.publicSiteUrl}${SIGNUP_STATUS_PATH}?result=${encodeURIComponent(result)}`;
  const check = (token: string | undefined, purpose: LinkPurpose) =>
    verifyLink(token ?? '', purpose, linkSecret, now());
  // Each page says in its own words what leaving keeps.
  const home = `${config.publicSiteUrl}/`;
  const ask = (c: Context, purpose: LinkPurpose, token: string, content: Omit<LinkPageContent, 'action' | 'token'>) => {
    const page = linkPage(
      { ...content, action: waitlistLinkUrl(config.publicApiUrl, purpose), token },
      config.publicSiteUrl,
    );
    c.header('Content-Security-Policy', page.csp);
    return c.html(page.html);
  };
  /** The token of a button's POST: a form field, so a token sent any other way does nothing. */
  const postedToken = async (c: Context) => {
    const body = await c.req.parseBody();
    return typeof body.token === 'string' ? body.token : undefined;
  };

  /** What each link does: why it cannot be followed now (null: it can), the page that asks, the button's work. */
  const links: Record<LinkPurpose, LinkRoute> = {
    confirm: {
      blocked: async (claims) => {
        const state = await waitlist.confirmState(claims);
        return state === 'pending' ? null : state;
      },
      page: {
        title: 'Confirm your NovaVox waitlist sign-up',
        heading: 'Confirm your place on the waitlist?',
        paragraphs: [
          'Someone, we hope you, signed up for the NovaVox waitlist with this e-mail address. Confirm it to keep your place; only a confirmed sign-up holds one.',
        ],
        button: LINK_ACTIONS.confirm,
        tone: 'brand',
        leave: { href: home, label: 'This was not me: go to NovaVox without confirming' },
      },
      act: (claims) => waitlist.confirm(claims, new Date(now())),
    },
    change: {
      blocked: async (claims) => ((await waitlist.canApplyChange(claims)) ? null : 'invalid'),
      page: {
        title: 'Update your NovaVox waitlist sign-up',
        heading: 'Use your new details?',
        paragraphs: [
          'This address signed up for the NovaVox waitlist again, with details that differ from those we keep. Use the new details in place of the old ones? If you did not sign up again, leave everything as it is.',
        ],
        button: LINK_ACTIONS.change,
        tone: 'brand',
        leave: { href: home, label: 'Keep my details as they are and go to NovaVox' },
      },
      act: (claims) => waitlist.applyChange(claims, new Date(now())),
    },
    delete: {
      // A link whose sign-up is gone (already deleted, or never confirmed and forgotten) says so at once.
      blocked: async (claims) => ((await waitlist.canRemove(claims)) ? null : 'invalid'),
      page: {
        title: 'Delete your NovaVox waitlist sign-up',
        heading: 'Delete your waitlist sign-up?',
        paragraphs: [
          'This deletes your place on the NovaVox waitlist and everything we keep with it: your name, e-mail address, phone number, what you told us, your consent record and our e-mails to you. It cannot be undone.',
        ],
        button: LINK_ACTIONS.delete,
        tone: 'danger',
        leave: { href: home, label: 'Keep my sign-up and go to NovaVox' },
      },
      act: (claims) => waitlist.remove(claims),
    },
  };

  const routes = new Hono();
  for (const [purpose, link] of Object.entries(links) as [LinkPurpose, LinkRoute][]) {
    routes
      .get(`/${purpose}`, async (c) => {
        const token = c.req.query('token') ?? '';
        const checked = check(token, purpose);
        if (!checked.ok) return c.redirect(statusPage(checked.reason), 303);
        const blocked = await link.blocked(checked.claims);
        if (blocked !== null) return c.redirect(statusPage(blocked), 303);
        return ask(c, purpose, token, link.page);
      })
      .post(`/${purpose}`, async (c) => {
        const checked = check(await postedToken(c), purpose);
        const outcome = checked.ok ? await link.act(checked.claims) : checked.reason;
        return c.redirect(statusPage(outcome), 303);
      });
  }
  return routes;
}

interface LinkRoute {
  blocked(claims: LinkClaims): Promise<SignupLinkResult | null>;
  page: Omit<LinkPageContent, 'action' | 'token'>;
  act(claims: LinkClaims): Promise<SignupLinkResult>;
}
