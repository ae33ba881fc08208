import useSWR from 'swr';
import { http, isUnexpectedError, swrFetcher, type ApiKey } from '../../api';
import { mergePdpLists } from './list';
import type { OwnPdp, Pdp, PdpList, PdpListItem } from '../../../engine/api/pdp';

const options = { revalidateOnFocus: false } as const;

/** The SWR key of a PDP screen: the own PDP, or an employee's by process id. */
export const pdpKey = (slug: string, processId?: number): ApiKey => [
  processId === undefined ? '/Pdp' : `/Pdp/${processId}`,
  slug,
];

/** GET /Pdp (own) or GET /Pdp/{id} (an employee's); null when it failed (SPEC §8). */
export function usePdp(slug: string, processId?: number) {
  return useSWR(
    pdpKey(slug, processId),
    async (key: ApiKey): Promise<OwnPdp | null> => {
      if (processId === undefined) return swrFetcher<OwnPdp>(key);
      const pdp = await swrFetcher<Pdp>(key);
      return pdp === null ? null : { pdp, canCreate: false };
    },
    options,
  );
}

/** POST /Pdp/create for the caller; the new PDP, or null when it failed. */
export async function createOwnPdp(slug: string): Promise<Pdp | null> {
  const answer = await http.post<Pdp>('/Pdp/create', {}, { organization: slug });
  return isUnexpectedError(answer) ? null : answer;
}

/** POST /Pdp, multipart with the field `file`; the PDP afterwards, or null when the upload failed (SPEC §8). */
export function uploadPdpDocument(slug: string, processId: number, file: File): Promise<Pdp | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.upload<Pdp>(`/Pdp?processId=${processId}`, form, { organization: slug });
}

/** POST /Pdp/SetReviewDate; the PDP afterwards, or null when it failed. */
export async function setReviewDate(
  slug: string,
  processId: number,
  reviewDate: Date | null,
): Promise<Pdp | null> {
  const answer = await http.post<Pdp>(
    '/Pdp/SetReviewDate',
    { processId, reviewDate: reviewDate?.toISOString() ?? null },
    { organization: slug },
  );
  return isUnexpectedError(answer) ? null : answer;
}

/** GET /pdp/exportReviewDate in the browser's time zone (SPEC §7). */
export function exportReviewDate(processId: number, timeZone: string, slug: string) {
  return http.download('/pdp/exportReviewDate', { processId, timeZone }, { organization: slug });
}

/** A stored document by its download URL (`/api/Pdp/document/{id}`). */
export function downloadDocument(downloadUrl: string, slug: string) {
  return http.download(downloadUrl.replace(/^\/api/, ''), undefined, { organization: slug });
}

/** GET /Pdp/template in German or English. */
export function downloadTemplate(language: 'de-DE' | 'en-US', slug: string) {
  return http.download('/Pdp/template', { language }, { organization: slug });
}

/**
 * The PDPs of others the caller sees (SPEC §6): HR every PDP of the organization (GET /Pdp/List), everyone else
 * those of their direct and indirect reports and mentees (GET /Pdp/List/Hierarchy and /Pdp/List, merged); null
 * when it failed.
 */
export function usePdpList(slug: string, isHr: boolean) {
  return useSWR(
    ['/Pdp/List', slug, isHr ? 'all' : 'hierarchy'] as const,
    async (): Promise<PdpListItem[] | null> => {
      const paths = isHr ? ['/Pdp/List'] : ['/Pdp/List/Hierarchy', '/Pdp/List'];
      const lists = await Promise.all(paths.map((path) => http.get<PdpList>(path, { organization: slug })));
      if (lists.some((list) => list === null)) return null;
      return mergePdpLists(lists.map((list) => list!.result));
    },
    { ...options, keepPreviousData: true },
  );
}
