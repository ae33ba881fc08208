import { languageKeyOf, type LanguageKey } from '../../engine/constants';
import type { Principal } from './principal';

/**
 * Who acts in a service call: the caller's employee record, roles and language in one organization, and the
 * client (browser tab) the request came from, so that real-time events name their origin and the writer can
 * drop its own echo. Every service takes one.
 */
export type Actor = {
  organizationId: number;
  userId: number;
  roles: readonly string[];
  locale: LanguageKey;
  /** the X-Client-Id of the request, when it sent a valid one */
  origin?: string;
  /**
   * While a full administrator impersonates (SPEC §6): the administrator really acting. Everything else is
   * the impersonated employee's; records that name who changed something (e.g. user_history.impersonated_by)
   * and notifications name the administrator as well.
   */
  impersonator?: { userId: number; name: string };
};

/** The actor of a signed-in request. Pure. */
export function actorOf(principal: Principal): Actor {
  return {
    organizationId: principal.organization.id,
    userId: principal.user.id,
    roles: principal.roles,
    locale: languageKeyOf(principal.user.language_key),
    ...(principal.clientId ? { origin: principal.clientId } : {}),
    ...(principal.impersonator
      ? {
          impersonator: {
            userId: principal.impersonator.userId,
            name: `${principal.impersonator.firstName} ${principal.impersonator.lastName}`,
          },
        }
      : {}),
  };
}
