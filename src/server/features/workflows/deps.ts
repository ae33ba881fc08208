import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { HubMessage } from '../../hubs/hub-message';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';

/**
 * What the workflows services need: the database, the organizations' cached configuration (dropped after a
 * change) and the hubs.
 */
export type WorkflowsServices = {
  db: Kysely<Database>;
  organizationConfig: Pick<OrganizationConfigRepo, 'forget'>;
  hubs: { publish: (message: HubMessage) => Promise<void> };
  log: { error: (object: object, message: string) => void };
};
