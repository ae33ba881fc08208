import type { Db } from './repo';

/** Which processes of an organization the talk-date job looks at: one process type in some statuses. */
export type TalkDateSelection = { organizationId: number; processType: number; statusIds: readonly number[] };

/** The organizations with a process whose talk date has passed (by `now`) and is not marked reached yet. */
export async function listOrganizationsWithPassedTalkDates(db: Db, now: Date) {
  return db
    .selectFrom('processes')
    .select('organization_id')
    .distinct()
    .where('talk_date', '<=', now)
    .where('talk_date_reached', '=', false)
    .execute();
}

/** Marks the passed talk dates of the selected processes reached, in one statement. */
export async function markTalkDatesReached(db: Db, selection: TalkDateSelection, now: Date): Promise<void> {
  await db
    .updateTable('processes')
    .set({ talk_date_reached: true })
    .where('organization_id', '=', selection.organizationId)
    .where('process_type', '=', selection.processType)
    .where('status_id', 'in', [...selection.statusIds])
    .where('talk_date', '<=', now)
    .where('talk_date_reached', '=', false)
    .execute();
}

/**
 * The selected processes whose talk date has passed and is not marked reached yet: the earliest date first, at
 * most 1000 per call.
 */
export async function listProcessesWithPassedTalkDate(db: Db, selection: TalkDateSelection, now: Date) {
  return db
    .selectFrom('processes')
    .select('id')
    .where('organization_id', '=', selection.organizationId)
    .where('process_type', '=', selection.processType)
    .where('status_id', 'in', [...selection.statusIds])
    .where('talk_date', '<=', now)
    .where('talk_date_reached', '=', false)
    .orderBy('talk_date')
    .limit(1000)
    .execute();
}
