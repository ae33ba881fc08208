import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';

/** What the reporting services need: the database and the organization's workflows. */
export type ReportingServices = {
  db: Kysely<Database>;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
};
