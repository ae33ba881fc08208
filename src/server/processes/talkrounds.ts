import { presentTalkround } from './present';
import type { Db } from './repo';
import { listTalkroundRows } from './talkrounds-repo';

/** The talkrounds of the organization (GET /Talkrounds), optionally of one process type, finished or not. */
export async function listTalkrounds(
  db: Db,
  organizationId: number,
  filter: { processType?: number; finished?: boolean },
) {
  const rows = await listTalkroundRows(db, organizationId, filter);
  return rows.map(presentTalkround);
}
