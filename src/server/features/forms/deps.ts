import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { HubMessage } from '../../hubs/hub-message';
import type { OrganizationRepo } from '../../organizations/organization-repo';

/** What the forms services need: the database, the organizations (by slug) and the hubs. */
export type FormsServices = {
  db: Kysely<Database>;
  organizations: Pick<OrganizationRepo, 'findBySlug'>;
  hubs: { publish: (message: HubMessage) => Promise<void> };
  log: { error: (object: object, message: string) => void };
};
