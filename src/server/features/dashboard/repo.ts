import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import './tables';

type Db = Kysely<Database>;
type Owner = { organizationId: number; userId: number };

/** The task keys the user hid. */
export async function hiddenTaskKeys(db: Db, { organizationId, userId }: Owner): Promise<Set<string>> {
  const rows = await db
    .selectFrom('dashboard_hidden_tasks')
    .select('task_key')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.task_key));
}

/** Hides (stores) or unhides (deletes) one task key of the user; idempotent. */
export async function setTaskHidden(db: Db, owner: Owner, taskKey: string, hidden: boolean): Promise<void> {
  if (hidden) {
    await db
      .insertInto('dashboard_hidden_tasks')
      .values({ organization_id: owner.organizationId, user_id: owner.userId, task_key: taskKey })
      .onConflict((oc) => oc.columns(['organization_id', 'user_id', 'task_key']).doNothing())
      .execute();
    return;
  }
  await db
    .deleteFrom('dashboard_hidden_tasks')
    .where('organization_id', '=', owner.organizationId)
    .where('user_id', '=', owner.userId)
    .where('task_key', '=', taskKey)
    .execute();
}
