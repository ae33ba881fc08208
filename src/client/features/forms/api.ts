import useSWR from 'swr';
import type { Questionnaire } from '../../../engine/forms';
import { swrFetcher, type ApiKey } from '../../api';

/** A stored questionnaire version as GET /api/Forms/{id} answers. */
export type StoredForm = Questionnaire & { id: number; version: number };

export const formKey = (id: string, slug: string): ApiKey =>
  [`/Forms/${encodeURIComponent(id)}`, slug] as const;

/** GET /api/Forms/{id}; data null when the call failed (SPEC §8), a NotFoundError never (404 -> null). */
export function useStoredForm(id: string, slug: string) {
  return useSWR(formKey(id, slug), swrFetcher<StoredForm>, { revalidateOnFocus: false });
}
