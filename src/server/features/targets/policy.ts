import { areaAccess, isFullAdmin } from '../../../engine/access';
import type { Actor } from '../../auth/actor';
import { forbidden } from '../../errors';

export type GoalAccess = { read: boolean; write: boolean };

/**
 * Pure. What the actor may do with an employee's goals outside a feedback form (SPEC §6): the employee and
 * everyone in their supervisor line (direct and indirect) read and write; HR (dpt.full_admin or write access to
 * the processes area) reads and writes everyone's; readers of the processes area read them. Goals written in a
 * feedback are changed only through that feedback, where the workflow's user access decides.
 */
export function goalAccessOf(
  actor: Pick<Actor, 'userId' | 'roles'>,
  ownerId: number,
  ownerLine: readonly number[],
): GoalAccess {
  if (actor.userId === ownerId || ownerLine.includes(actor.userId)) return { read: true, write: true };
  const processes = areaAccess(actor.roles, 'processes');
  if (isFullAdmin(actor.roles) || processes.write) return { read: true, write: true };
  return { read: processes.read, write: false };
}

/** Refuses unless `access` holds the right; 403 with a sentence the client can show. */
export function requireGoalAccess(access: GoalAccess, need: keyof GoalAccess): void {
  if (access[need]) return;
  throw forbidden(
    need === 'read'
      ? "You may see your own goals and your employees' goals only."
      : "You may change your own goals and your employees' goals only.",
  );
}
