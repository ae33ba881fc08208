import { inContentOrder, releasedAnswers } from '../../engine/anonymity';
import { summarizeScales, textAnswersOf } from '../../engine/forms';
import { notFound } from '../errors';
import { anonymityThresholdIn } from '../organizations/anonymity-threshold';
import type { FeedbackServices } from './action-scope';
import { listSubmittedAnonymous } from './anonymous-repo';
import { findFormHeader } from './forms-repo';
import type { Actor } from './policy';
import { loadValuesWithTargets } from './target-store';

/*
 * The submitted answers of anonymous shared feedbacks are read by the person who shared the link, and only by
 * them, and only together: the answers were given without names, and a single one read on its own, or the
 * difference between two views, could tell whose it is.
 */

/** Per questionnaire (correlation id), how many of the anonymous feedbacks the caller shared were submitted. */
export async function countAnonymousSubmissions(services: FeedbackServices, actor: Actor) {
  const rows = await listSubmittedAnonymous(services.db, actor.organizationId, actor.userId);
  const perForm = new Map<string, { correlationId: string; count: number }>();
  for (const row of rows) {
    const entry = perForm.get(row.correlationId) ?? { correlationId: row.correlationId, count: 0 };
    entry.count += 1;
    perForm.set(row.correlationId, entry);
  }
  return { forms: [...perForm.values()] };
}

/**
 * What the anonymous feedbacks the caller shared of the questionnaire that version `formId` belongs to (every
 * version) say together: how many were submitted, and the scales and free texts of the released ones (the
 * oldest, in whole blocks of the organization's anonymity threshold; engine/anonymity) in the layout of version `formId`. No single
 * submission is listed or dated. 404 for a form of another organization.
 */
export async function getAnonymousSubmissions(services: FeedbackServices, actor: Actor, formId: number) {
  const { db } = services;
  const header = await findFormHeader(db, actor.organizationId, formId);
  const layout = header && (await services.forms.get(db, actor.organizationId, header.id));
  if (!header || !layout) throw notFound(`There is no form ${formId}.`);
  const rows = await listSubmittedAnonymous(db, actor.organizationId, actor.userId, header.correlation_id);
  const threshold = await anonymityThresholdIn(db, actor.organizationId);
  // the list is newest first; blocks are released oldest first, so a new answer never changes what is shown
  // until a whole block is in
  const released = releasedAnswers([...rows].reverse(), threshold);
  const submissions = [];
  for (const row of released) {
    const questionnaire = await services.forms.get(db, actor.organizationId, row.formId);
    if (!questionnaire) continue;
    const key = { id: row.feedbackId, organization_id: actor.organizationId };
    submissions.push({ questionnaire, values: await loadValuesWithTargets(services.targets, db, key) });
  }
  return {
    formId: layout.id,
    correlationId: layout.correlationId,
    name: layout.name,
    count: rows.length,
    threshold,
    releasedCount: released.length,
    scales: summarizeScales(layout, submissions),
    texts: inContentOrder(submissions.flatMap((s) => textAnswersOf(s.questionnaire, s.values))),
  };
}
