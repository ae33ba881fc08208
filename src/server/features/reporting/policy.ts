import { reportScopeOf, type ReportScope } from '../../../engine/reporting';
import type { Actor } from '../../auth/actor';
import { badRequest, forbidden } from '../../errors';

/**
 * Pure. The scope the actor reports on (HR and administrators: the organization; supervisors: their line);
 * 403 for anyone else.
 */
export function requireReportScope(actor: Pick<Actor, 'roles'>, supervises: boolean): ReportScope {
  const scope = reportScopeOf(actor.roles, supervises);
  if (!scope) throw forbidden('Only HR, administrators and supervisors may read reports.');
  return scope;
}

/**
 * Pure. Recipient ids a report names must all be employees of the organization (400 otherwise) and all in the
 * reader's scope (403 otherwise): a report is never silently widened or narrowed.
 */
export function requireRecipientsInScope(
  asked: readonly number[],
  found: readonly { id: number; in_scope: boolean }[],
): void {
  const known = new Map(found.map((r) => [r.id, r.in_scope]));
  const unknown = asked.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest('UNKNOWN_RECIPIENTS', `Unknown recipient ids: ${unknown.slice(0, 20).join(', ')}.`, [
      { path: '/recipientIds', message: 'unknown recipient' },
    ]);
  if (asked.some((id) => known.get(id) === false))
    throw forbidden('A recipient of this report is outside the people you may report on.');
}

/** Pure. A period filter must run forwards. */
export function requireValidPeriod(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && from > to)
    throw badRequest('INVALID_PERIOD', 'The period starts after it ends.', [
      { path: '/from', message: 'after to' },
    ]);
}
