import useSWR from 'swr';
import type { FeedbackValues } from '../../../../engine/forms/answer-types';
import type { Questionnaire } from '../../../../engine/forms/questionnaire-types';
import type { FormSubmissions, SubmissionCounts } from '../../../../engine/api/feedbacks-submissions';
import { http, swrFetcher, type ApiKey } from '../../../api';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';

/** GET /feedbacks/anonymous/submission/{feedbackId}: the read-only view of one submission. */
export type SubmissionView = {
  feedback: { id: number; formId: number | null; submittedAt: string | null; updatedAt: string };
  form: (Questionnaire & { id: number; version: number }) | null;
  values: FeedbackValues;
};

const countsKey = (slug: string): ApiKey => ['/feedbacks/anonymous/submissions', slug];

/** The caller's submission counts per questionnaire (one request however many read them). */
export function useSubmissionCounts(slug: string) {
  return useSWR(countsKey(slug), swrFetcher<SubmissionCounts>, { revalidateOnFocus: false });
}

/** Reloads the submission counts when one of the caller's links is submitted (once per page). */
export function useSubmissionCountsLive(slug: string) {
  const { mutate } = useSubmissionCounts(slug);
  useHubEvent('feedback-submitted', 'FeedbackSubmitted', (event) => {
    if (event.processId === null) void mutate();
  });
}

/** The submissions of a questionnaire with the scales summed up, reloaded on each new one. */
export function useFormSubmissions(formId: number, slug: string) {
  const key: ApiKey | null =
    Number.isInteger(formId) && formId > 0 ? [`/feedbacks/anonymous/submissions/${formId}`, slug] : null;
  const result = useSWR(key, swrFetcher<FormSubmissions>, { revalidateOnFocus: false });
  useHubEvent('feedback-submitted', 'FeedbackSubmitted', (event) => {
    if (event.processId === null) void result.mutate();
  });
  return result;
}

/** One submission; `notFound` when there is none to read (not submitted, or gone). */
export function useSubmission(feedbackId: number, slug: string) {
  return useSWR(
    Number.isInteger(feedbackId) && feedbackId > 0
      ? [`/feedbacks/anonymous/submission/${feedbackId}`, slug]
      : null,
    async ([path]: readonly [string, string]) => {
      const result = await http.getResult<SubmissionView>(path, { organization: slug });
      if (result.ok) return { kind: 'ok' as const, view: result.data };
      return { kind: result.status === 404 ? ('notFound' as const) : ('failed' as const) };
    },
    { revalidateOnFocus: false },
  );
}
