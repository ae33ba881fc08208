import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What the organization settings need: the database and the caches that hold an organization's settings. */
export type OrganizationSettingsServices = {
  db: Kysely<Database>;
  /** drops the cached organization rows and configuration after a change */
  forgetOrganization: (organization: { id: number; slug: string }) => void;
};
