import { useRef } from 'react';
import useSWR from 'swr';
import type { FormData } from '../../../engine/forms/answer-types';
import { http, isUnexpectedError, type ApiKey } from '../../api';
import type { FormAnswer } from '../../forms/form-answer';
import type {
  AnonymousFeedbackView,
  FeedbackView,
  ProcessView,
  StepResult,
} from '../../process-common/types';
import { UNKNOWN_PERSON } from '../../lib/session/session-api';
import { answerRequest, type AnswerTarget } from './answer-adapter';
import { missingAnswersOf, type MissingAnswerItem } from './missing-answers';

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
  | { kind: 'gone'; process: ProcessView | null }
  | { kind: 'noAccess' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** Where a feedback is read and saved: the organization, and the token of an anonymous feedback. */
export type FeedbackAccess = { slug: string; accessToken?: string };

const requestOptions = ({ slug, accessToken }: FeedbackAccess) => ({
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

function loadFeedback<V>(id: number, access: FeedbackAccess): Promise<FeedbackLoad<V>> {
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

/** GET /Feedbacks/reach: whether the caller may still read the feedback, and the process as they see it now. */
async function loadReach(id: number, slug: string) {
  const result = await http.getResult<{ canRead: boolean; process: ProcessView | null }>('/Feedbacks/reach', {
    organization: slug,
    params: { feedbackId: id },
  });
  return result.ok ? result.data : null;
}

/**
 * GET /Feedbacks?feedbackId=: a feedback of a process (signed in, or printed with an access token). Once it
 * was shown, each reload (after a step, on someone else's change) first asks whether the caller may still read
 * it: a step that took the right away gives `gone` with the process instead of a refused request.
 */
export function useFeedbackView(id: number, access: FeedbackAccess) {
  const shown = useRef<number | null>(null);
  return useSWR(
    Number.isInteger(id) && id > 0 ? feedbackKey(id, access) : null,
    async (): Promise<FeedbackLoad> => {
      if (shown.current === id && access.accessToken === undefined) {
        const reach = await loadReach(id, access.slug);
        if (reach && !reach.canRead) return { kind: 'gone', process: reach.process };
      }
      const load = await loadFeedback<FeedbackView>(id, access);
      if (load.kind === 'ok') shown.current = id;
      return load;
    },
    { revalidateOnFocus: false },
  );
}

/** GET /Feedbacks?feedbackId=&accessToken=: an anonymous feedback shared by e-mail (no process). */
export function useAnonymousFeedbackView(id: number, access: FeedbackAccess & { accessToken: string }) {
  return useFeedbackLoad<AnonymousFeedbackView>(id, access);
}

function useFeedbackLoad<V>(id: number, access: FeedbackAccess) {
  return useSWR(
    Number.isInteger(id) && id > 0 ? feedbackKey(id, access) : null,
    () => loadFeedback<V>(id, access),
    // no keepPreviousData: another feedback's data must never stand in for this one while it loads
    { revalidateOnFocus: false },
  );
}

/**
 * Saves one answer of the renderer at its endpoint (see answerRequest); a failure rejects, so the autosave
 * retries and finally shows the SPEC §8 save failure.
 */
export async function saveAnswer(
  answer: FormAnswer,
  target: AnswerTarget,
  access: FeedbackAccess,
  formData: FormData,
): Promise<void> {
  const request = answerRequest(answer, target, formData);
  const options = requestOptions(access);
  if (request.method === 'post') {
    const result = await http.post<StepResult>(request.path, request.body, options);
    if (isUnexpectedError(result)) throw new Error(`Saving failed: ${result.problem?.code ?? 'no answer'}`);
  } else {
    const result = await http.del<StepResult>(request.path, request.params, options);
    if (result === null) throw new Error('Deleting the row failed');
  }
}

export type SubmitOutcome =
  | { ok: true; step: StepResult }
  | { ok: false; missing: MissingAnswerItem[] }
  | { ok: false; missing?: undefined; code?: string };

/** POST /Feedbacks/Submit: 400 MANDATORY_MISSING lists the missing answers. */
export async function submitFeedback(feedbackId: number, access: FeedbackAccess): Promise<SubmitOutcome> {
  const token = access.accessToken === undefined ? {} : { accessToken: access.accessToken };
  const result = await http.post<StepResult>(
    '/Feedbacks/Submit',
    { feedbackId, ...token },
    requestOptions(access),
  );
  if (!isUnexpectedError(result)) return { ok: true, step: result };
  const missing = missingAnswersOf(result.problem);
  return missing ? { ok: false, missing } : { ok: false, code: result.problem?.code };
}

/** PUT /Feedbacks/Approve; null when it failed. */
export function approveFeedback(feedbackId: number, slug: string) {
  return http.put<StepResult>('/Feedbacks/Approve', { feedbackId }, { organization: slug });
}

/** PUT /Feedbacks/Veto {feedbackId, comment}; null when it failed. */
export function vetoFeedback(feedbackId: number, comment: string, slug: string) {
  return http.put<StepResult>('/Feedbacks/Veto', { feedbackId, comment }, { organization: slug });
}

/** POST /FeedbackTalkDate; the process, or null when it failed. */
export async function setTalkDate(processId: number, talkDate: Date, slug: string) {
  const result = await http.post<ProcessView>(
    '/FeedbackTalkDate',
    { processId, talkDate: talkDate.toISOString() },
    { organization: slug },
  );
  return isUnexpectedError(result) ? null : result;
}

/** GET /Feedbacks/ExportTalkDate as an iCalendar file in the browser's time zone. */
export function exportTalkDate(processId: number, timeZone: string, slug: string) {
  return http.download('/Feedbacks/ExportTalkDate', { processId, timeZone }, { organization: slug });
}
