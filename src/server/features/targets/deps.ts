import type { OrganizationRepo } from '../../organizations/organization-repo';
import type { FeedbackTargetsGate } from '../../processes';
import type { HubMessage } from '../../hubs/hub-message';
import type { Db } from './repo';

/**
 * What the goals services need: the database, the process core's goals seam (feedbacks, read rights, the
 * hierarchy), the hubs, and the organizations by slug (an anonymous shared form names its organization so).
 */
export type TargetServices = {
  db: Db;
  gate: FeedbackTargetsGate;
  publish: (message: HubMessage) => Promise<void>;
  organizations: Pick<OrganizationRepo, 'findBySlug'>;
};
