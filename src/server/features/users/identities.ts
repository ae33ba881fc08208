import { signInIdentityText } from '../../../engine/employees';
import type { Actor } from '../../auth/actor';
import { recordUserChanges } from '../../employees';
import { notFound } from '../../errors';
import type { UsersServices } from './deps';
import { findUserRow } from './repo';
import { publishUserUpdated } from './user-updated';

/*
 * The subjects of an external issuer an employee signs in as (user_identities, linked at the first sign-in by
 * the configured claim). HR sees them on the employee page and can undo a link: the person's next sign-in is
 * matched again by the claim, to whoever it names then.
 */

/** GET /users/{id}/identities: the employee's sign-in identities, oldest first; 404 outside the organization. */
export async function identitiesOfUser(services: UsersServices, actor: Actor, userId: number) {
  if (!(await findUserRow(services.db, actor.organizationId, userId)))
    throw notFound(`There is no employee ${userId}.`);
  const rows = await services.db
    .selectFrom('user_identities')
    .select(['id', 'issuer', 'subject', 'created_at'])
    .where('organization_id', '=', actor.organizationId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    issuer: row.issuer,
    subject: row.subject,
    linkedAt: row.created_at.toISOString(),
  }));
}

/**
 * DELETE /users/{id}/identities/{identityId}: undoes a link, with a change-history row naming who did it (and
 * the administrator behind an impersonation), in one transaction. 404 for an identity that is not this
 * employee's in the caller's organization. Open detail pages hear UserUpdated.
 */
export async function unlinkIdentity(
  services: UsersServices,
  actor: Actor,
  userId: number,
  identityId: number,
): Promise<void> {
  const org = actor.organizationId;
  await services.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('user_identities')
      .where('organization_id', '=', org)
      .where('user_id', '=', userId)
      .where('id', '=', identityId)
      .returning(['issuer', 'subject'])
      .executeTakeFirst();
    if (!removed) throw notFound(`Employee ${userId} has no sign-in identity ${identityId}.`);
    await recordUserChanges(trx, {
      organizationId: org,
      userId,
      changes: [{ field: 'signInIdentity', previous: signInIdentityText(removed), next: null }],
      source: 'person',
      changedBy: actor.userId,
      impersonatedBy: actor.impersonator?.userId ?? null,
      applied: true,
    });
  });
  await publishUserUpdated(services, actor, userId);
}
