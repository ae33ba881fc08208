import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from './excerpt';

/** A stored answer text of a process feedback that contains the keyword. */
export type TextMatch = { feedbackId: number; elementId: string; text: string };

/**
 * The newest answer texts that contain `keyword` (case-insensitive), comments and table cells, of the
 * organization's process feedbacks. Anonymous shared feedbacks are never found: a hit would show one answer on
 * its own. At most `limit` rows; the caller checks read access per feedback.
 */
export async function findTextMatches(
  db: Kysely<Database>,
  organizationId: number,
  keyword: string,
  limit: number,
): Promise<TextMatch[]> {
  const pattern = containsPattern(keyword);
  const result = await sql<{ feedback_id: number; element_id: string; text: string }>`
    select m.feedback_id, m.element_id, m.text
    from (
      select c.feedback_id, c.element_id, c.comment as text, c.updated_at
      from feedback_comments c
      where c.organization_id = ${organizationId} and c.comment ilike ${pattern} escape '\\'
      union all
      select t.feedback_id, t.element_id, cell.value as text, t.updated_at
      from feedback_table_items t cross join lateral jsonb_each_text(t.cells) as cell
      where t.organization_id = ${organizationId} and cell.value ilike ${pattern} escape '\\'
    ) m
    join feedbacks f on f.id = m.feedback_id and f.process_id is not null
    order by m.updated_at desc, m.feedback_id desc
    limit ${limit}
  `.execute(db);
  return result.rows.map((r) => ({
    feedbackId: r.feedback_id,
    elementId: r.element_id,
    text: r.text,
  }));
}

/** The process facts of the found feedbacks: type, recipient, donor. */
export function feedbackFacts(db: Kysely<Database>, organizationId: number, feedbackIds: number[]) {
  return db
    .selectFrom('feedbacks as f')
    .innerJoin('processes as p', 'p.id', 'f.process_id')
    .select([
      'f.id as feedbackId',
      'f.feedback_type as feedbackType',
      'f.donor_id as donorId',
      'p.id as processId',
      'p.process_type as processType',
      'p.recipient_id as recipientId',
    ])
    .where('f.organization_id', '=', organizationId)
    .where('f.id', 'in', feedbackIds)
    .execute();
}
