import { UserManager } from 'oidc-client-ts';
import type { AuthConfig } from './auth-config';
import { buildUserManagerSettings } from './auth-settings';

/**
 * oidc-client-ts's UserManager for the settings of SPEC §6, in a chunk of its own: auth-service.ts loads it
 * only when a silent renewal or the sign-out is due. It reads the user the redirect sign-in stored.
 */
export function createUserManager(config: AuthConfig): UserManager {
  return new UserManager(buildUserManagerSettings(config, window.location.origin, window.localStorage));
}
