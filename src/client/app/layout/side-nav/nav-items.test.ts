import { describe, expect, it } from 'vitest';
import { buildNavigation } from './nav-items';

const ids = (roles: string[], pdcEdcEnabled = false, isSupervisor = false) =>
  buildNavigation({
    userRoles: roles,
    isSupervisor,
    organizationSettings: { pdcEdcEnabled, feedbackMail: '', timeZone: 'Europe/Berlin' },
  }).flatMap((section) => section.items.map((entry) => entry.id));

const BASE = ['dashboard', 'my-feedbacks', 'pdp', 'processes', 'targets', 'promotions'];
/** the base entries with Employees, for roles with access to the user area */
const WITH_EMPLOYEES = [...BASE, 'employees'];
const PERSONAL = ['profile', 'about'];
const ADMIN = ['forms', 'emails', 'notification-templates', 'error-log'];

describe('side navigation by roles (SPEC §2, §6)', () => {
  it('a user without roles sees the base entries, Profile and About, and no admin entries', () => {
    expect(ids([])).toEqual([...BASE, ...PERSONAL]);
  });

  it('dpt.full_admin sees every admin entry', () => {
    expect(ids(['dpt.full_admin'])).toEqual([
      ...WITH_EMPLOYEES,
      'reporting',
      ...ADMIN,
      'workflows',
      'impersonations',
      'provisioning',
      'organization',
      ...PERSONAL,
    ]);
  });

  it.each([
    ['dpt.forms.read', 'forms'],
    ['dpt.forms.write', 'forms'],
    ['dpt.email_history.read', 'emails'],
    ['dpt.notification_templates.write', 'notification-templates'],
    ['dpt.error_log.read', 'error-log'],
  ])('%s shows exactly the %s entry', (role, entry) => {
    expect(ids([role])).toEqual([...BASE, entry, ...PERSONAL]);
  });

  it('roles of other areas show no admin entry', () => {
    expect(ids(['dpt.processes.write', 'dpt.talk_dates.read', 'dpt.forms.admin'])).toEqual([
      ...BASE,
      'reporting',
      ...PERSONAL,
    ]);
  });

  it.each([['dpt.user.read'], ['dpt.user.write'], ['DPT.User.Read']])(
    '%s shows Employees (user area access), and no admin entry',
    (role) => {
      expect(ids([role])).toEqual([...WITH_EMPLOYEES, ...PERSONAL]);
    },
  );

  it('Reporting shows only to those who may report: HR, administrators and supervisors', () => {
    expect(ids([])).not.toContain('reporting');
    expect(ids([], false, true)).toContain('reporting');
    expect(ids(['dpt.processes.read'])).toContain('reporting');
    expect(ids(['dpt.processes.write'])).toContain('reporting');
    expect(ids(['dpt.user.read'])).not.toContain('reporting');
  });

  it('everyone has My feedbacks and the own plan; supervisors and HR see it named as the plans list', () => {
    const labelOf = (roles: string[], isSupervisor = false) =>
      buildNavigation({
        userRoles: roles,
        isSupervisor,
        organizationSettings: { pdcEdcEnabled: false, feedbackMail: '', timeZone: 'Europe/Berlin' },
      })
        .flatMap((section) => section.items)
        .find((entry) => entry.id === 'pdp')?.labelKey;
    expect(ids([])).toContain('my-feedbacks');
    expect(labelOf([])).toBe('nav.pdp');
    expect(labelOf([], true)).toBe('nav.pdps');
    expect(labelOf(['dpt.processes.read'])).toBe('nav.pdps');
    expect(labelOf(['dpt.full_admin'])).toBe('nav.pdps');
  });

  it('role strings are matched case-insensitively', () => {
    expect(ids(['DPT.Error_Log.Read'])).toContain('error-log');
  });

  it('PDC/EDC appears only where the organization enables it, to supervisors and process readers', () => {
    expect(ids([], false, true)).not.toContain('pdc-edc');
    // an employee has no conference to prepare: the entry would open an empty overview
    expect(ids([], true)).not.toContain('pdc-edc');
    expect(ids(['dpt.processes.read'], true)).toContain('pdc-edc');
    expect(ids([], true, true)).toEqual([
      'dashboard',
      'my-feedbacks',
      'pdp',
      'processes',
      'pdc-edc',
      'targets',
      'promotions',
      'reporting',
      ...PERSONAL,
    ]);
  });

  it('the admin section has a heading and exists only with at least one entry', () => {
    const sections = (roles: string[]) =>
      buildNavigation({
        userRoles: roles,
        organizationSettings: { pdcEdcEnabled: false, feedbackMail: '', timeZone: 'Europe/Berlin' },
      }).map((s) => s.id);
    expect(sections([])).toEqual(['main', 'personal']);
    expect(sections(['dpt.forms.read'])).toEqual(['main', 'admin', 'personal']);
  });
});
