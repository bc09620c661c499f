import { appSecret } from '../db/app-secret';
import type { AppKysely } from '../db/database-schema';

/**
 * LINK_SIGNING_SECRET when set; otherwise a secret generated on first start and kept in the database, so the
 * embedded default needs no setting, links survive restarts, and api processes sharing a database agree.
 */
export function linkSigningSecret(db: AppKysely, configured: string | null): Promise<string> {
  return appSecret(db, 'link_signing', configured);
}
