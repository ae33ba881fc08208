import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_LOG_DESCRIPTION_MAX_LENGTH, type ErrorLogType } from '../../../engine/error-log';
import type { Database } from '../../db/database';
import { insertEntries, organizationsBySlug, usersByEmail, type NewEntry } from './repo';

/**
 * One entry to record. The organization is named by id, or by slug where only the request's page names it (a
 * sign-in); the user by id, or by the e-mail tried at the sign-in (found in that organization, if anyone has it).
 */
export type ErrorEntry = {
  organization: { id: number } | { slug: string };
  user?: { id: number } | { email: string } | null;
  type: ErrorLogType;
  /** a route pattern and a problem code, or a sign-in's e-mail: never a URL, token, password or answer */
  description: string;
  errorId?: string | null;
  at?: Date;
};

/** Records error log entries without the caller waiting: `record` queues, a background flush writes. */
export type ErrorRecorder = {
  /** Queues an entry; never throws, never waits. A full queue drops the entry (and says so in the log). */
  record(entry: ErrorEntry): void;
  /** Writes what is queued now (tests, shutdown). */
  flush(): Promise<void>;
  /** Writes what is queued and stops. */
  stop(): Promise<void>;
};

type Options = {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** most entries waiting at once; a burst beyond it is dropped, not waited for */
  capacity?: number;
  /** most entries one insert writes */
  batchSize?: number;
  /** how long an entry may wait for others to share its insert */
  delayMs?: number;
};

type Queued = ErrorEntry & { at: Date };

/**
 * The error log's writer: a bounded queue written in batches (one insert per batch), so that a burst of bad
 * sign-ins or failing requests costs each request one array push, and a database problem while recording is
 * logged instead of failing or slowing the request that caused the entry.
 */
export function createErrorRecorder({
  db,
  log,
  capacity = 1000,
  batchSize = 200,
  delayMs = 200,
}: Options): ErrorRecorder {
  let queue: Queued[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  async function write(batch: Queued[]): Promise<void> {
    const slugs = [...new Set(batch.flatMap((e) => ('slug' in e.organization ? [e.organization.slug] : [])))];
    const orgIds = slugs.length ? await organizationsBySlug(db, slugs) : new Map<string, number>();
    const rows: NewEntry[] = [];
    const emails: { organizationId: number; email: string; row: NewEntry }[] = [];
    for (const entry of batch) {
      const organizationId =
        'id' in entry.organization
          ? entry.organization.id
          : orgIds.get(entry.organization.slug.toLowerCase());
      if (organizationId === undefined) continue;
      const row: NewEntry = {
        organization_id: organizationId,
        created_at: entry.at,
        user_id: entry.user && 'id' in entry.user ? entry.user.id : null,
        type: entry.type,
        description: entry.description.slice(0, ERROR_LOG_DESCRIPTION_MAX_LENGTH),
        error_id: entry.errorId ?? null,
      };
      if (entry.user && 'email' in entry.user) emails.push({ organizationId, email: entry.user.email, row });
      rows.push(row);
    }
    if (emails.length) {
      const users = await usersByEmail(db, emails);
      for (const { organizationId, email, row } of emails)
        row.user_id = users.get(`${organizationId}:${email.toLowerCase()}`) ?? null;
    }
    await insertEntries(db, rows);
  }

  function drain(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(async () => {
      while (queue.length) {
        const batch = queue.slice(0, batchSize);
        queue = queue.slice(batchSize);
        try {
          await write(batch);
        } catch (err) {
          log.error({ err, entries: batch.length }, 'error log: entries could not be written');
        }
      }
      if (dropped) {
        log.warn({ dropped }, 'error log: queue full, entries dropped');
        dropped = 0;
      }
    });
    return writing;
  }

  return {
    record(entry) {
      try {
        if (stopped) return;
        if (queue.length >= capacity) {
          dropped += 1;
          return;
        }
        queue.push({ ...entry, at: entry.at ?? new Date() });
        if (queue.length >= batchSize) void drain();
        else if (!timer) {
          timer = setTimeout(() => void drain(), delayMs);
          timer.unref();
        }
      } catch (err) {
        log.error({ err }, 'error log: an entry could not be queued');
      }
    },
    flush: drain,
    stop: async () => {
      stopped = true;
      await drain();
    },
  };
}
