import type { Kysely } from 'kysely';
import type { Database, OrganizationSettings } from '../../db/database';

export async function settingsOf(
  db: Kysely<Database>,
  organizationId: number,
): Promise<OrganizationSettings> {
  const row = await db
    .selectFrom('organizations')
    .select('settings')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.settings ?? {};
}

/** Merges the given settings into the organization's (other keys stay); answers the settings now. */
export async function mergeSettings(
  db: Kysely<Database>,
  organizationId: number,
  changes: Partial<OrganizationSettings>,
): Promise<OrganizationSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('organizations')
      .select(['settings'])
      .where('id', '=', organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const settings = { ...(row.settings ?? {}), ...changes };
    await trx
      .updateTable('organizations')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', organizationId)
      .execute();
    return settings;
  });
}
