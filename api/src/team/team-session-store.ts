import { createHash, randomBytes } from 'node:crypto';
import type { AppKysely } from '../db/database-schema';

/**
 * The team's sign-in links and sessions. A token is 32 random bytes (256 bits) handed out once, in an e-mail or a
 * cookie; only its SHA-256 is stored, so a copy of the database opens nothing, and a lookup by hash leaves no
 * timing to compare. Links are single-use: using one deletes it in the same statement that reads it, and a new
 * link for an address revokes the older ones.
 */
export function newTeamToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Shape of a token this store hands out; anything else is refused before the database is asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isTeamTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export type SignInLinkUse = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

/** What a sign-in link's row says, whether only looked at or used: whom it signs in until it expires. */
function linkUse(row: { email: string; expires_at: string } | undefined, now: Date): SignInLinkUse {
  if (!row) return { ok: false, reason: 'invalid' };
  return row.expires_at > now.toISOString() ? { ok: true, email: row.email } : { ok: false, reason: 'expired' };
}

export function createTeamSessionStore(db: AppKysely) {
  return {
    /**
     * Stores a new link for `email` and returns its token, revoking the address's older links in the same
     * transaction; drops links and sessions that have expired.
     */
    async createSignInLink(email: string, now: Date, validMs: number): Promise<string> {
      const token = newTeamToken();
      const at = now.toISOString();
      await db.deleteFrom('team_sessions').where('expires_at', '<=', at).execute();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('team_sign_in_links')
          .where((eb) => eb.or([eb('expires_at', '<=', at), eb('email', '=', email)]))
          .execute();
        await trx
          .insertInto('team_sign_in_links')
          .values({
            token_hash: tokenHash(token),
            email,
            created_at: at,
            expires_at: new Date(now.getTime() + validMs).toISOString(),
          })
          .execute();
      });
      return token;
    },

    /** Whether a link would still sign someone in, and whom; changes nothing (the page a GET shows). */
    async peekSignInLink(token: string, now: Date): Promise<SignInLinkUse> {
      if (!isTeamTokenShape(token)) return { ok: false, reason: 'invalid' };
      const row = await db
        .selectFrom('team_sign_in_links')
        .select(['email', 'expires_at'])
        .where('token_hash', '=', tokenHash(token))
        .executeTakeFirst();
      return linkUse(row, now);
    },

    /** Uses a link: deleted and read in one statement, so two requests with one link cannot both sign in. */
    async useSignInLink(token: string, now: Date): Promise<SignInLinkUse> {
      if (!isTeamTokenShape(token)) return { ok: false, reason: 'invalid' };
      const row = await db
        .deleteFrom('team_sign_in_links')
        .where('token_hash', '=', tokenHash(token))
        .returning(['email', 'expires_at'])
        .executeTakeFirst();
      return linkUse(row, now);
    },

    /** Opens a session for `email`; returns the cookie's token. */
    async createSession(email: string, now: Date, validMs: number): Promise<string> {
      const token = newTeamToken();
      await db
        .insertInto('team_sessions')
        .values({
          token_hash: tokenHash(token),
          email,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + validMs).toISOString(),
        })
        .execute();
      return token;
    },

    /** The session's e-mail address while it has not expired, else null. */
    async findSession(token: string, now: Date): Promise<string | null> {
      if (!isTeamTokenShape(token)) return null;
      const row = await db
        .selectFrom('team_sessions')
        .select('email')
        .where('token_hash', '=', tokenHash(token))
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row?.email ?? null;
    },

    async deleteSession(token: string): Promise<void> {
      if (!isTeamTokenShape(token)) return;
      await db.deleteFrom('team_sessions').where('token_hash', '=', tokenHash(token)).execute();
    },
  };
}

export type TeamSessionStore = ReturnType<typeof createTeamSessionStore>;
