import type { AppKysely } from '../db/database-schema';

/**
 * Who receives the experiment watch's e-mails: every member on the team's allow-list (TEAM_ADMIN_EMAILS,
 * TEAM_MARKETING_EMAILS) except those who turned them off (`POST /team/me/alerts`). A member never asked receives
 * them: the team learns of a harmful arm unless someone chose not to.
 */
export async function alertRecipients(db: AppKysely, members: Iterable<string>): Promise<string[]> {
  const off = await db.selectFrom('team_member_settings').select('email').where('experiment_alerts', '=', 0).execute();
  const silenced = new Set(off.map((row) => row.email));
  return [...members].filter((email) => !silenced.has(email)).sort();
}

export async function receivesAlerts(db: AppKysely, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_member_settings')
    .select('experiment_alerts')
    .where('email', '=', email)
    .executeTakeFirst();
  return row === undefined || row.experiment_alerts === 1;
}

export async function setReceivesAlerts(db: AppKysely, email: string, on: boolean, at: Date): Promise<void> {
  const values = { experiment_alerts: on ? 1 : 0, updated_at: at.toISOString() };
  await db
    .insertInto('team_member_settings')
    .values({ email, ...values })
    .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
    .execute();
}
