import useSWR from 'swr';
import type { Archive } from '../../../engine/api/archive';
import { http, isUnexpectedError } from '../../api';
import { saveFile } from '../dates';

/** Pure. The archive key of a process: its id in decimal, base64-encoded (the server's documented key). */
export const archiveKeyOf = (processId: number): string => btoa(String(processId));

export const archiveSwrKey = (slug: string, processId: number): readonly [string, string] =>
  [`/archive/${encodeURIComponent(archiveKeyOf(processId))}`, slug] as const;

/**
 * GET /archive/{key}; a 403 (the caller may read none of the process's documents) stays on the page and reads
 * as "not available" like any failed archive fetch (SPEC §8), instead of leading to the error-403 page.
 */
const fetchArchive = ([path, organization]: readonly [string, string]) =>
  http.get<Archive>(path, { organization, ownForbiddenCodes: ['NO_FEEDBACK_ACCESS'] });

/** How often an archive the job has not rendered yet is asked for again. */
const PREPARING_POLL_MS = 3_000;

/** Pure. Whether the job is still to render the archive (queued, or being rendered). */
export const isPreparing = (archive: Archive | null | undefined): boolean =>
  !!archive && (archive.state === 'queued' || archive.state === 'running');

/**
 * The archive of a process; null when the fetch failed (SPEC §8: "not available"). While the job is still to
 * render it, it is asked for again every few seconds, so that the links appear without a reload.
 */
export function useArchive(slug: string, processId: number) {
  return useSWR(archiveSwrKey(slug, processId), fetchArchive, {
    revalidateOnFocus: false,
    refreshInterval: (latest) => (isPreparing(latest) ? PREPARING_POLL_MS : 0),
  });
}

/**
 * POST /archive/{key}/rebuild: HR archives an ended process again. Answers the archive as it is now (queued,
 * its earlier documents still linked), or the problem code when the server refused (PROCESS_NOT_ENDED, ...).
 */
export async function rebuildArchive(
  slug: string,
  processId: number,
): Promise<{ archive: Archive } | { failed: string | undefined }> {
  const answer = await http.post<Archive>(
    `/archive/${encodeURIComponent(archiveKeyOf(processId))}/rebuild`,
    undefined,
    { organization: slug },
  );
  return isUnexpectedError(answer) ? { failed: answer.problem?.code } : { archive: answer };
}

/** Downloads one archived PDF (its URL from the archive answer) and hands it to the browser as a file. */
export async function downloadArchived(url: string, slug: string, fileName: string): Promise<boolean> {
  const blob = await http.download(url.replace(/^\/api/, ''), undefined, { organization: slug });
  if (!blob) return false;
  saveFile(blob, fileName);
  return true;
}
