import { isFullAdmin } from '../../../engine/access';
import { impersonationRefusalOf } from '../../auth/impersonation';
import type { Principal } from '../../auth/principal';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';

/** Refuses a change of another user's settings: `userId` must be the caller's own sign-in subject. */
export function assertOwnSettings(principal: Principal, userId: string): void {
  if (userId !== principal.subject) throw forbidden('You can change only your own settings.');
}

/**
 * Who may start an impersonation (SPEC §6): a full administrator who is not impersonating already (while
 * impersonating, the caller is the employee, who is no administrator: the answer says why instead).
 */
export function assertMayImpersonate(principal: Principal): void {
  if (principal.impersonator)
    throw conflict('ALREADY_IMPERSONATING', 'End the current impersonation before starting another.');
  if (!isFullAdmin(principal.roles)) throw forbidden('Only full administrators may impersonate.');
}

type Candidate = {
  id: number;
  roles: string[];
  can_be_impersonated: boolean;
  active: boolean;
};

/**
 * Whether this employee may be impersonated by this administrator: one of the organization (another
 * organization's id answers like an unknown one: the lookup is by organization), and the one rule of
 * impersonationRefusal, each refusal with its code.
 */
export function assertImpersonable<T extends Candidate>(
  principal: Principal,
  target: T | undefined,
  id: number,
): T {
  if (!target) throw notFound(`There is no employee ${id}.`);
  switch (impersonationRefusalOf(target, principal.user.id)) {
    case 'IMPERSONATE_SELF':
      throw badRequest('IMPERSONATE_SELF', 'You cannot impersonate yourself.');
    case 'ADMINISTRATOR':
      throw new HttpError(403, 'IMPERSONATION_NOT_ALLOWED', 'Administrators cannot be impersonated.');
    case 'IMPERSONATION_NOT_ALLOWED':
      throw new HttpError(403, 'IMPERSONATION_NOT_ALLOWED', 'This employee may not be impersonated.');
    case 'EMPLOYEE_INACTIVE':
      throw badRequest('EMPLOYEE_INACTIVE', 'A deactivated employee cannot be impersonated.');
    case null:
      return target;
  }
}
