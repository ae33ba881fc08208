import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';

/** What the promotions services need: the database, the organizations' configuration and the process core. */
export type PromotionServices = {
  db: Kysely<Database>;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  processes: ProcessApi;
};
