import { summarizeScales } from '../../engine/forms';
import { forbidden, notFound } from '../errors';
import type { FeedbackServices } from './action-scope';
import { presentAnonymousFeedback } from './anonymous-present';
import { findAnonymousFeedback, listSubmittedAnonymous } from './anonymous-repo';
import { findFormHeader } from './forms-repo';
import type { Actor } from './policy';
import { loadValuesWithTargets } from './target-store';

/*
 * The submitted answers of anonymous shared feedbacks are read by the person who shared the link, and only by
 * them: the answers were given to that person, without names.
 */

/** Per questionnaire (correlation id), how many of the anonymous feedbacks the caller shared were submitted. */
export async function countAnonymousSubmissions(services: FeedbackServices, actor: Actor) {
  const rows = await listSubmittedAnonymous(services.db, actor.organizationId, actor.userId);
  const perForm = new Map<string, { correlationId: string; count: number; lastSubmittedAt: string | null }>();
  for (const row of rows) {
    const entry = perForm.get(row.correlationId) ?? {
      correlationId: row.correlationId,
      count: 0,
      // newest first: the first row of a questionnaire is its latest submission
      lastSubmittedAt: row.submittedAt?.toISOString() ?? null,
    };
    entry.count += 1;
    perForm.set(row.correlationId, entry);
  }
  return { forms: [...perForm.values()] };
}

/**
 * The submitted anonymous feedbacks the caller shared of the questionnaire that version `formId` belongs to
 * (every version), newest first, and their scale answers summed up in the layout of version `formId`.
 * 404 for a form of another organization.
 */
export async function getAnonymousSubmissions(services: FeedbackServices, actor: Actor, formId: number) {
  const { db } = services;
  const header = await findFormHeader(db, actor.organizationId, formId);
  const layout = header && (await services.forms.get(db, actor.organizationId, header.id));
  if (!header || !layout) throw notFound(`There is no form ${formId}.`);
  const rows = await listSubmittedAnonymous(db, actor.organizationId, actor.userId, header.correlation_id);
  const submissions = [];
  for (const row of rows) {
    const questionnaire = await services.forms.get(db, actor.organizationId, row.formId);
    if (!questionnaire) continue;
    const key = { id: row.feedbackId, organization_id: actor.organizationId };
    submissions.push({ row, questionnaire, values: await loadValuesWithTargets(services.targets, db, key) });
  }
  return {
    formId: layout.id,
    correlationId: layout.correlationId,
    name: layout.name,
    count: submissions.length,
    submissions: submissions.map(({ row }) => ({
      feedbackId: row.feedbackId,
      formId: row.formId,
      version: row.version,
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    scales: summarizeScales(layout, submissions),
  };
}

/**
 * One submitted anonymous feedback, read-only, for the one who shared it (the shape of GET /Feedbacks for an
 * anonymous feedback, with every action off). 404 when the organization has no such submitted feedback, 403
 * FORBIDDEN for anyone but the one who shared it.
 */
export async function getAnonymousSubmission(services: FeedbackServices, actor: Actor, feedbackId: number) {
  const { db } = services;
  const feedback = await findAnonymousFeedback(db, actor.organizationId, feedbackId, false);
  if (!feedback || !feedback.is_submitted || feedback.form_id === null)
    throw notFound(`There is no submitted anonymous feedback ${feedbackId}.`);
  if (feedback.shared_by_id !== actor.userId)
    throw forbidden('Only the person who shared this feedback may read its answers.');
  const q = await services.forms.get(db, actor.organizationId, feedback.form_id);
  if (!q) throw notFound(`There is no submitted anonymous feedback ${feedbackId}.`);
  const values = await loadValuesWithTargets(services.targets, db, feedback);
  return presentAnonymousFeedback(feedback, q, values, false);
}
