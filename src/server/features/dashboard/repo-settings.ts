import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import './tables';

type Db = Kysely<Database>;
type Owner = { organizationId: number; userId: number };

/** The condition that picks the owner's row of a per-user table. */
const rowOf = (owner: Owner) =>
  sql<SqlBool>`organization_id = ${owner.organizationId} and user_id = ${owner.userId}`;

/** The user's stored widget layout (as stored, unvalidated JSON), or undefined when none is stored. */
export async function findLayout(db: Db, owner: Owner): Promise<unknown> {
  const row = await db
    .selectFrom('dashboard_layouts')
    .select('layout')
    .where(rowOf(owner))
    .executeTakeFirst();
  return row?.layout;
}

/** Stores the user's layout, replacing an earlier one; with `onlyIfNone`, keeps an existing one. */
export async function storeLayout(db: Db, owner: Owner, layout: object, onlyIfNone = false): Promise<void> {
  await db
    .insertInto('dashboard_layouts')
    .values({
      organization_id: owner.organizationId,
      user_id: owner.userId,
      layout: JSON.stringify(layout),
    })
    .onConflict((oc) =>
      onlyIfNone
        ? oc.columns(['organization_id', 'user_id']).doNothing()
        : oc
            .columns(['organization_id', 'user_id'])
            .doUpdateSet({ layout: JSON.stringify(layout), updated_at: new Date() }),
    )
    .execute();
}

/** Whether the user has a calendar feed (a stored token hash). */
export async function hasFeedToken(db: Db, owner: Owner): Promise<boolean> {
  const row = await db
    .selectFrom('calendar_feed_tokens')
    .select('user_id')
    .where(rowOf(owner))
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the hash of the user's new feed secret, replacing (and so ending) the old one. */
export async function replaceFeedToken(db: Db, owner: Owner, tokenHash: string): Promise<void> {
  await db
    .insertInto('calendar_feed_tokens')
    .values({ organization_id: owner.organizationId, user_id: owner.userId, token_hash: tokenHash })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'user_id'])
        .doUpdateSet({ token_hash: tokenHash, created_at: new Date() }),
    )
    .execute();
}

/** Ends the user's calendar feed. */
export async function deleteFeedToken(db: Db, owner: Owner): Promise<void> {
  await db.deleteFrom('calendar_feed_tokens').where(rowOf(owner)).execute();
}

/**
 * The owner of a feed secret's hash, with the organization's slug and the owner's language; undefined if none or
 * the owner is deactivated (the secret answers again once they are reactivated).
 */
export async function findFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feed_tokens as t')
    .innerJoin('users as u', (j) =>
      j.onRef('u.id', '=', 't.user_id').onRef('u.organization_id', '=', 't.organization_id'),
    )
    .innerJoin('organizations as o', 'o.id', 't.organization_id')
    .select(['t.organization_id', 't.user_id', 'u.language_key', 'u.roles', 'o.slug'])
    .where('t.token_hash', '=', tokenHash)
    .where('u.active', '=', true)
    .executeTakeFirst();
}
