import useSWR from 'swr';
import type { ProcessLink } from '../../../engine/api/links';
import { swrFetcher, withQuery } from '../../api';

/** Where a link to a process leads the caller now (GET /Links/process/{id}); asked once per arrival. */
export function useProcessLink(slug: string, processId: number, feedbackId: number | undefined) {
  const path = withQuery(`/Links/process/${processId}`, feedbackId ? { feedbackId } : {});
  return useSWR([path, slug] as const, swrFetcher<ProcessLink>, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
