import type { OrganizationTheme } from '../../../engine/api/theme';
import type { OrganizationSettings } from '../database';

/** Invented demo people and organizations. Everyone signs in with the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo';

export type SeedPerson = {
  email: string;
  shorthand: string;
  firstName: string;
  lastName: string;
  position: string;
  roles: string[];
  /** shorthand of the supervisor in the same organization */
  supervisor?: string;
  mentor?: string;
  languageKey?: 'de-DE' | 'en-US';
};

export type SeedOrganization = {
  slug: string;
  name: string;
  theme: Partial<OrganizationTheme> | null;
  customCss: string;
  logoFile: string | null;
  settings: OrganizationSettings;
  people: SeedPerson[];
};

const HR_ROLES = [
  'dpt.user.read',
  'dpt.user.write',
  'dpt.processes.read',
  'dpt.processes.write',
  'dpt.forms.read',
  'dpt.forms.write',
  'dpt.email_history.read',
  'dpt.notification_templates.read',
  'dpt.notification_templates.write',
  'dpt.talk_dates.read',
  'dpt.talk_dates.write',
];

export const demoOrganizations: SeedOrganization[] = [
  {
    slug: 'demo',
    name: 'Demo AG',
    theme: null, // the SPEC §9 defaults
    customCss: '.dpt-topbar { border-bottom: 3px solid #009fda; }',
    logoFile: 'demo-logo.png',
    settings: { pdcEdcEnabled: true, feedbackMail: 'feedback@demo.example' },
    people: [
      {
        email: 'anna.admin@demo.example',
        shorthand: 'AALB',
        firstName: 'Anna',
        lastName: 'Albrecht',
        position: 'HR-Systemadministration',
        roles: ['dpt.full_admin'],
      },
      {
        email: 'hanna.hr@demo.example',
        shorthand: 'HHOF',
        firstName: 'Hanna',
        lastName: 'Hoffmann',
        position: 'HR Business Partner',
        roles: HR_ROLES,
        supervisor: 'AALB',
      },
      {
        email: 'max.manager@demo.example',
        shorthand: 'MMUE',
        firstName: 'Max',
        lastName: 'Müller',
        position: 'Head of Sales',
        roles: ['dpt.processes.read', 'dpt.user.read'],
      },
      {
        email: 'sara.supervisor@demo.example',
        shorthand: 'SSCH',
        firstName: 'Sara',
        lastName: 'Schmidt',
        position: 'Teamleitung Vertrieb Süd',
        roles: ['dpt.processes.read'],
        supervisor: 'MMUE',
      },
      {
        email: 'tom.teamlead@demo.example',
        shorthand: 'TKLE',
        firstName: 'Tom',
        lastName: 'Klein',
        position: 'Teamleitung Backoffice',
        roles: ['dpt.processes.read'],
        supervisor: 'MMUE',
        languageKey: 'en-US',
      },
      {
        email: 'mia.mentor@demo.example',
        shorthand: 'MFIS',
        firstName: 'Mia',
        lastName: 'Fischer',
        position: 'Senior Expert Pricing',
        roles: [],
        supervisor: 'MMUE',
      },
      {
        email: 'emil.employee@demo.example',
        shorthand: 'EWEB',
        firstName: 'Emil',
        lastName: 'Weber',
        position: 'Vertriebsmitarbeiter',
        roles: [],
        supervisor: 'SSCH',
        mentor: 'MFIS',
      },
      {
        email: 'lena.lang@demo.example',
        shorthand: 'LLAN',
        firstName: 'Lena',
        lastName: 'Lang',
        position: 'Vertriebsmitarbeiterin',
        roles: [],
        supervisor: 'SSCH',
        mentor: 'MFIS',
      },
      {
        email: 'jonas.jung@demo.example',
        shorthand: 'JJUN',
        firstName: 'Jonas',
        lastName: 'Jung',
        position: 'Key Account Manager',
        roles: [],
        supervisor: 'SSCH',
      },
      {
        email: 'paula.peters@demo.example',
        shorthand: 'PPET',
        firstName: 'Paula',
        lastName: 'Peters',
        position: 'Sachbearbeiterin Backoffice',
        roles: [],
        supervisor: 'TKLE',
      },
      {
        email: 'ben.becker@demo.example',
        shorthand: 'BBEC',
        firstName: 'Ben',
        lastName: 'Becker',
        position: 'Sachbearbeiter Backoffice',
        roles: [],
        supervisor: 'TKLE',
        languageKey: 'en-US',
      },
      {
        email: 'clara.clausen@demo.example',
        shorthand: 'CCLA',
        firstName: 'Clara',
        lastName: 'Clausen',
        position: 'Junior Sales Expert',
        roles: [],
        supervisor: 'SSCH',
        mentor: 'MFIS',
      },
    ],
  },
  {
    slug: 'nordlicht',
    name: 'Nordlicht GmbH',
    theme: {
      light: { primary: '#0b6e4f', secondary: '#f2c14e', accent: '#d1495b', background: '#f4f7f5' },
      dark: { primary: '#4fc79a', secondary: '#f2c14e', accent: '#ef6f7f', background: '#101a16' },
    },
    customCss: '.dpt-topbar { border-bottom: 3px solid #f2c14e; }',
    logoFile: 'nordlicht-logo.png',
    settings: { pdcEdcEnabled: false, feedbackMail: 'personal@nordlicht.example' },
    people: [
      {
        email: 'nora.nord@nordlicht.example',
        shorthand: 'NNOR',
        firstName: 'Nora',
        lastName: 'Nordmann',
        position: 'Personalleitung',
        roles: ['dpt.full_admin'],
      },
      {
        email: 'olaf.olsen@nordlicht.example',
        shorthand: 'OOLS',
        firstName: 'Olaf',
        lastName: 'Olsen',
        position: 'Techniker',
        roles: [],
        supervisor: 'NNOR',
      },
    ],
  },
];
