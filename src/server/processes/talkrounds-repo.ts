import type { TalkroundRow } from '../db/database';
import type { Db } from './repo';
import { rowOfOrganization } from '../db/organization-row';

/** Every talkround column, dates as `YYYY-MM-DD` text. */
function selectTalkrounds(db: Db) {
  return db
    .selectFrom('talkrounds')
    .select(['id', 'organization_id', 'process_type', 'name', 'finished'])
    .select((eb) => [
      eb.fn<string>('to_char', [eb.ref('start_date'), eb.val('YYYY-MM-DD')]).as('start_date'),
      eb.fn<string>('to_char', [eb.ref('end_date'), eb.val('YYYY-MM-DD')]).as('end_date'),
    ]);
}

/**
 * The talkrounds of the organization, optionally of one process type and finished or not: the latest start
 * first, then by process type and id.
 */
export async function listTalkroundRows(
  db: Db,
  organizationId: number,
  filter: { processType?: number; finished?: boolean },
): Promise<TalkroundRow[]> {
  let query = selectTalkrounds(db).where('organization_id', '=', organizationId);
  if (filter.processType !== undefined) query = query.where('process_type', '=', filter.processType);
  if (filter.finished !== undefined) query = query.where('finished', '=', filter.finished);
  return query.orderBy('start_date', 'desc').orderBy('process_type').orderBy('id').execute();
}

/** One talkround of the organization; undefined when missing or of another organization. */
export async function findTalkround(
  db: Db,
  organizationId: number,
  id: number,
): Promise<TalkroundRow | undefined> {
  return selectTalkrounds(db).where(rowOfOrganization(organizationId, id)).executeTakeFirst();
}
