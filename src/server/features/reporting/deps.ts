import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';

/**
 * What the reporting services need: the database, the organizations' configuration (their time zone) and the
 * process core (workflows, the read check).
 */
export type ReportingServices = {
  db: Kysely<Database>;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  processes: Pick<ProcessApi, 'workflow' | 'readableAmong'>;
};
