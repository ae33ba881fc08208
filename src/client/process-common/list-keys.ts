import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiKey } from '../api';

/** SWR keys of the process lists; every screen that changes a process revalidates them all. */
export const recipientListKey = (slug: string): ApiKey => ['/Feedbacks/list/recipient', slug] as const;
export const donorListKey = (slug: string): ApiKey => ['/Feedbacks/list', slug] as const;

/** Pure. True for the SWR key of a process list or a feedback view (of any organization). */
export function isProcessDataKey(key: unknown): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return (
    typeof path === 'string' &&
    (path.startsWith('/Feedbacks/list') || path.startsWith('/Process/') || path.startsWith('/Feedbacks?'))
  );
}

/**
 * Revalidates every loaded process list and feedback view: for a page's own steps and process operations.
 * Hub handlers revalidate only the list or view the message concerns.
 */
export function useRevalidateProcesses(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isProcessDataKey), [mutate]);
}
