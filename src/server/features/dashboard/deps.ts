import type { Kysely } from 'kysely';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/database';
import type { HubMessage } from '../../hubs/hub-message';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';
import type { OrganizationCounts } from './repo-processes';
import type { DocumentsReminder } from '../../../engine/api/pdc-edc';

/**
 * What the dashboard services need: the database, the organizations' configuration (time zone), the process
 * core, the PDC/EDC reminders, the hubs and the public URL.
 */
export type DashboardServices = {
  db: Kysely<Database>;
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
  processes: ProcessApi;
  /** the actor's PDC/EDC documents not yet sent (the PDC/EDC feature's, wired in features/register-all.ts) */
  documentsReminders: (actor: Actor) => Promise<DocumentsReminder[]>;
  hubs: { publish: (message: HubMessage) => Promise<void> };
  log: { error: (object: object, message: string) => void };
  /** the app's public base URL, for the calendar feed's address and its links */
  publicUrl: string;
  /**
   * The organization-wide process counts of readers of all processes, by organization, for a moment: every HR
   * dashboard asks the same question. Cleared by this instance's process events; the short life bounds what
   * another instance's changes leave stale.
   */
  organizationCounts: {
    get: (organizationId: number) => OrganizationCounts | undefined;
    set: (organizationId: number, counts: OrganizationCounts) => void;
  };
};
