import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the e-mail overview's services need: the database and a way to wake the outbox worker. */
export type EmailServices = {
  db: Kysely<Database>;
  /** runs the mail worker now (after an e-mail went back to pending) */
  kickMail: () => Promise<void>;
};
