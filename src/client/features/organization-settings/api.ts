import useSWR from 'swr';
import type {
  OrganizationSettings,
  OrganizationSettingsBody,
} from '../../../engine/api/organization-settings';
import { http, swrFetcher } from '../../api';

export const settingsKey = (slug: string) => ['/organization/settings', slug] as const;

export const useOrganizationSettings = (slug: string) =>
  useSWR(settingsKey(slug), swrFetcher<OrganizationSettings>, { revalidateOnFocus: false });

/** Saves the given settings; the settings afterwards, or null when refused. */
export const saveOrganizationSettings = (changes: OrganizationSettingsBody) =>
  http.put<OrganizationSettings>('/organization/settings', changes);
