import { http, type ApiKey } from '../../api';
import { UNKNOWN_PERSON } from '../../lib/session/session-api';
import type { FeedbackView, Process } from '../../../engine/api/feedbacks-answers';

// Loading one feedback, apart from the rest of the feature's calls: small and loaded with the app, so that a
// feedback page opened by its URL asks for its feedback without waiting for any of the page's chunks
// (src/client/app/boot.ts).

/**
 * SPEC §8: a refused feedback shows its own message instead of the 403 page. UNKNOWN_PERSON is the session's to
 * show: a feedback preloaded while the session starts must not send an unknown person to the 403 page first.
 */
const OWN_FORBIDDEN = ['NO_FEEDBACK_ACCESS', UNKNOWN_PERSON] as const;

/**
 * What loading a feedback gives: the view, a refusal (SPEC §8 message), or a failure; `gone` when the page had
 * it open and a step took the caller's read right away: the process as they may see it now (null: nothing).
 */
export type FeedbackLoad<V = FeedbackView> =
  | { kind: 'ok'; view: V }
  | { kind: 'gone'; process: Process | null }
  | { kind: 'noAccess' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** Where a feedback is read and saved: the organization, and the token of an anonymous feedback. */
export type FeedbackAccess = { slug: string; accessToken?: string };

export const requestOptions = ({ slug, accessToken }: FeedbackAccess) => ({
  organization: slug,
  anonymous: accessToken !== undefined,
  ownForbiddenCodes: OWN_FORBIDDEN,
});

export const feedbackKey = (id: number, { slug, accessToken }: FeedbackAccess): ApiKey => [
  `/Feedbacks?feedbackId=${id}${accessToken ? `&accessToken=${encodeURIComponent(accessToken)}` : ''}`,
  slug,
];

/** How long a preloaded feedback waits for its page: opened by URL, the page asks within the session start. */
const PRELOAD_KEPT_MS = 30_000;
const preloaded = new Map<string, { load: Promise<FeedbackLoad<unknown>>; at: number }>();
const preloadKey = (id: number, slug: string) => `${slug}/${id}`;

/**
 * Starts GET /Feedbacks?feedbackId= of a signed-in user before the page asks for it: a feedback page opened by
 * its URL loads the feedback while the session starts, not after it. The page's first load takes the answer
 * (once); the request is the page's own, with its SPEC §8 handling (401 sign-in, 403 page or own message).
 */
export function preloadFeedback(id: number, slug: string): void {
  if (!Number.isInteger(id) || id <= 0) return;
  preloaded.set(preloadKey(id, slug), { load: requestFeedback(id, { slug }), at: Date.now() });
}

function takePreloaded<V>(id: number, slug: string): Promise<FeedbackLoad<V>> | undefined {
  const key = preloadKey(id, slug);
  const entry = preloaded.get(key);
  preloaded.delete(key);
  return entry && Date.now() - entry.at < PRELOAD_KEPT_MS
    ? (entry.load as Promise<FeedbackLoad<V>>)
    : undefined;
}

export function loadFeedback<V>(id: number, access: FeedbackAccess): Promise<FeedbackLoad<V>> {
  const early = access.accessToken === undefined ? takePreloaded<V>(id, access.slug) : undefined;
  return early ?? requestFeedback<V>(id, access);
}

async function requestFeedback<V>(id: number, access: FeedbackAccess): Promise<FeedbackLoad<V>> {
  const params = { feedbackId: id, accessToken: access.accessToken };
  const result = await http.getResult<V>('/Feedbacks', { ...requestOptions(access), params });
  if (result.ok) return { kind: 'ok', view: result.data };
  if (result.status === 403) return { kind: 'noAccess' };
  if (result.status === 404) return { kind: 'notFound' };
  return { kind: 'failed' };
}
