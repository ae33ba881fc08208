import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { HubMessage } from '../../hubs/hub-message';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';

/**
 * What the notifications services need: the database, the hubs, the workflows, where links lead (the process
 * core) and the outbox's worker and addresses.
 */
export type NotificationServices = {
  db: Kysely<Database>;
  /** where a notification's process leads its reader now */
  processes: Pick<ProcessApi, 'linksTo'>;
  hubs: { publish: (message: HubMessage) => Promise<void> };
  /** the workflows (the reminder job skips ended processes) */
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  mail: {
    /** sends what the outbox holds now (after a commit that queued e-mails) */
    kick: () => Promise<void>;
    /** the sender of every notification e-mail */
    from: string;
    /** the product's address: e-mail links lead to PUBLIC_URL + /{slug}/... */
    publicUrl: string;
  };
};
