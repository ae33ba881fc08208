import type { Actor } from '../../auth/actor';
import type { OrganizationSettingsServices } from './deps';
import { presentSettings } from './present';
import { mergeSettings, settingsOf } from './repo';
import type { OrganizationSettingsBody } from '../../../engine/api/organization-settings';

/** GET /organization/settings (full administrators; the route checks it). */
export async function organizationSettings(services: OrganizationSettingsServices, actor: Actor) {
  return presentSettings(await settingsOf(services.db, actor.organizationId));
}

/**
 * PUT /organization/settings: stores the given settings (a missing field stays), then drops the cached
 * organization, so that the next session start shows them (other instances within their cache time).
 */
export async function saveOrganizationSettings(
  services: OrganizationSettingsServices,
  actor: Actor,
  organizationSlug: string,
  body: OrganizationSettingsBody,
) {
  const changes = {
    ...(body.feedbackMail === undefined ? {} : { feedbackMail: body.feedbackMail.trim() }),
    ...(body.reportingAnonymityThreshold === undefined
      ? {}
      : { reportingAnonymityThreshold: body.reportingAnonymityThreshold }),
  };
  const settings = await mergeSettings(services.db, actor.organizationId, changes);
  services.forgetOrganization({ id: actor.organizationId, slug: organizationSlug });
  return presentSettings(settings);
}
