import useSWR from 'swr';
import { http, swrFetcher } from '../../api';

/** GET/PUT /organization/settings: what a full administrator sets for the organization. */
export type OrganizationSettings = { feedbackMail: string; reportingAnonymityThreshold: number };

export const settingsKey = (slug: string) => ['/organization/settings', slug] as const;

export const useOrganizationSettings = (slug: string) =>
  useSWR(settingsKey(slug), swrFetcher<OrganizationSettings>, { revalidateOnFocus: false });

/** Saves the given settings; the settings afterwards, or null when refused. */
export const saveOrganizationSettings = (changes: Partial<OrganizationSettings>) =>
  http.put<OrganizationSettings>('/organization/settings', changes);
