import type { Actor } from '../../auth/actor';
import { forbidden } from '../../errors';

/**
 * The form settings are read within one's own organization only: `askedId` is the id of the organization the
 * request names (undefined when it names none).
 */
export function assertOwnOrganization(actor: Actor, askedId: number | undefined): void {
  if (askedId !== actor.organizationId)
    throw forbidden('Form settings are read within your own organization.');
}
