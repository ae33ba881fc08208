import { isFullAdmin } from '../../../engine/access';
import type { Principal } from '../../auth/principal';
import { forbidden } from '../../errors';

/**
 * Workflow settings change how every process of the organization moves, so only full administrators
 * (dpt.full_admin, SPEC §6) may change them; every member may read them.
 */
export function assertMayEditWorkflows(principal: Principal): void {
  if (!isFullAdmin(principal.roles)) throw forbidden('Only full administrators change workflow settings.');
}
