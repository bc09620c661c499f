import { randomBytes } from 'node:crypto';
import type { AppKysely } from '../db/database-schema';

/**
 * LINK_SIGNING_SECRET when set; otherwise a secret generated on first start and kept in the database, so the
 * embedded default needs no setting, links survive restarts, and api processes sharing a database agree.
 */
export async function linkSigningSecret(db: AppKysely, configured: string | null): Promise<string> {
  if (configured !== null) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: 'link_signing', value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'link_signing')
    .executeTakeFirstOrThrow();
  return row.value;
}
