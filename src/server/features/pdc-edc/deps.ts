import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';

/**
 * What the PDC/EDC services need: the database, the organizations' configuration (workflows, time zone) and
 * the process core.
 */
export type PdcEdcServices = {
  db: Kysely<Database>;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  processes: ProcessApi;
};
