import type { Kysely } from 'kysely';
import type { TemplateKind } from '../../../engine/notifications/template-catalogue';
import type { Database } from '../../db/database';
import './tables';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database>;

/** The people who are to get an e-mail of `kind`: active, with an address, and not switched off for it. */
export async function mailRecipients(db: Db, organizationId: number, userIds: number[], kind: TemplateKind) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.language_key'])
    .where('u.organization_id', '=', organizationId)
    .where('u.id', 'in', userIds)
    .where('u.active', '=', true)
    .where('u.email', '<>', '')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_email_optouts as o')
            .select('o.user_id')
            .whereRef('o.organization_id', '=', 'u.organization_id')
            .whereRef('o.user_id', '=', 'u.id')
            .where('o.kind', '=', kind),
        ),
      ),
    )
    .execute();
}

/** A process's title and its recipient's name, as e-mails show them. */
export async function processMailFacts(db: Db, organizationId: number, processId: number) {
  return db
    .selectFrom('processes as p')
    .innerJoin('users as r', 'r.id', 'p.recipient_id')
    .select(['p.title', 'r.first_name', 'r.last_name'])
    .where(rowOfOrganization(organizationId, processId, 'p'))
    .executeTakeFirst();
}

/** The kinds a person switched off. */
export async function optedOutKinds(db: Db, organizationId: number, userId: number) {
  const rows = await db
    .selectFrom('notification_email_optouts')
    .select('kind')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.kind));
}

/** Replaces a person's switched-off kinds with `kinds`, in one transaction. */
export async function replaceOptOuts(
  db: Db,
  organizationId: number,
  userId: number,
  kinds: readonly TemplateKind[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('notification_email_optouts')
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .execute();
    if (kinds.length > 0)
      await trx
        .insertInto('notification_email_optouts')
        .values(kinds.map((kind) => ({ organization_id: organizationId, user_id: userId, kind })))
        .execute();
  });
}
