import useSWR from 'swr';
import type { FormSubmissions, SubmissionCounts } from '../../../../engine/api/feedbacks-submissions';
import { swrFetcher, type ApiKey } from '../../../api';
import { useHubEvent } from '../../../lib/hubs/use-hub-event';

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

/** What the released submissions of a questionnaire say together, reloaded on each new one. */
export function useFormSubmissions(formId: number, slug: string) {
  const key: ApiKey | null =
    Number.isInteger(formId) && formId > 0 ? [`/feedbacks/anonymous/submissions/${formId}`, slug] : null;
  const result = useSWR(key, swrFetcher<FormSubmissions>, { revalidateOnFocus: false });
  useHubEvent('feedback-submitted', 'FeedbackSubmitted', (event) => {
    if (event.processId === null) void result.mutate();
  });
  return result;
}
