import {
  roleAllows,
  TEAM_FORBIDDEN_MESSAGE,
  TEAM_SIGN_IN_REQUIRED_MESSAGE,
  type TeamMember,
  type TeamRole,
} from '@novavox/contracts-api/team';
import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { getCookie } from 'hono/cookie';
import type { TeamConfig } from '../config/api-config';
import type { TeamSessionStore } from '../team/team-session-store';
import { LOCAL_DEVELOPER_ACTOR, SERVICE_TOKEN_ACTOR, setActor } from './actor';
import { ApiError, errorBody } from './api-error';
import { clientGroup } from './client-address';
import type { RateLimiter } from './rate-limiter';

export const ADMIN_TOKEN_REQUIRED = 'A valid admin token is required';

/** A signed-in person, as the routes behind `requireRole` see them (`c.get('teamMember')`). */
export interface SignedInTeamMember {
  email: string;
  role: TeamRole;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in person; undefined for the service token and the open local mode (see `teamCaller`). */
    teamMember: SignedInTeamMember | undefined;
    /** Who is calling, whatever the way in: role, the actor the audit log records, whether it can sign out. */
    teamCaller: TeamMember;
  }
}

export interface TeamCookie {
  name: string;
  /** `__Host-` prefix and Secure when the api is reached over https. */
  prefix: 'host' | undefined;
}

export function teamCookie(publicApiUrl: string): TeamCookie {
  return { name: 'nvx_team_session', prefix: publicApiUrl.startsWith('https:') ? 'host' : undefined };
}

export interface TeamAccess {
  /** Who is calling: a signed-in person, the service token, the open local mode, or null (nobody). */
  identify(c: Context): Promise<TeamMember | null>;
  /** Lets the request through only for a caller whose role allows `role`: 401 for nobody, 403 for too little. */
  requireRole(role: TeamRole): MiddlewareHandler;
}

/**
 * Who may use the team's routes. Three ways in: the session cookie of a person on the allow-list (their role read
 * from the list on every request, so taking them off it ends their access at once); the service token for
 * scripts (`Authorization: Bearer`, Hono's bearer auth, compared in constant time; it acts as admin), with wrong
 * tokens counted per address and refused with 429 past the limit; and, with neither an allow-list nor a token
 * configured (a developer's machine, never production), everything open to 'local developer'.
 */
export function createTeamAccess(options: {
  team: TeamConfig;
  adminToken: string | null;
  sessions: TeamSessionStore;
  failures: RateLimiter;
  trustedProxyHops: number;
  publicApiUrl: string;
  now: () => number;
}): TeamAccess {
  const { team, adminToken, sessions, failures, trustedProxyHops, now } = options;
  const cookie = teamCookie(options.publicApiUrl);
  const refusal = { message: errorBody(ADMIN_TOKEN_REQUIRED), wwwAuthenticateHeader: 'Bearer' };
  const serviceToken =
    adminToken === null
      ? null
      : bearerAuth({
          token: adminToken,
          noAuthenticationHeader: refusal,
          invalidAuthenticationHeader: refusal,
          invalidToken: refusal,
        });

  async function checkServiceToken(c: Context): Promise<TeamMember> {
    const address = clientGroup(c, trustedProxyHops);
    // Every attempt is counted before its token is compared and given back once it proves right, so guesses
    // sent at once, to one api process or several, get at most the limit's comparisons.
    const retryAfter = await failures.take(address);
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many wrong admin tokens. Please try again later.', {
        headers: { 'Retry-After': String(retryAfter) },
        limit: failures.name,
      });
    }
    // No token configured: every one sent is wrong, and stays counted.
    if (serviceToken === null) {
      throw new ApiError(401, ADMIN_TOKEN_REQUIRED, { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    // A wrong or malformed token ends in bearer auth's 401/400 and stays counted.
    await serviceToken(c, async () => undefined);
    await failures.giveBack(address);
    return { email: null, role: 'admin', actor: SERVICE_TOKEN_ACTOR, canSignOut: false };
  }

  async function identify(c: Context): Promise<TeamMember | null> {
    if (team.open) return { email: null, role: 'admin', actor: LOCAL_DEVELOPER_ACTOR, canSignOut: false };
    if (c.req.header('authorization') !== undefined) return checkServiceToken(c);
    const token = getCookie(c, cookie.name, cookie.prefix);
    if (!token) return null;
    const email = await sessions.findSession(token, new Date(now()));
    const role = email === null ? undefined : team.members.get(email);
    if (email === null || role === undefined) return null;
    return { email, role, actor: email, canSignOut: true };
  }

  return {
    identify,
    requireRole(role) {
      return async (c, next) => {
        const caller = await identify(c);
        if (caller === null) {
          throw new ApiError(401, TEAM_SIGN_IN_REQUIRED_MESSAGE, { headers: { 'WWW-Authenticate': 'Bearer' } });
        }
        if (!roleAllows(caller.role, role)) throw new ApiError(403, TEAM_FORBIDDEN_MESSAGE);
        c.set('teamCaller', caller);
        // What the change logs record (actorOf): the signed-in e-mail, 'service token' or 'local developer'.
        setActor(c, caller.actor);
        c.set('teamMember', caller.email === null ? undefined : { email: caller.email, role: caller.role });
        await next();
      };
    },
  };
}
