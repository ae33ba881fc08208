import { FULLTEXT_MAX_RESULTS } from '../../../engine/constants';
import type { Actor } from '../../auth/actor';
import type { SearchServices } from './deps';
import { excerptAround } from './excerpt';
import { feedbackFacts, findTextMatches, type TextMatch } from './repo';
import type { KeywordParams } from '../../../engine/api/search';

/** How many matching answers are looked at for the results (the newest first). */
const CANDIDATE_LIMIT = 200;

/**
 * GET /fulltextsearch/{keyword}: the newest feedbacks whose answers (comments, table cells) contain the keyword
 * and that the caller may read now, at most FULLTEXT_MAX_RESULTS, each with the place it was found (the keyword
 * without its surrounding blanks), by the workflow's rules. Anonymous shared feedbacks are never results (their
 * answers are read only together); other organizations' feedbacks are never searched.
 */
export async function fulltextSearch(deps: SearchServices, actor: Actor, params: KeywordParams) {
  const keyword = params.keyword.trim();
  const { organizationId } = actor;
  const matches = await findTextMatches(deps.db, organizationId, keyword, CANDIDATE_LIMIT);
  const firstPerFeedback = new Map<number, TextMatch>();
  for (const match of matches)
    if (!firstPerFeedback.has(match.feedbackId)) firstPerFeedback.set(match.feedbackId, match);
  const readable: TextMatch[] = [];
  for (const match of firstPerFeedback.values()) {
    if (readable.length >= FULLTEXT_MAX_RESULTS) break;
    if (await deps.processes.canRead(actor, match.feedbackId)) readable.push(match);
  }
  if (readable.length === 0) return [];
  const facts = new Map(
    (
      await feedbackFacts(
        deps.db,
        organizationId,
        readable.map((m) => m.feedbackId),
      )
    ).map((f) => [f.feedbackId, f]),
  );
  const people = await deps.processes.people(
    organizationId,
    [...facts.values()].flatMap((f) => [f.recipientId, f.donorId]),
  );
  return readable.flatMap((match) => {
    const fact = facts.get(match.feedbackId);
    if (!fact) return [];
    return [
      {
        feedbackId: fact.feedbackId,
        processId: fact.processId,
        processType: fact.processType,
        feedbackType: fact.feedbackType,
        recipient: fact.recipientId === null ? null : (people.get(fact.recipientId) ?? null),
        donor: fact.donorId === null ? null : (people.get(fact.donorId) ?? null),
        elementId: match.elementId,
        excerpt: excerptAround(match.text, keyword),
      },
    ];
  });
}
