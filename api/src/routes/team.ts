import { teamAlertSettingsSchema } from '@novavox/contracts-api/experiment-watch';
import {
  parseTeamSignInRequest,
  TEAM_SIGN_IN_REQUIRED_MESSAGE,
  TEAM_SIGN_IN_SENT_MESSAGE,
  type TeamSignInSent,
  teamDashboardUrl,
} from '@novavox/contracts-api/team';
import { HOUR_MS } from '@novavox/contracts-experiments/time-units';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { createBackgroundWork } from '../http/background-work';
import { clientGroup } from '../http/client-address';
import { invalidForm, parseBody } from '../http/parse-body';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter';
import { jsonBodyLimit, readJsonBody } from '../http/read-json-body';
import { type TeamAccess, teamCookie } from '../http/team-access';
import { enqueueMail } from '../mail/outbox-store';
import { apiLog } from '../observability/api-logger';
import { RATE_LIMITS } from '../observability/refusal-limits';
import { sealedTeamSignInEmail, signInConfirmUrl, signInLinkMaker } from '../team/sign-in-mail';
import { signInAskPage, signInFailedPage, signInPageCsp } from '../team/sign-in-page';
import { TEAM_DEVICE_COOKIE, TEAM_DEVICE_DAYS, teamDeviceCookies } from '../team/team-device-cookie';
import { createTeamSessionStore } from '../team/team-session-store';
import { receivesAlerts, setReceivesAlerts } from '../watch/team-alert-settings';

/**
 * The team's sign-in by e-mailed link. POST /team/sign-in asks for a link (answered alike, and as fast, for every
 * address, so it does not tell who is on the list; only listed addresses are mailed, after the answer);
 * GET /team/sign-in/confirm shows the page the link opens, which changes nothing; its button's POST uses the link
 * once and sets the session cookie and the device cookie; GET /team/me says who is signed in; POST
 * /team/sign-out ends the session; GET and POST /team/me/alerts read and set whether the signed-in member receives
 * the experiment watch's e-mails (docs/experiment-watch.md). How strangers are kept from locking a member out: docs/team-sign-in.md.
 */
export function teamRoutes(
  {
    config,
    db,
    now = Date.now,
    onMailQueued,
    linkSecret,
    log = apiLog,
    background = createBackgroundWork(log),
  }: AppDeps,
  access: TeamAccess,
) {
  const { team } = config;
  const sessions = createTeamSessionStore(db.db);
  const devices = teamDeviceCookies(linkSecret);
  const cookie = teamCookie(config.publicApiUrl);
  const perAddress = createRateLimiter(db.db, {
    name: RATE_LIMITS.teamSignInAddress,
    limit: team.signInsPerAddressPerHour,
    windowMs: HOUR_MS,
    now,
  });
  // Keyed by the address with the client (or the browser that signed in as it): strangers spend only their own.
  const perEmail = createRateLimiter(db.db, {
    name: RATE_LIMITS.teamSignInEmailClient,
    limit: team.signInsPerEmailPerHour,
    windowMs: HOUR_MS,
    now,
  });
  // Bounds what strangers can send a member; requests from a browser that signed in as them are not counted here.
  const newBrowserMails = createRateLimiter(db.db, {
    name: 'team-sign-in-mails-new-browser',
    limit: team.signInMailsFromNewBrowsersPerHour,
    windowMs: HOUR_MS,
    now,
  });
  const dashboardUrl = teamDashboardUrl(config.publicSiteUrl);
  const confirmUrl = signInConfirmUrl(config.publicApiUrl);
  const makeLink = signInLinkMaker(sessions, confirmUrl, now);
  const deviceCookie = { path: '/team', httpOnly: true, secure: cookie.prefix === 'host', sameSite: 'Lax' } as const;

  /** The member's mail, queued after the answer; nothing for an address that is not on the list. */
  const mailSignInLink = async (email: string, knownBrowser: boolean) => {
    if (!team.members.has(email)) return;
    if (!knownBrowser && (await newBrowserMails.take(email)) > 0) {
      log.warn({ email }, 'Sign-in mails from new browsers to this member are over their hourly limit');
      return;
    }
    // The stored mail carries a seal where the link goes; the link is made when the mail is sent.
    const queued = await enqueueMail(
      db.db,
      sealedTeamSignInEmail(email),
      new Date(now()),
      Number.MAX_SAFE_INTEGER,
      'team-sign-in',
    );
    if (!queued) return;
    if (team.logSignInLinks)
      log.info({ email, link: await makeLink(email) }, 'Team sign-in link (SMTP_URL is not set)');
    onMailQueued?.();
  };

  const refuseWhenOver = async (limiter: RateLimiter, key: string) => {
    const retryAfter = await limiter.take(key);
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many sign-in requests. Please try again later.', {
        headers: { 'Retry-After': String(retryAfter) },
        limit: limiter.name,
      });
    }
  };
  const csp = signInPageCsp(config.publicSiteUrl);
  const html = (c: Context, body: string) => {
    c.header('Content-Security-Policy', csp);
    return c.html(body);
  };

  /** The signed-in person: the alert setting is theirs alone, so the service token and the open mode have none. */
  const signedInEmail = async (c: Context): Promise<string> => {
    const caller = await access.identify(c);
    if (caller === null) throw new ApiError(401, TEAM_SIGN_IN_REQUIRED_MESSAGE);
    if (caller.email === null)
      throw new ApiError(
        400,
        'Only a signed-in team member has alert settings (not the service token or the local mode)',
      );
    return caller.email;
  };

  return (
    new Hono()
      .get('/me/alerts', async (c) => {
        const email = await signedInEmail(c);
        return c.json({ experimentAlerts: await receivesAlerts(db.db, email) });
      })
      .post('/me/alerts', jsonBodyLimit(), async (c) => {
        const email = await signedInEmail(c);
        const { experimentAlerts } = parseBody(teamAlertSettingsSchema, await readJsonBody(c), 'alert settings');
        await setReceivesAlerts(db.db, email, experimentAlerts, new Date(now()));
        return c.json({ experimentAlerts });
      })
      .post('/sign-in', jsonBodyLimit(), async (c) => {
        const client = clientGroup(c, config.trustedProxyHops);
        await refuseWhenOver(perAddress, client);
        const parsed = parseTeamSignInRequest(await readJsonBody(c));
        if (!parsed.ok) throw invalidForm(parsed.fields);
        const email = parsed.value.email.toLowerCase();
        const device = devices.verify(getCookie(c, TEAM_DEVICE_COOKIE), email, now());
        await refuseWhenOver(perEmail, device ? `browser ${device}` : `${email} ${client}`);
        background.run('team sign-in mail', () => mailSignInLink(email, device !== null));
        return c.json({ ok: true, message: TEAM_SIGN_IN_SENT_MESSAGE } satisfies TeamSignInSent, 202);
      })
      .get('/sign-in/confirm', async (c) => {
        const token = c.req.query('token') ?? '';
        const link = await sessions.peekSignInLink(token, new Date(now()));
        if (!link.ok) return html(c, signInFailedPage(link.reason, dashboardUrl));
        return html(c, signInAskPage(link.email, confirmUrl, token, dashboardUrl));
      })
      // A form with one token: 4 KB is plenty; refused like every other body over its limit.
      .post('/sign-in/confirm', jsonBodyLimit(4096), async (c) => {
        const body = await c.req.parseBody();
        const token = typeof body.token === 'string' ? body.token : '';
        const at = new Date(now());
        const link = await sessions.useSignInLink(token, at);
        // Someone taken off the list after asking for a link does not get in with it.
        if (!link.ok || !team.members.has(link.email)) {
          return html(c, signInFailedPage(link.ok ? 'invalid' : link.reason, dashboardUrl));
        }
        const session = await sessions.createSession(link.email, at, team.sessionHours * HOUR_MS);
        setCookie(c, cookie.name, session, {
          prefix: cookie.prefix,
          path: '/',
          httpOnly: true,
          secure: cookie.prefix === 'host',
          sameSite: 'Lax',
          maxAge: team.sessionHours * 3600,
        });
        setCookie(c, TEAM_DEVICE_COOKIE, devices.issue(link.email, now()), {
          ...deviceCookie,
          maxAge: TEAM_DEVICE_DAYS * 24 * 3600,
        });
        return c.redirect(dashboardUrl, 303);
      })
      .get('/me', async (c) => {
        const caller = await access.identify(c);
        if (caller === null) throw new ApiError(401, TEAM_SIGN_IN_REQUIRED_MESSAGE);
        return c.json(caller);
      })
      .post('/sign-out', async (c) => {
        const token = getCookie(c, cookie.name, cookie.prefix);
        if (token) await sessions.deleteSession(token);
        deleteCookie(c, cookie.name, { prefix: cookie.prefix, path: '/', secure: cookie.prefix === 'host' });
        return c.json({ ok: true });
      })
  );
}
