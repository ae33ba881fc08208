import type { Target } from '../../../engine/forms';
import { invalidTargetStatuses } from '../../../engine/targets';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, notFound } from '../../errors';
import type { TargetServices } from './deps';
import { targetsUpdatedMessages } from './hub';
import { goalAccessOf, requireGoalAccess } from './policy';
import { presentPerson, presentTarget, type TargetView } from './present';
import {
  deleteTarget as deleteRow,
  employeeExists,
  findTarget,
  insertTarget,
  listPeople,
  listTargetsOf,
  namesOf,
  nextPosition,
  updateTarget,
  type Db,
  type TargetPlace,
  type TargetWrite,
} from './repo';
import type {
  DeleteTargetParams,
  GetTargetsQuery,
  SaveTargetBody,
  TargetInput,
} from '../../../engine/api/targets';
import type { TargetRow } from './tables';

/** 404 for an employee who is not in the organization, else the access of the actor to their goals. */
async function accessTo(services: TargetServices, actor: Actor, ownerId: number) {
  if (!(await employeeExists(services.db, actor.organizationId, ownerId)))
    throw notFound(`There is no employee ${ownerId}.`);
  const line = await services.gate.supervisorLine(actor.organizationId, ownerId);
  return { line, access: goalAccessOf(actor, ownerId, line) };
}

async function notify(services: TargetServices, organizationId: number, ownerId: number, line?: number[]) {
  const above = line ?? (await services.gate.supervisorLine(organizationId, ownerId));
  await Promise.all(targetsUpdatedMessages(organizationId, ownerId, above).map((m) => services.publish(m)));
}

/**
 * The goals of an employee (GET /Feedbacks/Targets/GetTargets; default the caller's own): their own and final
 * goals, and the goals written in feedbacks the caller may read now (the workflow decides, so a manager's
 * assessment shows once it is released). 404 for an employee of another organization, 403 outside the
 * hierarchy without an HR role.
 */
export async function getTargets(services: TargetServices, actor: Actor, query: GetTargetsQuery) {
  const ownerId = query.userId ?? actor.userId;
  const { access } = await accessTo(services, actor, ownerId);
  requireGoalAccess(access, 'read');
  const rows = await listTargetsOf(services.db, actor.organizationId, ownerId);
  const linked = rows.flatMap((r) => (r.feedback_id === null ? [] : [r.feedback_id]));
  const readable = await services.gate.readable(actor, linked);
  const visible = rows.filter((r) => r.feedback_id === null || readable.has(r.feedback_id));
  const names = await namesOf(services.db, actor.organizationId, [
    ownerId,
    ...visible.flatMap((r) => (r.comment_author_id === null ? [] : [r.comment_author_id])),
  ]);
  const [owner] = await listPeople(services.db, actor.organizationId, [ownerId]);
  return {
    userId: ownerId,
    user: presentPerson(owner!, null),
    canEdit: access.write,
    targets: visible.map((r) => presentTarget(r, names, access.write && r.feedback_id === null)),
  };
}

/** 400 INVALID_TARGET_STATUS unless the goal's statuses are those of SPEC §3; then the goal is a Target. */
function checkStatuses(target: TargetInput): asserts target is Target {
  const bad = invalidTargetStatuses(target);
  if (bad.length > 0)
    throw badRequest(
      'INVALID_TARGET_STATUS',
      'A goal status must be 0 or 10 (open), 20 (in progress), 100 (done), 110 (no longer relevant) or 120 (not met).',
      bad.map((path) => ({ path: `/body/target${path}`, message: 'invalidTargetStatus' })),
    );
}

/** Pure. The columns a save writes; the comment's author is whoever last changed the comment. */
function writeOf(target: Target, existing: TargetRow | undefined, actorId: number | null): TargetWrite {
  const comment = target.comment ?? '';
  const unchanged = existing !== undefined && existing.comment === comment;
  return {
    title: target.title,
    dueDate: target.dueDate ?? null,
    comment,
    commentAuthorId: comment === '' ? null : unchanged ? existing.comment_author_id : actorId,
    status: target.status,
    subTargets: target.subTargets,
    actions: target.actions,
  };
}

/**
 * Whether the actor may know of this goal: through its owner (their own, their supervisor line, HR and readers
 * of the processes area). A goal they may not see answers 404 to a save and a delete alike, never a 409
 * (TARGET_IN_FEEDBACK, TARGET_ID_TAKEN) or 403, which would tell that another person's goal exists and where it
 * lives. Goals of anonymous forms (no owner) only their form knows.
 */
async function mayKnow(services: TargetServices, actor: Actor | null, goal: TargetRow): Promise<boolean> {
  if (!actor || goal.owner_id === null) return false;
  const line = await services.gate.supervisorLine(actor.organizationId, goal.owner_id);
  return goalAccessOf(actor, goal.owner_id, line).read;
}

/** 404 for an id of a goal the caller may not know: access is checked before any conflict is told. */
const unknownGoal = (id: string) =>
  notFound(`There is no goal ${id} you may change; save a new goal under a new id.`);
const idTaken = (id: string) =>
  conflict('TARGET_ID_TAKEN', `The goal id ${id} belongs to another goal; use a new id.`, { id });
const inFeedback = (id: string) =>
  conflict('TARGET_IN_FEEDBACK', `The goal ${id} was written in a feedback; change it in that form.`, { id });

/**
 * Stores a goal: creates it, or (retried or changed) updates it when it is already there. `authorId` is who
 * writes (null: the anonymous answerer of a shared form).
 */
async function upsert(
  trx: Db,
  organizationId: number,
  authorId: number | null,
  target: Target,
  place: Omit<TargetPlace, 'position'>,
  where: Parameters<typeof nextPosition>[2],
  now: Date,
  known: (goal: TargetRow) => Promise<boolean>,
): Promise<void> {
  const existing = await findTarget(trx, organizationId, target.id);
  if (existing) {
    const samePlace =
      existing.owner_id === place.ownerId &&
      existing.feedback_id === place.feedbackId &&
      existing.element_id === place.elementId;
    if (!samePlace) {
      if (!(await known(existing))) throw unknownGoal(target.id);
      throw existing.feedback_id !== null ? inFeedback(target.id) : idTaken(target.id);
    }
    await updateTarget(trx, organizationId, target.id, writeOf(target, existing, authorId), now);
    return;
  }
  const position = await nextPosition(trx, organizationId, where);
  const write = writeOf(target, undefined, authorId);
  if (!(await insertTarget(trx, organizationId, target.id, { ...place, position }, write, now)))
    throw idTaken(target.id); // created at the same moment by someone else, somewhere else
}

/** What a signed-in SaveTarget names: the goal, and its feedback's target field or its owner and kind. */
export type SaveTargetInput = Omit<SaveTargetBody, 'accessToken'>;

/**
 * Creates or updates a goal by its id (POST /Feedbacks/Targets/SaveTarget), so a retried save changes nothing.
 * 400 INVALID_TARGET_STATUS for a status outside SPEC §3 (nothing stored). In a feedback (`feedbackId` +
 * `elementId`): the workflow decides (see the gate), the goal belongs to the process's employee, and the
 * feedback goes in progress. Otherwise a goal of `userId` (default the caller): 404 for an unknown employee,
 * 403 outside the hierarchy; for an id of a goal the caller may not know 404 (access before conflict), else 409
 * TARGET_IN_FEEDBACK for a goal that lives in a form, TARGET_ID_TAKEN for an id of another employee's goal.
 */
export async function saveTarget(
  services: TargetServices,
  actor: Actor,
  input: SaveTargetInput,
): Promise<TargetView> {
  const { target } = input;
  checkStatuses(target);
  const now = new Date();
  let ownerId: number;
  let line: number[] | undefined;
  if (input.feedbackId !== undefined) {
    const { feedbackId, elementId } = input;
    if (elementId === undefined)
      throw badRequest('VALIDATION_FAILED', 'A goal of a feedback needs the elementId of its target field.', [
        { path: '/body/elementId', message: 'required' },
      ]);
    // decided before the transaction: inside it, a second connection would wait for it (PGlite has one)
    const before = await findTarget(services.db, actor.organizationId, target.id);
    const known = before !== undefined && (await mayKnow(services, actor, before));
    ownerId = await services.gate.write(actor, feedbackId, elementId, async (context) => {
      const place = {
        ownerId: context.recipientId,
        kind: 'personal' as const,
        processId: context.processId,
        feedbackId: context.feedbackId,
        feedbackType: context.feedbackType,
        elementId,
        copiedFrom: null,
        createdBy: actor.userId,
      };
      await upsert(
        context.trx,
        actor.organizationId,
        actor.userId,
        target,
        place,
        { feedbackId, elementId },
        now,
        async () => known,
      );
      return { result: context.recipientId, marksInProgress: true };
    });
  } else {
    const found = await findTarget(services.db, actor.organizationId, target.id);
    // access before existence: a goal the caller may not see answers as one they may not change
    if (found && !(await mayKnow(services, actor, found))) throw unknownGoal(target.id);
    const existing = found;
    if (existing && existing.feedback_id !== null) throw inFeedback(target.id);
    ownerId = input.userId ?? existing?.owner_id ?? actor.userId;
    const checked = await accessTo(services, actor, ownerId);
    requireGoalAccess(checked.access, 'write');
    line = checked.line;
    const place = {
      ownerId,
      kind: existing?.kind ?? input.kind ?? 'personal',
      processId: existing?.process_id ?? null,
      feedbackId: null,
      feedbackType: null,
      elementId: null,
      copiedFrom: existing?.copied_from ?? null,
      createdBy: actor.userId,
    };
    await services.db
      .transaction()
      .execute((trx) =>
        upsert(trx, actor.organizationId, actor.userId, target, place, { ownerId }, now, async () => true),
      );
  }
  await notify(services, actor.organizationId, ownerId, line);
  const saved = (await findTarget(services.db, actor.organizationId, target.id))!;
  const names = await namesOf(
    services.db,
    actor.organizationId,
    saved.comment_author_id ? [saved.comment_author_id] : [],
  );
  return presentTarget(saved, names, saved.feedback_id === null);
}

/**
 * Deletes a goal (POST /Feedbacks/Targets/DeleteTarget/{id}). A goal of a feedback only through that feedback
 * (`feedbackId` in the body; 409 TARGET_IN_FEEDBACK otherwise) with the workflow's edit right; there a missing
 * id is no error (a retried delete of the form's autosave). Otherwise 404 for an unknown id, 403 outside the
 * hierarchy.
 */
export async function deleteTarget(
  services: TargetServices,
  actor: Actor,
  input: DeleteTargetParams & { feedbackId?: number; elementId?: string },
): Promise<{ id: string; deleted: boolean }> {
  const { id, ...feedback } = input;
  const existing = await findTarget(services.db, actor.organizationId, id);
  if (feedback.feedbackId !== undefined) {
    const { feedbackId } = feedback;
    // a goal elsewhere: 409 only to who may know of it; to anyone else it is missing (nothing to delete)
    const elsewhere = existing !== undefined && existing.feedback_id !== feedbackId;
    if (elsewhere && (await mayKnow(services, actor, existing))) throw inFeedback(id);
    const here = elsewhere ? undefined : existing;
    const elementId = here?.element_id ?? feedback.elementId;
    if (elementId === undefined || elementId === null)
      throw badRequest('VALIDATION_FAILED', 'Deleting a goal of a feedback needs its elementId.', [
        { path: '/body/elementId', message: 'required' },
      ]);
    const result = await services.gate.write(actor, feedbackId, elementId, async (context) => ({
      result: {
        deleted: here ? await deleteRow(context.trx, actor.organizationId, id) : false,
        ownerId: context.recipientId,
      },
      marksInProgress: false,
    }));
    if (result.deleted) await notify(services, actor.organizationId, result.ownerId);
    return { id, deleted: result.deleted };
  }
  if (!existing || !(await mayKnow(services, actor, existing))) throw notFound(`There is no goal ${id}.`);
  // a goal without owner lives in an anonymous form (its feedback is set): changed only there
  if (existing.feedback_id !== null || existing.owner_id === null) throw inFeedback(id);
  const { access, line } = await accessTo(services, actor, existing.owner_id);
  requireGoalAccess(access, 'write');
  const deleted = await deleteRow(services.db, actor.organizationId, id);
  await notify(services, actor.organizationId, existing.owner_id, line);
  return { id, deleted };
}

/**
 * An anonymous shared form as a call names it: the page's organization (X-Organization), the feedback id and
 * the access token of the link.
 */
export type AnonymousGoalLink = {
  organizationSlug: string | undefined;
  feedbackId: number | undefined;
  accessToken: string;
};

/** The access of a link: 400 without its feedback id, 404 for an unknown organization. */
async function accessOf(services: TargetServices, link: AnonymousGoalLink) {
  const { organizationSlug, feedbackId, accessToken } = link;
  if (feedbackId === undefined)
    throw badRequest('VALIDATION_FAILED', 'A goal saved with an access token needs its feedbackId.', [
      { path: '/body/feedbackId', message: 'required' },
    ]);
  const organization = organizationSlug
    ? await services.organizations.findBySlug(organizationSlug)
    : undefined;
  if (!organization) throw notFound('There is no such organization.');
  return { organization, feedbackId, accessToken };
}

const elementRequired = (what: string) =>
  badRequest('VALIDATION_FAILED', `${what} needs the elementId of its target field.`, [
    { path: '/body/elementId', message: 'required' },
  ]);

/**
 * Creates or updates a goal in an anonymous shared form (SaveTarget with `accessToken`), idempotent by id like
 * every save: the goal is bound to that feedback and has no owner (the answerer is anonymous). 400
 * INVALID_TARGET_STATUS or NOT_A_TARGET_FIELD, 404 for a wrong link, 409 FEEDBACK_SUBMITTED once submitted,
 * 404 for an id that lives elsewhere (the answerer may know no other goal); nothing stored then.
 */
export async function saveAnonymousTarget(
  services: TargetServices,
  link: AnonymousGoalLink,
  input: { target: TargetInput; elementId?: string },
): Promise<TargetView> {
  const access = await accessOf(services, link);
  const { target, elementId } = input;
  checkStatuses(target);
  if (elementId === undefined) throw elementRequired('A goal of a feedback');
  const now = new Date();
  const organizationId = await services.gate.writeAnonymous(access, elementId, async (context) => {
    const place = {
      ownerId: null,
      kind: 'personal' as const,
      processId: null,
      feedbackId: context.feedbackId,
      feedbackType: context.feedbackType,
      elementId,
      copiedFrom: null,
      createdBy: null,
    };
    const where = { feedbackId: context.feedbackId, elementId };
    await upsert(context.trx, context.organizationId, null, target, place, where, now, async () => false);
    return { result: context.organizationId, marksInProgress: true };
  });
  const saved = (await findTarget(services.db, organizationId, target.id))!;
  return presentTarget(saved, new Map(), true);
}

/**
 * Deletes a goal of an anonymous shared form (DeleteTarget with `accessToken`); a missing id is no error (a
 * retried delete of the autosave). 409 TARGET_IN_FEEDBACK for a goal that lives elsewhere.
 */
export async function deleteAnonymousTarget(
  services: TargetServices,
  link: AnonymousGoalLink,
  input: DeleteTargetParams & { elementId?: string },
): Promise<{ id: string; deleted: boolean }> {
  const access = await accessOf(services, link);
  const { id, elementId } = input;
  if (elementId === undefined) throw elementRequired('Deleting a goal of a feedback');
  const deleted = await services.gate.writeAnonymous(access, elementId, async (context) => {
    const existing = await findTarget(context.trx, context.organizationId, id);
    // a goal of another form is missing to this link (access before existence)
    if (!existing || existing.feedback_id !== context.feedbackId)
      return { result: false, marksInProgress: false };
    return { result: await deleteRow(context.trx, context.organizationId, id), marksInProgress: false };
  });
  return { id, deleted };
}
