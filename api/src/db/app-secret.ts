import { randomBytes } from 'node:crypto';
import type { AppKysely } from './database-schema';

/**
 * A secret the api signs with: the configured value when set; otherwise one generated on first start and kept in
 * `app_secrets` under `name`, so the embedded default needs no setting, what was signed survives restarts, and
 * api processes sharing a database agree.
 */
export async function appSecret(db: AppKysely, name: string, configured: string | null): Promise<string> {
  if (configured !== null) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
