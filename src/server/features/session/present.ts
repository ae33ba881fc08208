import { isFullAdmin } from '../../../engine/access';
import { languageKeyOf } from '../../../engine/constants';
import type { Principal } from '../../auth/principal';
import type { OrganizationConfig } from '../../organizations/organization-config';
import type { ImpersonationAuditRow } from './tables';
import type { ImpersonationAuditItem, SessionInfo } from '../../../engine/api/session';

/**
 * Pure. Everything the client needs at start (SPEC §3 "Session / current user", §7 Session/Initialize);
 * dashboardSettings name the user's visible dashboard widgets in order. The workflows are added, packed, by
 * serializeSession.
 */
export function presentSession(
  principal: Principal,
  config: OrganizationConfig,
  dashboardWidgets: readonly string[],
): Omit<SessionInfo, 'workflows'> {
  const { user, organization, relations } = principal;
  return {
    userId: principal.subject,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    shorthand: user.shorthand,
    picture: user.picture,
    isAdmin: isFullAdmin(principal.roles),
    isSupervisor: relations.isSupervisor,
    isFeedbackDonor: relations.isSupervisor || relations.isMentor,
    isImpersonated: principal.impersonator !== undefined,
    ...(principal.impersonator
      ? {
          impersonator: {
            id: principal.impersonator.userId,
            firstName: principal.impersonator.firstName,
            lastName: principal.impersonator.lastName,
            expiresAt: principal.impersonator.expiresAt.toISOString(),
          },
        }
      : {}),
    hasMafegProcess: relations.hasMafegProcess,
    userRoles: principal.roles,
    currentOrganization: { id: organization.id, slug: organization.slug, name: organization.name },
    languageKey: languageKeyOf(user.language_key),
    themeMode: user.theme_mode === 'dark' ? 'dark' : 'light',
    dashboardSettings: { widgets: [...dashboardWidgets] },
    customFormSettings: config.formSettings,
    organizationSettings: {
      pdcEdcEnabled: organization.settings.pdcEdcEnabled === true,
      feedbackMail: organization.settings.feedbackMail ?? '',
      timeZone: config.timeZone,
    },
  };
}

/** Pure. One audit row as the audit list shows it. */
export function presentAuditItem(row: ImpersonationAuditRow): ImpersonationAuditItem {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    admin: { id: row.admin_id, name: row.admin_name },
    user: { id: row.user_id, name: row.user_name },
    method: row.method,
    route: row.route,
    statusCode: row.status_code,
  };
}
