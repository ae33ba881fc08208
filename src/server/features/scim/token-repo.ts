import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { rowOfOrganization } from '../../db/organization-row';

/** The organization's provisioning tokens, newest first, with the name of who created each. */
export function listTokens(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('scim_tokens as t')
    .leftJoin('users as c', (join) =>
      join.onRef('c.id', '=', 't.created_by').on('c.organization_id', '=', organizationId),
    )
    .where('t.organization_id', '=', organizationId)
    .select([
      't.id',
      't.name',
      't.last_used_at',
      't.revoked_at',
      'c.id as creator_id',
      'c.first_name as creator_first_name',
      'c.last_name as creator_last_name',
      'c.shorthand as creator_shorthand',
    ])
    .select((eb) => eb.ref('t.created_at').$castTo<Date>().as('created_at'))
    .orderBy('t.id', 'desc')
    .execute();
}
export type TokenListRow = Awaited<ReturnType<typeof listTokens>>[number];

/** How many of the organization's tokens are not revoked. */
export async function countActiveTokens(db: Kysely<Database>, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('scim_tokens')
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a token by its hash; answers its id. */
export async function insertToken(
  db: Kysely<Database>,
  values: { organizationId: number; name: string; tokenHash: string; createdBy: number },
): Promise<number> {
  const row = await db
    .insertInto('scim_tokens')
    .values({
      organization_id: values.organizationId,
      name: values.name,
      token_hash: values.tokenHash,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a token of the organization (a revoked one keeps its first revocation time); false for none. */
export async function revokeToken(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .updateTable('scim_tokens')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where(rowOfOrganization(organizationId, id))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The token that has this hash and is not revoked: its id and organization. */
export function findActiveToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('scim_tokens')
    .select(['id', 'organization_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Notes that a token was used now (the token page shows it). */
export async function touchToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('scim_tokens').set({ last_used_at: new Date() }).where('id', '=', id).execute();
}
