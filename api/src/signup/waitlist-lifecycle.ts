import {
  fullNameOf,
  normalizeEmail,
  type SignupLinkResult,
  WAITLIST_CONFIRMATION_DAYS,
  type WaitlistFormValues,
} from '@novavox/contracts-api/forms';
import { DAY_MS } from '@novavox/contracts-experiments/time-units';
import type { AppKysely } from '../db/database-schema';
import { enqueueMail } from '../mail/outbox-store';
import { alreadyListedEmail, confirmationEmail } from '../mail/waitlist-emails';
import { creditMetricSource, type RunningExperiments } from '../stores/metric-credit';
import { waitlistLinkUrl } from './link-actions';
import { type LinkClaims, type LinkPurpose, newNonce, signLink } from './link-tokens';

/** Deletion links stay valid this long (every e-mail carries a fresh one). */
const DELETION_LINK_DAYS = 400;

export interface WaitlistLifecycleOptions {
  /** The api's public URL: e-mailed links point at its /waitlist routes. */
  publicApiUrl: string;
  secret: string;
  mailsPerAddressPerHour: number;
  /** The experiments running now: a sign-up and its confirmation are credited to the visitor's exposures in them. */
  running?: () => Promise<RunningExperiments>;
}

/** The details kept for a sign-up, the same whether they arrive with the sign-up or through a change link. */
type StoredDetails = Pick<
  WaitlistFormValues,
  'firstName' | 'lastName' | 'email' | 'phone' | 'interest' | 'receiveUpdates' | 'source' | 'name'
>;

/** What following a link did (the site's status page says it). */
export type LinkOutcome = Exclude<SignupLinkResult, 'expired'>;

/**
 * The life of a waitlist sign-up: stored as pending with the consent shown, confirmed through a single-use link
 * sent to the address, changed only through a link sent to the address, deleted through the link in any of its
 * e-mails, and forgotten when never confirmed. A sign-up with an address already listed changes nothing stored:
 * the address is told instead, so neither an overwrite nor the answer can reveal who is listed.
 */
export function createWaitlistLifecycle(db: AppKysely, options: WaitlistLifecycleOptions) {
  /** Whether a link's row (its id, with the nonce the link carries) is still there: a read, never a change. */
  async function linkStillValid(
    {
      table,
      nonceColumn,
    }: { table: 'waitlist_changes'; nonceColumn: 'nonce' } | { table: 'waitlist_signups'; nonceColumn: 'delete_nonce' },
    claims: LinkClaims,
  ): Promise<boolean> {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', claims.id)
      .where(nonceColumn, '=', claims.nonce)
      .executeTakeFirst();
    return row !== undefined;
  }

  const link = (purpose: LinkPurpose, claims: Omit<LinkClaims, 'purpose'>) =>
    `${waitlistLinkUrl(options.publicApiUrl, purpose)}?token=${encodeURIComponent(signLink({ purpose, ...claims }, options.secret))}`;
  const deletionLink = (id: number, nonce: string, at: Date) =>
    link('delete', { id, nonce, expiresAt: Math.floor((at.getTime() + DELETION_LINK_DAYS * DAY_MS) / 1000) });
  // Read before a transaction opens: on SQLite a read outside it would wait for it.
  const running = async (): Promise<RunningExperiments> => (options.running ? options.running() : new Map());

  return {
    /** Returns true when a new pending sign-up was stored. */
    async signUp(values: WaitlistFormValues, at: Date): Promise<boolean> {
      const now = at.toISOString();
      const email = normalizeEmail(values.email);
      const emailKey = email.toLowerCase();
      const details = storedDetails(values, email);
      const experiments = values.visitorId === undefined ? new Map() : await running();
      return db.transaction().execute(async (trx) => {
        // Sent, new or not: a secondary metric. Only the confirmation is a conversion.
        if (values.visitorId !== undefined)
          await creditMetricSource(trx, 'waitlist_submitted', values.visitorId, at, experiments);
        const confirmNonce = newNonce();
        const deleteNonce = newNonce();
        const inserted = await trx
          .insertInto('waitlist_signups')
          .values({
            email_key: emailKey,
            ...detailColumns(details),
            status: 'pending',
            consent_at: now,
            consent_version: values.consentVersion,
            confirm_nonce: confirmNonce,
            delete_nonce: deleteNonce,
            visitor_id: values.visitorId ?? null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column('email_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          const expiresAt = Math.floor((at.getTime() + WAITLIST_CONFIRMATION_DAYS * DAY_MS) / 1000);
          const links = {
            confirm: link('confirm', { id: inserted.id, nonce: confirmNonce, expiresAt }),
            delete: deletionLink(inserted.id, deleteNonce, at),
          };
          await enqueueMail(
            trx,
            confirmationEmail(email, links, WAITLIST_CONFIRMATION_DAYS),
            at,
            options.mailsPerAddressPerHour,
          );
          return true;
        }

        const existing = await trx
          .selectFrom('waitlist_signups')
          .selectAll()
          .where('email_key', '=', emailKey)
          .executeTakeFirstOrThrow();
        let existingDeleteNonce = existing.delete_nonce;
        if (existingDeleteNonce === null) {
          // Sign-ups from before double opt-in get their deletion nonce when they first need one.
          existingDeleteNonce = newNonce();
          await trx
            .updateTable('waitlist_signups')
            .set({ delete_nonce: existingDeleteNonce })
            .where('id', '=', existing.id)
            .execute();
        }
        const deletion = deletionLink(existing.id, existingDeleteNonce, at);
        if (existing.status === 'pending' && existing.confirm_nonce !== null) {
          // The same confirmation link again: nothing stored changes, and it still expires counting from the sign-up.
          const expiresAt = Math.floor((Date.parse(existing.created_at) + WAITLIST_CONFIRMATION_DAYS * DAY_MS) / 1000);
          const links = {
            confirm: link('confirm', { id: existing.id, nonce: existing.confirm_nonce, expiresAt }),
            delete: deletion,
          };
          await enqueueMail(
            trx,
            confirmationEmail(existing.email, links, WAITLIST_CONFIRMATION_DAYS),
            at,
            options.mailsPerAddressPerHour,
          );
          return false;
        }
        let change: string | undefined;
        if (differs(existing, details)) {
          const nonce = newNonce();
          const row = await trx
            .insertInto('waitlist_changes')
            .values({ signup_id: existing.id, values_json: JSON.stringify(details), nonce, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          change = link('change', {
            id: row.id,
            nonce,
            expiresAt: Math.floor((at.getTime() + WAITLIST_CONFIRMATION_DAYS * DAY_MS) / 1000),
          });
        }
        await enqueueMail(
          trx,
          alreadyListedEmail(existing.email, { delete: deletion, change }),
          at,
          options.mailsPerAddressPerHour,
        );
        return false;
      });
    },

    /**
     * Confirms a pending sign-up; the first confirmation (and only it) is the primary metric's conversion, credited
     * in the same transaction to the experiments the visitor who signed up was exposed to (see creditMetricSource).
     */
    async confirm(claims: LinkClaims, at: Date): Promise<LinkOutcome> {
      const experiments = await running();
      const confirmed = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('waitlist_signups')
          .set({
            status: 'confirmed',
            confirmed_at: at.toISOString(),
            confirm_nonce: null,
            updated_at: at.toISOString(),
          })
          .where('id', '=', claims.id)
          .where('status', '=', 'pending')
          .where('confirm_nonce', '=', claims.nonce)
          .returning(['id', 'visitor_id'])
          .executeTakeFirst();
        if (row?.visitor_id) await creditMetricSource(trx, 'waitlist_confirmed', row.visitor_id, at, experiments);
        return row;
      });
      if (confirmed) return 'confirmed';
      const row = await db
        .selectFrom('waitlist_signups')
        .select('status')
        .where('id', '=', claims.id)
        .executeTakeFirst();
      return row?.status === 'confirmed' ? 'already-confirmed' : 'invalid';
    },

    async applyChange(claims: LinkClaims, at: Date): Promise<LinkOutcome> {
      return db.transaction().execute(async (trx) => {
        const change = await trx
          .deleteFrom('waitlist_changes')
          .where('id', '=', claims.id)
          .where('nonce', '=', claims.nonce)
          .returning(['signup_id', 'values_json'])
          .executeTakeFirst();
        if (!change) return 'invalid';
        // Where the person first came from stays as it was.
        const { source: _source, ...columns } = detailColumns(JSON.parse(change.values_json) as StoredDetails);
        const updated = await trx
          .updateTable('waitlist_signups')
          .set({ ...columns, updated_at: at.toISOString() })
          .where('id', '=', change.signup_id)
          .returning('id')
          .executeTakeFirst();
        return updated ? 'updated' : 'invalid';
      });
    },

    /**
     * What pressing a confirmation link's button would do (read only: the page asks first): confirm a pending
     * sign-up, or nothing, the place being already confirmed or the sign-up gone.
     */
    async confirmState(claims: LinkClaims): Promise<'pending' | 'already-confirmed' | 'invalid'> {
      const row = await db
        .selectFrom('waitlist_signups')
        .select(['status', 'confirm_nonce'])
        .where('id', '=', claims.id)
        .executeTakeFirst();
      if (row?.status === 'confirmed') return 'already-confirmed';
      return row?.status === 'pending' && row.confirm_nonce === claims.nonce ? 'pending' : 'invalid';
    },

    /** Whether a change link's new details still wait to be applied (read only, like confirmState). */
    canApplyChange(claims: LinkClaims): Promise<boolean> {
      return linkStillValid({ table: 'waitlist_changes', nonceColumn: 'nonce' }, claims);
    },

    /** Whether a deletion link still points at a sign-up (read only: the page asks before anything is deleted). */
    canRemove(claims: LinkClaims): Promise<boolean> {
      return linkStillValid({ table: 'waitlist_signups', nonceColumn: 'delete_nonce' }, claims);
    },

    async remove(claims: LinkClaims): Promise<LinkOutcome> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('waitlist_signups')
          .where('id', '=', claims.id)
          .where('delete_nonce', '=', claims.nonce)
          .returning('email')
          .executeTakeFirst();
        if (!removed) return 'invalid';
        await trx.deleteFrom('waitlist_changes').where('signup_id', '=', claims.id).execute();
        // The e-mails held the person's name and address too.
        await trx.deleteFrom('mail_outbox').where('recipient', '=', removed.email).execute();
        return 'deleted';
      });
    },
  };
}

/** Forgets sign-ups never confirmed within WAITLIST_CONFIRMATION_DAYS, with their e-mails; returns how many. */
export async function forgetUnconfirmedSignups(db: AppKysely, at: Date): Promise<number> {
  const before = new Date(at.getTime() - WAITLIST_CONFIRMATION_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('waitlist_signups')
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .returning(['id', 'email'])
      .execute();
    for (const row of gone) {
      await trx.deleteFrom('mail_outbox').where('recipient', '=', row.email).execute();
      await trx.deleteFrom('waitlist_changes').where('signup_id', '=', row.id).execute();
    }
    return gone.length;
  });
}

export type WaitlistLifecycle = ReturnType<typeof createWaitlistLifecycle>;

function storedDetails(values: WaitlistFormValues, email: string): StoredDetails {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email,
    phone: values.phone || null,
    interest: values.interest || null,
    receiveUpdates: values.receiveUpdates,
    source: values.source || 'general',
    name: fullNameOf(values),
  };
}

function detailColumns(details: StoredDetails) {
  return {
    email: details.email,
    first_name: details.firstName,
    last_name: details.lastName,
    name: fullNameOf(details),
    phone: details.phone || null,
    interest: details.interest || null,
    receive_updates: details.receiveUpdates ? 1 : 0,
    source: details.source || 'general',
  };
}

/** Whether the submitted details would change what is stored (the source of a repeat visit does not count). */
function differs(
  row: {
    first_name: string;
    last_name: string;
    phone: string | null;
    interest: string | null;
    receive_updates: number;
  },
  details: StoredDetails,
): boolean {
  return (
    row.first_name !== details.firstName ||
    row.last_name !== details.lastName ||
    (details.phone ?? null) !== (row.phone ?? null) ||
    ((details.interest ?? null) !== null && details.interest !== row.interest) ||
    (row.receive_updates === 1) !== details.receiveUpdates
  );
}
