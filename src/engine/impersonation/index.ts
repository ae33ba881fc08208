/**
 * Impersonation (SPEC §6): a full administrator acts as an employee for a limited time. The limits are here so
 * that the server, the client and the tests agree on them.
 */

/** How long one impersonation lasts at most; it ends earlier when the administrator stops or signs out. */
export const IMPERSONATION_MINUTES = 60;
export const IMPERSONATION_MS = IMPERSONATION_MINUTES * 60_000;

/** Paging of the impersonation audit list. */
export const AUDIT_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;
/** the highest page index a client may ask for (100,000 rows at the largest page size) */
export const AUDIT_PAGE_INDEX_MAX = 1000;

/** Methods that only read: requests with them are not audited. */
const READ_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/**
 * True for a request that changes something and succeeded: such a request made while impersonating is audited.
 * `readOnly` marks a route that only reads whatever its method (a POST with a query body, the dashboard's
 * Build): the method alone does not tell.
 */
export function isAuditedWrite(method: string, statusCode: number, readOnly = false): boolean {
  return !readOnly && !READ_METHODS.includes(method.toUpperCase()) && statusCode >= 200 && statusCode < 400;
}

/** Why an administrator may not act as an employee; the codes are the start call's error codes. */
export const IMPERSONATION_REFUSALS = [
  'IMPERSONATE_SELF',
  'ADMINISTRATOR',
  'IMPERSONATION_NOT_ALLOWED',
  'EMPLOYEE_INACTIVE',
] as const;
export type ImpersonationRefusal = (typeof IMPERSONATION_REFUSALS)[number];

/**
 * Pure. The one rule of who may be impersonated (SPEC §6), for the start call, for a running impersonation and
 * for the "View as" button wherever it shows: not oneself, no full administrator, flagged canBeImpersonated, and
 * active. Null when the administrator `adminId` may act as the employee.
 */
export function impersonationRefusal(
  target: { id: number; isFullAdmin: boolean; canBeImpersonated: boolean; active: boolean },
  adminId: number,
): ImpersonationRefusal | null {
  if (target.id === adminId) return 'IMPERSONATE_SELF';
  if (target.isFullAdmin) return 'ADMINISTRATOR';
  if (!target.canBeImpersonated) return 'IMPERSONATION_NOT_ALLOWED';
  if (!target.active) return 'EMPLOYEE_INACTIVE';
  return null;
}
