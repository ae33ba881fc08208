import type { Target, TargetsValue } from '../../../engine/forms';
import type { TargetStatus } from '../../../engine/constants';
import {
  isArchivedTarget,
  targetCategoryOf,
  type TargetCategory,
  type TargetKind,
} from '../../../engine/targets';
import type { TargetRow } from './tables';

/** Pure. A stored goal as SPEC §3 Target (the form engine's shape); empty optional texts are left out. */
export function toTarget(row: TargetRow, authorName: string | undefined): Target {
  return {
    id: row.id,
    title: row.title,
    ...(row.due_date ? { dueDate: row.due_date } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
    ...(row.comment && authorName ? { commentAuthor: authorName } : {}),
    status: row.status as TargetStatus,
    subTargets: row.sub_targets,
    actions: row.actions,
    ...(row.copied_from ? { copiedFrom: row.copied_from } : {}),
  };
}

/** A goal as GET /Feedbacks/Targets/GetTargets lists it. */
export type TargetView = Target & {
  commentAuthorId: number | null;
  /** null for a goal of an anonymous shared form */
  ownerId: number | null;
  kind: TargetKind;
  category: TargetCategory;
  isArchived: boolean;
  canEdit: boolean;
  processId: number | null;
  feedbackId: number | null;
  feedbackType: number | null;
  elementId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Pure. A stored goal with where it lives and whether the caller may change it here. */
export function presentTarget(
  row: TargetRow,
  names: ReadonlyMap<number, string>,
  canEdit: boolean,
): TargetView {
  const target = toTarget(row, row.comment_author_id === null ? undefined : names.get(row.comment_author_id));
  return {
    ...target,
    commentAuthorId: row.comment_author_id,
    ownerId: row.owner_id,
    kind: row.kind,
    category: targetCategoryOf(row.kind, row.feedback_type),
    isArchived: isArchivedTarget(target),
    canEdit,
    processId: row.process_id,
    feedbackId: row.feedback_id,
    feedbackType: row.feedback_type,
    elementId: row.element_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Pure. The goals of a feedback grouped by target field, as the form engine's values hold them. */
export function groupByField(rows: readonly TargetRow[], names: ReadonlyMap<number, string>): TargetsValue[] {
  const byElement = new Map<string, Target[]>();
  for (const row of rows) {
    if (row.element_id === null) continue;
    const list = byElement.get(row.element_id) ?? [];
    list.push(toTarget(row, row.comment_author_id === null ? undefined : names.get(row.comment_author_id)));
    byElement.set(row.element_id, list);
  }
  return [...byElement].map(([elementId, targets]) => ({ elementId, targets }));
}

type PersonRow = { id: number; first_name: string; last_name: string; shorthand: string; position: string };

/** Pure. An employee as the goals screen picks them. */
export function presentPerson(row: PersonRow, depth: number | null) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    shorthand: row.shorthand,
    position: row.position,
    depth,
  };
}
