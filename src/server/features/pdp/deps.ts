import type { HubMessage } from '../../hubs/hub-message';
import type { OrganizationConfigRepo } from '../../organizations/organization-config';
import type { ProcessApi } from '../../processes';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from './repo';

/** What the PDP services need from the app. */
export type PdpServices = {
  db: Db;
  storage: FileStorage;
  processes: ProcessApi;
  publish: (message: HubMessage) => Promise<void>;
  /** the organization's time zone: review dates count by the calendar day there (SPEC §4 "last 6 months") */
  organizationConfig: Pick<OrganizationConfigRepo, 'get'>;
};
