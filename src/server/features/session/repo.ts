import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { rowOfOrganization } from '../../db/organization-row';

export async function updatePreferences(
  db: Kysely<Database>,
  organizationId: number,
  userId: number,
  change: { language_key?: string; theme_mode?: string },
): Promise<void> {
  await db.updateTable('users').set(change).where(rowOfOrganization(organizationId, userId)).execute();
}

/** An employee of the organization by id, with what deciding on an impersonation needs (undefined elsewhere). */
export async function findEmployee(db: Kysely<Database>, organizationId: number, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'roles', 'can_be_impersonated', 'active'])
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
}

/** Ends every running impersonation of an administrator; answers how many there were. */
export async function endImpersonations(
  db: Kysely<Database>,
  organizationId: number,
  adminId: number,
  at: Date,
): Promise<number> {
  const result = await db
    .updateTable('impersonations')
    .set({ ended_at: at })
    .where('organization_id', '=', organizationId)
    .where('admin_id', '=', adminId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Starts an impersonation, ending the administrator's earlier one, and records its start in the audit: one
 * transaction, so an administrator never runs two at once.
 */
export async function startImpersonation(
  db: Kysely<Database>,
  input: {
    organizationId: number;
    admin: { id: number; name: string };
    user: { id: number; name: string };
    sessionId: string | null;
    startedAt: Date;
    expiresAt: Date;
    route: string;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await endImpersonations(trx, input.organizationId, input.admin.id, input.startedAt);
    const { id } = await trx
      .insertInto('impersonations')
      .values({
        organization_id: input.organizationId,
        admin_id: input.admin.id,
        user_id: input.user.id,
        session_id: input.sessionId,
        started_at: input.startedAt,
        expires_at: input.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('impersonation_audit')
      .values({
        organization_id: input.organizationId,
        impersonation_id: id,
        admin_id: input.admin.id,
        admin_name: input.admin.name,
        user_id: input.user.id,
        user_name: input.user.name,
        method: 'POST',
        route: input.route,
        status_code: 200,
        at: input.startedAt,
      })
      .execute();
    return id;
  });
}

export type AuditFilter = {
  userId?: number;
  adminId?: number;
  from?: string;
  to?: string;
};

/** One page of an organization's impersonation audit, newest first, and the number of matching rows. */
export async function listImpersonationAudit(
  db: Kysely<Database>,
  organizationId: number,
  filter: AuditFilter,
  page: { index: number; size: number },
) {
  let query = db.selectFrom('impersonation_audit').where('organization_id', '=', organizationId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.adminId !== undefined) query = query.where('admin_id', '=', filter.adminId);
  if (filter.from !== undefined) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to !== undefined) query = query.where('at', '<', new Date(filter.to));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset(page.index * page.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.count) };
}
