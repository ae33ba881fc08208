import { isFullAdmin } from '../../../engine/access';
import type { Actor } from '../../auth/actor';
import { forbidden } from '../../errors';

/**
 * Workflow settings change how every process of the organization moves, so only full administrators
 * (dpt.full_admin, SPEC §6) may change them; every member may read them.
 */
export function assertMayEditWorkflows(actor: Pick<Actor, 'roles'>): void {
  if (!isFullAdmin(actor.roles)) throw forbidden('Only full administrators change workflow settings.');
}
