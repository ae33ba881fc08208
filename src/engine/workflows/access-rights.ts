import type { DonorRole } from '../access';
import type { FeedbackType } from '../constants';
import { accessKey, type CompiledWorkflow } from './compile';
import type { AccessRights, WorkflowSettings } from './types';

/** No entry means no rights. */
export const NO_ACCESS: Readonly<AccessRights> = Object.freeze({
  read: false,
  write: false,
  approve: false,
  comment: false,
  update: false,
});

/**
 * Pure. The rights of one donor role on one feedback type in one status: the entry for exactly this
 * feedback type wins over the entry for every feedback type (null); no entry gives no rights.
 */
export function accessFor(
  compiled: CompiledWorkflow,
  statusId: number,
  donorRole: DonorRole,
  feedbackType: FeedbackType | null,
): AccessRights {
  const exact =
    feedbackType === null ? undefined : compiled.access.get(accessKey(statusId, donorRole, feedbackType));
  return { ...(exact ?? compiled.access.get(accessKey(statusId, donorRole, null)) ?? NO_ACCESS) };
}

/** Pure. The rights of a user holding several donor roles (e.g. sender and administrator): their union. */
export function accessForRoles(
  compiled: CompiledWorkflow,
  statusId: number,
  donorRoles: readonly DonorRole[],
  feedbackType: FeedbackType | null,
): AccessRights {
  const rights = { ...NO_ACCESS };
  for (const role of donorRoles) {
    const own = accessFor(compiled, statusId, role, feedbackType);
    for (const key of Object.keys(rights) as (keyof AccessRights)[]) rights[key] ||= own[key];
  }
  return rights;
}

/** Pure. True when one of the donor roles may create a process of this type (SPEC §6 creators). */
export function canCreate(settings: WorkflowSettings, donorRoles: readonly DonorRole[]): boolean {
  return donorRoles.some((role) => settings.creators.includes(role));
}
