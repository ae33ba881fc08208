/** The seven access areas of SPEC §6. */
export const AREAS = [
  'user',
  'processes',
  'forms',
  'email_history',
  'error_log',
  'notification_templates',
  'talk_dates',
] as const;

export type Area = (typeof AREAS)[number];

/** The role that gives read and write access to every area. */
export const FULL_ADMIN_ROLE = 'dpt.full_admin';

/** Every role string that gives access (SPEC §6): the full administrator role, then read and write per area. */
export const ROLE_NAMES: readonly string[] = [
  FULL_ADMIN_ROLE,
  ...AREAS.flatMap((area) => [`dpt.${area}.read`, `dpt.${area}.write`]),
];

/** Read and write flags for one area; both false means "none". */
export type AreaAccess = { read: boolean; write: boolean };

export type AccessLevel = 'none' | 'read' | 'write' | 'readwrite';

/** Donor roles of SPEC §3. */
export const DONOR_ROLES = {
  recipient: 10,
  sender: 20,
  mentor: 30,
  preSupervisor: 40,
  otherLineManager: 50,
  administrator: 1000,
} as const;

export type DonorRole = (typeof DONOR_ROLES)[keyof typeof DONOR_ROLES];

/** Process creator roles for EHG and MAFEG (SPEC §6, §9). */
export const PROCESS_CREATOR_ROLES: readonly DonorRole[] = [10, 20, 1000];
