import type { DonorRole } from '../../engine/access';
import type { ProcessType } from '../../engine/constants';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { forbidden, notFound } from '../errors';
import { workflowOf, type FeedbackServices } from './action-scope';
import {
  canSeeProcess,
  donorRolesOf,
  feedbackActions,
  readsAllProcesses,
  type Actor,
  participantsSeenBy,
} from './policy';
import {
  listFeedbacksOfProcesses,
  listProcessesActedIn,
  listProcessesByType,
  listProcessesOf,
  listProcessesOfReports,
} from './lists-repo';
import { findMentee } from './participants-repo';
import { loadPeople, peopleOf, presentFeedbackSummary, presentProcess, type ProcessView } from './present';
import { findUser, reportsOf, type Db } from './repo';
import { matchesKeyword } from './talk-week';

/** Filters of the hierarchy list (SPEC §2 /processes: status, type, kw, indirect). */
export type HierarchyFilter = { status?: number; type?: number; kw?: string; indirect?: boolean };

type ListOptions = {
  /** leave out process types the workflow hides from the process lists */
  hideInProcessList: boolean;
  /** the caller's level above the recipient: 1 direct supervisor, 2 pre-supervisor, ... */
  depthOf?: (process: ProcessRow) => number | undefined;
  /** show every process, also those the caller's workflow roles cannot read (area read access) */
  showAll?: boolean;
};

/** The feedbacks of the processes, by process. */
async function feedbacksOf(
  db: Db,
  organizationId: number,
  processIds: number[],
): Promise<Map<number, FeedbackRow[]>> {
  const map = new Map<number, FeedbackRow[]>();
  const rows = await listFeedbacksOfProcesses(db, organizationId, processIds);
  for (const row of rows) map.set(row.process_id, [...(map.get(row.process_id) ?? []), row]);
  return map;
}

/** Turns process rows into list items with the caller's rights, leaving out what the caller may not see. */
async function toListItems(
  services: FeedbackServices,
  actor: Actor,
  rows: ProcessRow[],
  options: ListOptions,
): Promise<ProcessView[]> {
  const config = await services.organizationConfig.get(actor.organizationId);
  const feedbacks = await feedbacksOf(
    services.db,
    actor.organizationId,
    rows.map((r) => r.id),
  );
  const visible: { process: ProcessRow; roles: DonorRole[]; feedbacks: FeedbackRow[] }[] = [];
  for (const process of rows) {
    const compiled = workflowOf(config, process.process_type);
    if (options.hideInProcessList && compiled.settings.hideInProcessList) continue;
    const own = feedbacks.get(process.id) ?? [];
    const participants = participantsSeenBy(process, own, actor.userId, options.depthOf?.(process));
    const roles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
    const types = own.map((f) => f.feedback_type);
    if (!options.showAll && !canSeeProcess(compiled, process.status_id, roles, types)) continue;
    visible.push({ process, roles, feedbacks: own });
  }
  const people = await loadPeople(
    services.db,
    actor.organizationId,
    visible.flatMap((v) => peopleOf(v.process, v.feedbacks)),
  );
  return visible.map(({ process, roles, feedbacks: own }) => {
    const compiled = workflowOf(config, process.process_type);
    const summaries = own.map((f) =>
      presentFeedbackSummary(f, people, feedbackActions(compiled, process, roles, f)),
    );
    return presentProcess(process, compiled.settings, people, summaries);
  });
}

/** The caller's own processes (GET /Feedbacks/list/recipient), without those hidden from recipients. */
export async function listOwnProcesses(services: FeedbackServices, actor: Actor): Promise<ProcessView[]> {
  const rows = await listProcessesOf(services.db, actor.organizationId, actor.userId);
  const config = await services.organizationConfig.get(actor.organizationId);
  const shown = rows.filter((r) => !workflowOf(config, r.process_type).settings.hideFromRecipient);
  return toListItems(services, actor, shown, { hideInProcessList: false, showAll: true });
}

/**
 * The processes of one employee (GET /Feedbacks/list/recipient/{id}) for someone in their supervisor line,
 * their mentor or a processes reader; 403 for anyone else, 404 for another organization's employee (the own
 * id gives the own list).
 */
export async function listProcessesOfRecipient(
  services: FeedbackServices,
  actor: Actor,
  recipientId: number,
) {
  if (recipientId === actor.userId) return listOwnProcesses(services, actor);
  if (!(await findUser(services.db, actor.organizationId, recipientId)))
    throw notFound(`There is no employee ${recipientId}.`);
  const reports = await reportsOf(services.db, actor.organizationId, actor.userId);
  const mentor = await findMentee(services.db, actor.organizationId, actor.userId, recipientId);
  const reader = readsAllProcesses(actor.roles);
  if (!reports.has(recipientId) && !mentor && !reader)
    throw forbidden('You may see the processes of your own employees and mentees only.');
  const rows = await listProcessesOf(services.db, actor.organizationId, recipientId);
  return toListItems(services, actor, rows, {
    hideInProcessList: false,
    depthOf: () => reports.get(recipientId),
  });
}

/**
 * The processes the caller takes part in as donor, supervisor or mentor (GET /Feedbacks/list), without the
 * process types hidden from the process list.
 */
export async function listDonorProcesses(services: FeedbackServices, actor: Actor): Promise<ProcessView[]> {
  const me = actor.userId;
  const rows = await listProcessesActedIn(services.db, actor.organizationId, me);
  const direct = await reportsOf(services.db, actor.organizationId, me, 1);
  return toListItems(services, actor, rows, {
    hideInProcessList: true,
    depthOf: (p) => (direct.has(p.recipient_id) ? 1 : undefined),
  });
}

/**
 * The processes of the caller's direct (and with `indirect`, indirect) reports (GET /Feedbacks/list/hierarchy),
 * filtered by status id, process type and kw (a calendar week of the talk date, "2025-W07" or "7", or text
 * matched against the recipient and the title).
 */
export async function listHierarchyProcesses(
  services: FeedbackServices,
  actor: Actor,
  filter: HierarchyFilter,
): Promise<ProcessView[]> {
  const reports = await reportsOf(
    services.db,
    actor.organizationId,
    actor.userId,
    filter.indirect ? undefined : 1,
  );
  if (reports.size === 0) return [];
  const rows = await listProcessesOfReports(services.db, actor.organizationId, [...reports.keys()], {
    statusId: filter.status,
    processType: filter.type,
  });
  const items = await toListItems(services, actor, rows, {
    hideInProcessList: true,
    depthOf: (p) => reports.get(p.recipient_id),
  });
  if (!filter.kw) return items;
  const { timeZone } = await services.organizationConfig.get(actor.organizationId);
  return items.filter((item) => matchesKeyword(item, filter.kw!, timeZone));
}

/**
 * The processes of one type (GET /Process/{type}): every process of the organization for readers of the
 * processes area, otherwise those of the caller's direct and indirect reports that the workflow lets them see.
 */
export async function listProcessesOfType(
  services: FeedbackServices,
  actor: Actor,
  processType: ProcessType,
): Promise<ProcessView[]> {
  const reader = readsAllProcesses(actor.roles);
  const reports = await reportsOf(services.db, actor.organizationId, actor.userId);
  if (!reader && reports.size === 0) return [];
  const recipients = reader ? null : [...reports.keys()];
  const rows = await listProcessesByType(services.db, actor.organizationId, processType, recipients);
  return toListItems(services, actor, rows, {
    hideInProcessList: false,
    showAll: reader,
    depthOf: (p) => reports.get(p.recipient_id),
  });
}
