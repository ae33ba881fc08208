import crypto from 'node:crypto';
import { LANGUAGES } from '../../../engine/constants';
import {
  checkQuestionnaire,
  publishIssues,
  compile,
  validateQuestionnaire,
  type Questionnaire,
} from '../../../engine/forms';
import type { Actor } from '../../auth/actor';
import type { FormRow } from '../../db/database';
import { conflict, notFound } from '../../errors';
import type { FormsServices } from './deps';
import {
  assignedInSettings,
  correlationTaken,
  deleteAllVersions,
  insertVersion,
  knownTableNames,
  lockLatestVersion,
  overwriteVersion,
  processesUsing,
  versionInUse,
} from './repo-editing';
import { publishFormEvent } from './hub-publisher';
import { assertOwnOrganization } from './policy';
import {
  presentForm,
  presentFormListItem,
  presentFormSetting,
  presentSavedForm,
  type FormView,
  type SaveRefusal,
  type SavedFormView,
} from './present';
import { findForm, listFormSettings, listLatestForms } from './repo';
import type {
  CopyFormBody,
  DeleteFormQuery,
  FormIdParams,
  OrganizationParams,
  SaveFormBody,
} from '../../../engine/api/forms';

/** GET /Forms: the latest version of every questionnaire of the actor's organization. */
export async function listForms(services: FormsServices, actor: Actor) {
  const rows = await listLatestForms(services.db, actor.organizationId);
  return { formsListItems: rows.map(presentFormListItem) };
}

/** GET /Forms/{id}: one questionnaire version of the actor's organization; 404 when there is none. */
export async function getForm(
  services: FormsServices,
  actor: Actor,
  params: FormIdParams,
): Promise<FormView> {
  const row = await findForm(services.db, actor.organizationId, params.id);
  if (!row) throw notFound(`There is no questionnaire ${params.id}.`);
  return presentForm(row);
}

/**
 * GET /FormSettings/{organization}: which questionnaire serves which feedback type. The organization is named
 * by slug or id and must be the actor's own (403 otherwise).
 */
export async function getFormSettings(services: FormsServices, actor: Actor, params: OrganizationParams) {
  const asked = params.organization.toLowerCase();
  const askedId =
    asked === String(actor.organizationId)
      ? actor.organizationId
      : (await services.organizations.findBySlug(asked))?.id;
  assertOwnOrganization(actor, askedId);
  const rows = await listFormSettings(services.db, actor.organizationId);
  return { result: rows.map(presentFormSetting) };
}

export type SaveOutcome = { ok: true; form: SavedFormView } | SaveRefusal;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

const staleConflict = (latest: FormRow | undefined) =>
  conflict(
    'FORM_VERSION_STALE',
    'Someone saved this questionnaire after you opened it. Reload it to see the latest version.',
    latest ? { latestId: latest.id, latestVersion: latest.version } : {},
  );

/**
 * Checks a questionnaire as publishing needs it: the schema's shape, and for a published (not draft) one the
 * semantic checks and a compile in both languages. A draft only needs the shape, so work in progress can be kept.
 */
async function checkForSave(
  services: FormsServices,
  organizationId: number,
  body: SaveFormBody,
): Promise<{ ok: true; questionnaire: Questionnaire } | SaveRefusal> {
  const { id: _id, version: _version, revision: _revision, ...definition } = body;
  const valid = validateQuestionnaire(definition);
  if (!valid.ok) return { ok: false, reason: 'schema', errors: valid.errors };
  if (valid.questionnaire.isDraft) return { ok: true, questionnaire: valid.questionnaire };
  const context = { knownTableNames: await knownTableNames(services.db, organizationId) };
  // publishing also needs a name and a question (a draft may lack both)
  const issues = [...checkQuestionnaire(valid.questionnaire, context), ...publishIssues(valid.questionnaire)];
  if (issues.length > 0) return { ok: false, reason: 'issues', issues };
  for (const locale of LANGUAGES) compile(valid.questionnaire, locale, context);
  return { ok: true, questionnaire: valid.questionnaire };
}

/**
 * POST /Forms. Without `id`: a new questionnaire (version 1) under the given correlation id. With `id`: a save
 * onto that version, which must still be the latest (and have `revision`, when given), else 409
 * FORM_VERSION_STALE. A version a feedback uses is never changed: the save becomes version n+1 with the same
 * correlation id (DESIGN "Data"); otherwise the version is overwritten and its revision counted up.
 * FormSaved goes to the forms hub after the commit.
 */
export async function saveForm(
  services: FormsServices,
  actor: Actor,
  body: SaveFormBody,
): Promise<SaveOutcome> {
  const organizationId = actor.organizationId;
  const checked = await checkForSave(services, organizationId, body);
  if (!checked.ok) return checked;
  const q = checked.questionnaire;
  const values = {
    organizationId,
    correlationId: q.correlationId,
    name: q.name,
    questionnaireType: q.questionnaireType,
    isDraft: q.isDraft,
    pages: q.pages,
    createdBy: actor.userId,
  };
  let saved: { row: FormRow; newVersion: boolean };
  try {
    saved = await services.db.transaction().execute(async (trx) => {
      if (body.id === undefined) {
        if (await correlationTaken(trx, organizationId, q.correlationId)) {
          throw conflict('FORM_EXISTS', 'A questionnaire with this correlation id exists; save onto its id.');
        }
        return { row: await insertVersion(trx, { ...values, version: 1 }), newVersion: true };
      }
      const target = await findForm(trx, organizationId, body.id);
      if (!target || target.correlation_id !== q.correlationId) {
        throw notFound(`There is no questionnaire ${body.id} with this correlation id.`);
      }
      const latest = await lockLatestVersion(trx, organizationId, q.correlationId);
      const stale =
        latest?.id !== target.id ||
        (body.version !== undefined && body.version !== latest.version) ||
        (body.revision !== undefined && body.revision !== latest.revision);
      if (stale || !latest) throw staleConflict(latest);
      if (await versionInUse(trx, organizationId, latest.id)) {
        return {
          row: await insertVersion(trx, { ...values, version: latest.version + 1 }),
          newVersion: true,
        };
      }
      return { row: await overwriteVersion(trx, organizationId, latest.id, values), newVersion: false };
    });
  } catch (err) {
    // two saves raced past the checks; the unique (organization, correlation, version) stopped the second
    if (isUniqueViolation(err)) throw staleConflict(undefined);
    throw err;
  }
  const { row, newVersion } = saved;
  await publishFormEvent(services, organizationId, row.correlation_id, 'FormSaved', {
    id: row.id,
    correlationId: row.correlation_id,
    version: row.version,
    revision: row.revision,
    isDraft: row.is_draft,
    newVersion,
    savedBy: actor.userId,
  });
  return { ok: true, form: presentSavedForm(row, newVersion) };
}

/**
 * POST /Forms/copy: version `id` (whose correlation id must match) becomes a new questionnaire named
 * `newTitle`, version 1 under a new correlation id. FormCopied goes to the forms hub.
 */
export async function copyForm(
  services: FormsServices,
  actor: Actor,
  body: CopyFormBody,
): Promise<SavedFormView> {
  const organizationId = actor.organizationId;
  const source = await findForm(services.db, organizationId, body.id);
  if (!source || source.correlation_id !== body.correlationId) {
    throw notFound(`There is no questionnaire ${body.id} with this correlation id.`);
  }
  const row = await insertVersion(services.db, {
    organizationId,
    correlationId: crypto.randomUUID(),
    version: 1,
    name: body.newTitle.trim(),
    questionnaireType: source.questionnaire_type,
    isDraft: source.is_draft,
    pages: source.pages,
    createdBy: actor.userId,
  });
  await publishFormEvent(services, organizationId, row.correlation_id, 'FormCopied', {
    id: row.id,
    correlationId: row.correlation_id,
    sourceId: source.id,
  });
  return presentSavedForm(row, true);
}

/**
 * DELETE /Forms: removes every version of the questionnaire of version `id`. Refused with 409 FORM_IN_USE while
 * a process uses any version, and FORM_ASSIGNED while it serves a feedback type. FormDeleted goes to the hub.
 */
export async function deleteForm(
  services: FormsServices,
  actor: Actor,
  query: DeleteFormQuery,
): Promise<void> {
  const organizationId = actor.organizationId;
  await services.db.transaction().execute(async (trx) => {
    const target = await findForm(trx, organizationId, query.id);
    if (!target || target.correlation_id !== query.correlationId) {
      throw notFound(`There is no questionnaire ${query.id} with this correlation id.`);
    }
    await lockLatestVersion(trx, organizationId, query.correlationId);
    const processCount = await processesUsing(trx, organizationId, query.correlationId);
    if (processCount > 0) {
      throw conflict(
        'FORM_IN_USE',
        `The questionnaire is used by ${processCount} process(es) and cannot be deleted.`,
        { processCount },
      );
    }
    if (await assignedInSettings(trx, organizationId, query.correlationId)) {
      throw conflict(
        'FORM_ASSIGNED',
        'The questionnaire serves a feedback type of a process type and cannot be deleted.',
      );
    }
    await deleteAllVersions(trx, organizationId, query.correlationId);
  });
  await publishFormEvent(services, organizationId, query.correlationId, 'FormDeleted', {
    id: query.id,
    correlationId: query.correlationId,
  });
}
