import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { EMAIL_STATUSES } from '../../../engine/constants';
import type { EmailSortKey } from '../../../engine/emails';
import type { Database } from '../../db/database';
import '../../mail/tables';
import { rowOfOrganization } from '../../db/organization-row';

export type EmailListRow = {
  id: number;
  sender: string;
  recipient: string;
  subject: string;
  status: number;
  sending_date_time: Date | null;
  created_at: Date;
};
export type EmailDetailRow = EmailListRow & {
  cc: string | null;
  bcc: string | null;
  body_html: string | null;
  body_text: string;
  attempts: number;
  last_error: string | null;
};

export type EmailPage = {
  keyword: string;
  sort: EmailSortKey;
  desc: boolean;
  offset: number;
  limit: number;
};

// the overview's sending time: when it was sent, or when it was queued (pending, failed, cancelled)
const sendingTime = sql<Date>`coalesce(emails.sending_date_time, emails.created_at)`;
const sortColumns = {
  sendingDateTime: sendingTime,
  sender: sql`emails.sender`,
  recipient: sql`emails.recipient`,
  subject: sql`emails.subject`,
  status: sql`emails.status`,
} satisfies Record<EmailSortKey, unknown>;

/** The characters that separate words, as search_words' `[[:punct:][:space:]]` (ASCII punctuation, spaces). */
const SEPARATORS = /[\s!-/:-@[-`{-~]+/;

/**
 * Pure. The keyword as a tsquery of word prefixes, all of which must occur ('anna ALB' -> 'anna:* & alb:*'), or
 * null when it holds no word. The separators include every tsquery operator, so a word is always a plain lexeme.
 */
function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().split(SEPARATORS).filter(Boolean);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function filtered(db: Kysely<Database>, organizationId: number, keyword: string) {
  let query = db.selectFrom('emails').where('emails.organization_id', '=', organizationId);
  // search_words (migration 0013): the lowercased words of sender, recipient and subject, GIN-indexed
  const words = prefixQuery(keyword);
  if (words) query = query.where(sql<boolean>`emails.search_words @@ to_tsquery('simple', ${words})`);
  return query;
}

/**
 * Below this many matches a keyword's page is sorted from the matches themselves; above it, the sorted index is
 * walked and filtered (dense matches fill a page after a few rows). PostgreSQL estimates every prefix search at
 * the same count, so it cannot choose between the two itself: a rare keyword walked the whole index.
 */
const SPARSE_MATCHES = 5_000;

/** One page of an organization's e-mails, and how many match. */
export async function listEmails(
  db: Kysely<Database>,
  organizationId: number,
  page: EmailPage,
): Promise<{ rows: EmailListRow[]; count: number }> {
  const direction = page.desc ? sql`desc` : sql`asc`;
  // the count first: with a keyword it tells whether the matches are few (GIN lookup, then sort) or many
  const counted = await filtered(db, organizationId, page.keyword)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(counted.count);
  if (count === 0 || page.offset >= count) return { rows: [], count };
  const words = prefixQuery(page.keyword);
  if (words && count < SPARSE_MATCHES) {
    // the matches from the word index, materialized and sorted: the planner cannot turn it into the index walk
    const sparse = await sql<EmailListRow>`
      with matched as materialized (
        select id, sender, recipient, subject, status, sending_date_time, created_at from emails
        where organization_id = ${organizationId} and search_words @@ to_tsquery('simple', ${words})
      )
      select * from matched emails
      order by ${sortColumns[page.sort]} ${direction}, emails.id ${direction}
      offset ${page.offset} limit ${page.limit}`.execute(db);
    return { rows: sparse.rows, count };
  }
  const rows = await (
    filtered(db, organizationId, page.keyword).select([
      'emails.id',
      'emails.sender',
      'emails.recipient',
      'emails.subject',
      'emails.status',
      'emails.sending_date_time',
      'emails.created_at',
    ]) as SelectQueryBuilder<Database, 'emails', EmailListRow>
  )
    .orderBy(sql`${sortColumns[page.sort]} ${direction}`)
    .orderBy(sql`emails.id ${direction}`)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows, count };
}

/** One e-mail of the organization, or undefined. */
export function findEmail(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
): Promise<EmailDetailRow | undefined> {
  return db
    .selectFrom('emails')
    .select([
      'id',
      'sender',
      'recipient',
      'subject',
      'status',
      'sending_date_time',
      'created_at',
      'cc',
      'bcc',
      'body_html',
      'body_text',
      'attempts',
      'last_error',
    ])
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
}

/**
 * Moves an e-mail from one of `from` to `to` in one statement, so that a worker claiming it at the same moment
 * wins or loses as a whole; true when it moved. Back to pending starts its attempts afresh, due at once.
 */
export async function moveEmail(
  db: Kysely<Database>,
  organizationId: number,
  id: number,
  from: readonly number[],
  to: number,
): Promise<boolean> {
  const row = await db
    .updateTable('emails')
    .set(
      to === EMAIL_STATUSES.pending
        ? { status: to, attempts: 0, last_error: null, next_attempt_at: null }
        : { status: to },
    )
    .where(rowOfOrganization(organizationId, id))
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
