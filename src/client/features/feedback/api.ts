import { useRef } from 'react';
import useSWR from 'swr';
import type { FormData } from '../../../engine/forms/answer-types';
import { http, isUnexpectedError } from '../../api';
import type { FormAnswer } from '../../forms/form-answer';
import { answerRequest, type AnswerTarget } from './answer-adapter';
import {
  feedbackKey,
  loadFeedback,
  requestOptions,
  type FeedbackAccess,
  type FeedbackLoad,
} from './feedback-load';
import { missingAnswersOf } from './missing-answers';
import type {
  AnonymousFeedbackView,
  FeedbackReach,
  FeedbackView,
  MissingAnswer,
  Process,
  StepResult,
} from '../../../engine/api/feedbacks-answers';

export type { FeedbackAccess, FeedbackLoad } from './feedback-load';

/** GET /Feedbacks/reach: whether the caller may still read the feedback, and the process as they see it now. */
async function loadReach(id: number, slug: string) {
  const result = await http.getResult<FeedbackReach>('/Feedbacks/reach', {
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
  | { ok: false; missing: MissingAnswer[] }
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
  const result = await http.post<Process>(
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
