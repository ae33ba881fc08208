import type { DonorRole } from '../../../engine/access';
import type { FeedbackType } from '../../../engine/constants';
import {
  ACCESS_RIGHTS,
  NO_ACCESS,
  type AccessRight,
  type AccessRights,
  type UserAccessEntry,
  type WorkflowSettings,
  type WorkflowStatus,
  type WorkflowTransition,
} from '../../../engine/workflows';

// Pure, immutable edits of workflow settings: every edit returns new settings, so that the checker and the
// compiled-workflow cache (keyed by object) see a new workflow.

export const MAX_STATUS_ID = 9999;

/** Pure. Changes fields of the status at `index`. */
export function updateStatus(
  settings: WorkflowSettings,
  index: number,
  patch: Partial<Omit<WorkflowStatus, 'statusId'>>,
): WorkflowSettings {
  return {
    ...settings,
    statusList: settings.statusList.map((s, i) => (i === index ? { ...s, ...patch } : s)),
  };
}

/**
 * Pure. Gives the status at `index` a new id and moves every reference (transitions, access entries,
 * initial, final and closed status) along, so renaming does not break the workflow. When another status
 * already has that id, only the status changes: the checker then reports the duplicate.
 */
export function renameStatus(settings: WorkflowSettings, index: number, statusId: number): WorkflowSettings {
  const old = settings.statusList[index]?.statusId;
  if (old === undefined || old === statusId) return settings;
  const statusList = settings.statusList.map((s, i) => (i === index ? { ...s, statusId } : s));
  const taken = settings.statusList.some((s, i) => i !== index && s.statusId === statusId);
  const shared = settings.statusList.some((s, i) => i !== index && s.statusId === old);
  if (taken || shared) return { ...settings, statusList };
  const move = (id: number) => (id === old ? statusId : id);
  return {
    ...settings,
    statusList,
    transitions: settings.transitions.map((t) => ({ ...t, from: move(t.from), to: move(t.to) })),
    userAccess: settings.userAccess.map((e) => ({ ...e, statusId: move(e.statusId) })),
    initialStatus: move(settings.initialStatus),
    finalStatus: move(settings.finalStatus),
    ...(settings.closedStatus === undefined ? {} : { closedStatus: move(settings.closedStatus) }),
  };
}

/** Pure. A free status id after the highest one (in steps of 10 where possible). */
export function nextStatusId(settings: WorkflowSettings): number {
  const ids = new Set(settings.statusList.map((s) => s.statusId));
  const open = settings.statusList.filter((s) => s.dashboardGroup !== 999).map((s) => s.statusId);
  let candidate = Math.min(MAX_STATUS_ID, (Math.floor(Math.max(0, ...open) / 10) + 1) * 10);
  while (ids.has(candidate) && candidate < MAX_STATUS_ID) candidate += 1;
  while (ids.has(candidate) && candidate > 0) candidate -= 1;
  return candidate;
}

/** Pure. Appends a status of the preparation group with the given names. */
export function addStatus(settings: WorkflowSettings, translations: WorkflowStatus['translations']) {
  const status: WorkflowStatus = {
    statusId: nextStatusId(settings),
    dashboardGroup: 10,
    translations,
    descriptions: {},
  };
  return { ...settings, statusList: [...settings.statusList, status] };
}

/**
 * Pure. Removes the status at `index` with its transitions and access entries (they would only point at
 * nothing). Initial, final and closed status stay: the checker asks for new ones.
 */
export function removeStatus(settings: WorkflowSettings, index: number): WorkflowSettings {
  const id = settings.statusList[index]?.statusId;
  const statusList = settings.statusList.filter((_, i) => i !== index);
  if (statusList.some((s) => s.statusId === id)) return { ...settings, statusList };
  return {
    ...settings,
    statusList,
    transitions: settings.transitions.filter((t) => t.from !== id && t.to !== id),
    userAccess: settings.userAccess.filter((e) => e.statusId !== id),
  };
}

/** Pure. Appends a transition (by default a loop on the first status with "talk date set"). */
export function addTransition(settings: WorkflowSettings, transition?: WorkflowTransition): WorkflowSettings {
  const first = settings.statusList[0]?.statusId ?? settings.initialStatus;
  const added = transition ?? { from: first, to: first, triggerType: 7, feedbackType: null };
  return { ...settings, transitions: [...settings.transitions, added] };
}

/** Pure. Changes fields of the transition at `index`. */
export function updateTransition(
  settings: WorkflowSettings,
  index: number,
  patch: Partial<WorkflowTransition>,
): WorkflowSettings {
  return {
    ...settings,
    transitions: settings.transitions.map((t, i) => (i === index ? { ...t, ...patch } : t)),
  };
}

/** Pure. Removes the transition at `index`. */
export function removeTransition(settings: WorkflowSettings, index: number): WorkflowSettings {
  return { ...settings, transitions: settings.transitions.filter((_, i) => i !== index) };
}

type AccessCell = { statusId: number; donorRole: DonorRole; feedbackType: FeedbackType | null };

const sameCell = (e: UserAccessEntry, c: AccessCell) =>
  e.statusId === c.statusId && e.donorRole === c.donorRole && e.feedbackType === c.feedbackType;

const rightsOf = (entry: UserAccessEntry | undefined): AccessRights =>
  entry
    ? {
        read: entry.read,
        write: entry.write,
        approve: entry.approve,
        comment: entry.comment,
        update: entry.update,
      }
    : { ...NO_ACCESS };

/** Pure. The index of the first access entry of one status, role and feedback type (-1 when none). */
export function accessEntryIndex(settings: WorkflowSettings, cell: AccessCell): number {
  return settings.userAccess.findIndex((e) => sameCell(e, cell));
}

/**
 * Pure. What a cell of the access matrix shows: its own entry, or (for a concrete feedback type without
 * one) the rights inherited from the entry for every feedback type, as `accessFor` resolves them.
 */
export function cellRights(settings: WorkflowSettings, cell: AccessCell) {
  const index = accessEntryIndex(settings, cell);
  if (index >= 0) return { rights: rightsOf(settings.userAccess[index]), index, inherited: false };
  const fallback =
    cell.feedbackType === null ? -1 : accessEntryIndex(settings, { ...cell, feedbackType: null });
  return { rights: rightsOf(settings.userAccess[fallback]), index: -1, inherited: fallback >= 0 };
}

/**
 * Pure. Sets one right in one cell. The cell gets its own entry (starting from what it inherited); an entry
 * that ends up equal to what the cell would have without it (the every-feedback entry's rights, or no
 * rights) is removed, so the settings hold no entries that change nothing.
 */
export function setAccessRight(
  settings: WorkflowSettings,
  cell: AccessCell,
  right: AccessRight,
  value: boolean,
): WorkflowSettings {
  const { rights, index } = cellRights(settings, cell);
  const next = { ...rights, [right]: value };
  const fallback =
    cell.feedbackType === null
      ? NO_ACCESS
      : rightsOf(settings.userAccess[accessEntryIndex(settings, { ...cell, feedbackType: null })]);
  const redundant = ACCESS_RIGHTS.every((r) => next[r] === fallback[r]);
  if (index >= 0) {
    const userAccess = redundant
      ? settings.userAccess.filter((_, i) => i !== index)
      : settings.userAccess.map((e, i) => (i === index ? { ...e, ...next } : e));
    return { ...settings, userAccess };
  }
  if (redundant) return settings;
  return { ...settings, userAccess: [...settings.userAccess, { ...cell, ...next }] };
}

/** Pure. Removes the access entry at `index` (an orphan or duplicate the matrix cannot show). */
export function removeAccessEntry(settings: WorkflowSettings, index: number): WorkflowSettings {
  return { ...settings, userAccess: settings.userAccess.filter((_, i) => i !== index) };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return Object.fromEntries(
      entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Pure. True when two settings say the same (key order and undefined fields do not matter). */
export function sameSettings(a: WorkflowSettings | undefined, b: WorkflowSettings | undefined): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
