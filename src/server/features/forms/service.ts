import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../engine/constants';
import {
  checkQuestionnaire,
  compile,
  validateQuestionnaire,
  type Questionnaire,
  type QuestionnaireIssue,
  type SchemaError,
} from '../../../engine/forms';
import type { Principal } from '../../auth/principal';
import type { FormRow } from '../../db/database';
import { conflict, notFound } from '../../errors';
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
} from './editing-repo';
import { publishFormEvent } from './hub-publisher';
import { findForm } from './repo';
import type { CopyFormBody, DeleteFormQuery, SaveFormBody } from './schemas';

type Deps = Pick<FastifyInstance, 'db' | 'hubs' | 'log'>;

export type SaveOutcome =
  | { ok: true; row: FormRow; newVersion: boolean }
  | { ok: false; reason: 'schema'; errors: SchemaError[] }
  | { ok: false; reason: 'issues'; issues: QuestionnaireIssue[] };

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
  app: Deps,
  organizationId: number,
  body: SaveFormBody,
): Promise<{ ok: true; questionnaire: Questionnaire } | Extract<SaveOutcome, { ok: false }>> {
  const { id: _id, version: _version, revision: _revision, ...definition } = body;
  const valid = validateQuestionnaire(definition);
  if (!valid.ok) return { ok: false, reason: 'schema', errors: valid.errors };
  if (valid.questionnaire.isDraft) return { ok: true, questionnaire: valid.questionnaire };
  const context = { knownTableNames: await knownTableNames(app.db, organizationId) };
  const issues = checkQuestionnaire(valid.questionnaire, context);
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
export async function saveForm(app: Deps, principal: Principal, body: SaveFormBody): Promise<SaveOutcome> {
  const organizationId = principal.organization.id;
  const checked = await checkForSave(app, organizationId, body);
  if (!checked.ok) return checked;
  const q = checked.questionnaire;
  const values = {
    organizationId,
    correlationId: q.correlationId,
    name: q.name,
    questionnaireType: q.questionnaireType,
    isDraft: q.isDraft,
    pages: q.pages,
    createdBy: principal.user.id,
  };
  let saved: { row: FormRow; newVersion: boolean };
  try {
    saved = await app.db.transaction().execute(async (trx) => {
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
  await publishFormEvent(app, organizationId, row.correlation_id, 'FormSaved', {
    id: row.id,
    correlationId: row.correlation_id,
    version: row.version,
    revision: row.revision,
    isDraft: row.is_draft,
    newVersion,
    savedBy: principal.user.id,
  });
  return { ok: true, row, newVersion };
}

/**
 * POST /Forms/copy: version `id` (whose correlation id must match) becomes a new questionnaire named
 * `newTitle`, version 1 under a new correlation id. FormCopied goes to the forms hub.
 */
export async function copyForm(app: Deps, principal: Principal, body: CopyFormBody): Promise<FormRow> {
  const organizationId = principal.organization.id;
  const source = await findForm(app.db, organizationId, body.id);
  if (!source || source.correlation_id !== body.correlationId) {
    throw notFound(`There is no questionnaire ${body.id} with this correlation id.`);
  }
  const row = await insertVersion(app.db, {
    organizationId,
    correlationId: crypto.randomUUID(),
    version: 1,
    name: body.newTitle.trim(),
    questionnaireType: source.questionnaire_type,
    isDraft: source.is_draft,
    pages: source.pages,
    createdBy: principal.user.id,
  });
  await publishFormEvent(app, organizationId, row.correlation_id, 'FormCopied', {
    id: row.id,
    correlationId: row.correlation_id,
    sourceId: source.id,
  });
  return row;
}

/**
 * DELETE /Forms: removes every version of the questionnaire of version `id`. Refused with 409 FORM_IN_USE while
 * a process uses any version, and FORM_ASSIGNED while it serves a feedback type. FormDeleted goes to the hub.
 */
export async function deleteForm(app: Deps, principal: Principal, query: DeleteFormQuery): Promise<void> {
  const organizationId = principal.organization.id;
  await app.db.transaction().execute(async (trx) => {
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
  await publishFormEvent(app, organizationId, query.correlationId, 'FormDeleted', {
    id: query.id,
    correlationId: query.correlationId,
  });
}
