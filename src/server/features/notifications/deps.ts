import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { HubMessage } from '../../hubs/hub-message';

/** What the notifications services need: the database and the hubs. */
export type NotificationServices = {
  db: Kysely<Database>;
  hubs: { publish: (message: HubMessage) => Promise<void> };
};
