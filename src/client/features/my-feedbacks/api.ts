import useSWR from 'swr';
import { swrFetcher } from '../../api';
import { donorListKey, recipientListKey } from '../../process-common/list-keys';
import type { ProcessList } from '../../../engine/api/feedbacks-answers';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** GET /Feedbacks/list/recipient: the caller's own processes, archive included; null when it failed. */
export function useOwnProcesses(slug: string) {
  return useSWR(recipientListKey(slug), swrFetcher<ProcessList>, options);
}

/** GET /Feedbacks/list: the processes the caller takes part in as donor, supervisor or mentor. */
export function useDonorProcesses(slug: string) {
  return useSWR(donorListKey(slug), swrFetcher<ProcessList>, options);
}
