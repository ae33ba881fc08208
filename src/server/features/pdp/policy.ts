import { DONOR_ROLES, areaAccess, isFullAdmin, type DonorRole } from '../../../engine/access';
import { FEEDBACK_TYPES } from '../../../engine/constants';
import { accessForRoles, type CompiledWorkflow } from '../../../engine/workflows';
import { HttpError } from '../../errors';

export type { Actor } from '../../auth/actor';

/** What the caller may do with one PDP now. */
export type PdpRights = { read: boolean; upload: boolean; setReviewDate: boolean };

const LINE_ROLES: readonly DonorRole[] = [
  DONOR_ROLES.sender,
  DONOR_ROLES.preSupervisor,
  DONOR_ROLES.otherLineManager,
];

/**
 * Pure. The PDP rights of SPEC §6 from the PDP workflow's user access: uploading is writing the plan (feedback
 * type 3, the employee by default), setting a review date is writing the date (type 100, employee and
 * supervisor). Reading: whoever the workflow lets read, everyone in the supervisor line (managers see direct
 * and indirect employees) and readers of the processes area (HR).
 */
export function pdpRights(
  compiled: CompiledWorkflow,
  statusId: number,
  donorRoles: readonly DonorRole[],
  roles: readonly string[],
): PdpRights {
  const plan = accessForRoles(compiled, statusId, donorRoles, FEEDBACK_TYPES.documentation);
  const date = accessForRoles(compiled, statusId, donorRoles, FEEDBACK_TYPES.talkDate);
  const process = accessForRoles(compiled, statusId, donorRoles, null);
  const read =
    plan.read ||
    date.read ||
    process.read ||
    donorRoles.some((r) => LINE_ROLES.includes(r)) ||
    isFullAdmin(roles) ||
    areaAccess(roles, 'processes').read;
  return { read, upload: plan.write, setReviewDate: date.write };
}

/** Pure. Whether the caller's list shows every PDP of the organization (HR: readers of the processes area). */
export const seesEveryPdp = (roles: readonly string[]) =>
  isFullAdmin(roles) || areaAccess(roles, 'processes').read;

/** The refusal when the caller may not see or change a PDP. */
export const pdpForbidden = (message = 'You have no permission to access this development plan.') =>
  new HttpError(403, 'PDP_FORBIDDEN', message);
