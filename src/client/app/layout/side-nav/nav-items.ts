import { areaAccess, hasAreaAccess, isFullAdmin, type Area } from '../../../../engine/access';
import { reportScopeOf } from '../../../../engine/reporting/access';
import type { SessionInfo } from '../../../../engine/api/session';

export type NavLabelKey =
  | 'nav.dashboard'
  | 'nav.myFeedbacks'
  | 'nav.pdp'
  | 'nav.pdps'
  | 'nav.processes'
  | 'nav.pdcEdc'
  | 'nav.targets'
  | 'nav.promotions'
  | 'nav.employees'
  | 'nav.reporting'
  | 'nav.forms'
  | 'nav.emails'
  | 'nav.notificationTemplates'
  | 'nav.errorLog'
  | 'nav.workflows'
  | 'nav.organization'
  | 'nav.impersonations'
  | 'nav.provisioning'
  | 'nav.profile'
  | 'nav.about';

/** One drawer entry; `path` is relative to the organization (/{slug}/...). */
export type NavItem = { id: string; labelKey: NavLabelKey; icon: string; path: string };
export type NavSection = {
  id: 'main' | 'admin' | 'personal';
  labelKey?: 'nav.administration' | 'nav.personal';
  items: NavItem[];
};

const item = (id: string, labelKey: NavLabelKey, icon: string, path: string): NavItem => ({
  id,
  labelKey,
  icon,
  path,
});

/** The area-guarded entries of SPEC §6, in menu order. */
const ADMIN_ITEMS: readonly (NavItem & { area: Area })[] = [
  { ...item('forms', 'nav.forms', 'pi pi-file-edit', 'admin/forms'), area: 'forms' },
  { ...item('emails', 'nav.emails', 'pi pi-envelope', 'admin/emails'), area: 'email_history' },
  {
    ...item(
      'notification-templates',
      'nav.notificationTemplates',
      'pi pi-bell',
      'admin/notification-templates',
    ),
    area: 'notification_templates',
  },
  {
    ...item('error-log', 'nav.errorLog', 'pi pi-exclamation-triangle', 'admin/error-log'),
    area: 'error_log',
  },
];

/**
 * Pure. The side navigation of SPEC §2 for a session: Dashboard, My feedbacks, the development plan (the
 * plans, for supervisors and HR, who find their employees' plans there), Processes, PDC/EDC (only where the
 * organization enables it, for supervisors and readers of the processes area), Targets, Promotions (a product addition: SPEC §2 lists the route, not the entry),
 * Employees (only with access to the user area), Reporting; Forms, E-mail overview, Notification templates
 * and Error log only with access to their area (SPEC §6); then Profile and About.
 */
export function buildNavigation(
  session: Pick<SessionInfo, 'userRoles' | 'organizationSettings'> &
    Partial<Pick<SessionInfo, 'isSupervisor'>>,
): NavSection[] {
  // supervisors and HR find their employees' plans under the own plan: the entry says so in its label
  const seesOthersProcesses =
    (session.isSupervisor ?? false) ||
    isFullAdmin(session.userRoles) ||
    areaAccess(session.userRoles, 'processes').read;
  const main = [
    item('dashboard', 'nav.dashboard', 'pi pi-home', 'dashboard'),
    // the own processes and their archive, and the own development plan (SPEC §2): everyone has them
    item('my-feedbacks', 'nav.myFeedbacks', 'pi pi-inbox', 'my-feedbacks'),
    item('pdp', seesOthersProcesses ? 'nav.pdps' : 'nav.pdp', 'pi pi-compass', 'pdp'),
    item('processes', 'nav.processes', 'pi pi-sitemap', 'processes'),
    // the conferences are prepared by supervisors and HR; an employee's overview would be empty
    ...(session.organizationSettings.pdcEdcEnabled && seesOthersProcesses
      ? [item('pdc-edc', 'nav.pdcEdc', 'pi pi-users', 'pdc-edc')]
      : []),
    item('targets', 'nav.targets', 'pi pi-flag', 'targets'),
    item('promotions', 'nav.promotions', 'pi pi-briefcase', 'promotions'),
    // the employee overview needs read access to the user area (SPEC §6); the server refuses everyone else
    ...(hasAreaAccess(session.userRoles, 'user')
      ? [item('employees', 'nav.employees', 'pi pi-id-card', 'admin/users')]
      : []),
    // only for those who may report: HR and administrators, supervisors (their line)
    ...(reportScopeOf(session.userRoles, session.isSupervisor ?? false)
      ? [item('reporting', 'nav.reporting', 'pi pi-chart-bar', 'reporting')]
      : []),
  ];
  const admin = ADMIN_ITEMS.filter(({ area }) => hasAreaAccess(session.userRoles, area)).map(
    ({ area: _area, ...rest }) => rest,
  );
  // Workflows have no area of their own: only full administrators edit them (a product addition to
  // SPEC §2's menu, so the editor is reachable without typing its URL).
  if (isFullAdmin(session.userRoles))
    admin.push(item('workflows', 'nav.workflows', 'pi pi-share-alt', 'admin/workflows'));
  // impersonation and its audit (SPEC §6): full administrators only, like the server
  if (isFullAdmin(session.userRoles))
    admin.push(item('impersonations', 'nav.impersonations', 'pi pi-eye', 'admin/impersonations'));
  // SCIM provisioning tokens: full administrators only, like the server
  if (isFullAdmin(session.userRoles))
    admin.push(item('provisioning', 'nav.provisioning', 'pi pi-sync', 'admin/provisioning'));
  // the organization's own settings (the feedback mail address): full administrators, like the server
  if (isFullAdmin(session.userRoles))
    admin.push(item('organization', 'nav.organization', 'pi pi-building', 'admin/organization'));
  const personal = [
    item('profile', 'nav.profile', 'pi pi-user', 'profile'),
    item('about', 'nav.about', 'pi pi-info-circle', 'about'),
  ];
  return [
    { id: 'main', items: main },
    ...(admin.length ? [{ id: 'admin', labelKey: 'nav.administration', items: admin } as const] : []),
    { id: 'personal', labelKey: 'nav.personal', items: personal },
  ];
}
