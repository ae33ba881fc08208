import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the notification-templates services need: the database and the product's host (links must stay on it). */
export type NotificationTemplateServices = {
  db: Kysely<Database>;
  /** the host of PUBLIC_URL: the only host a template's text may link to */
  productHost: string;
};
