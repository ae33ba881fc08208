import useSWR from 'swr';
import { http, swrFetcher, type ApiKey } from '../../api';

/** GET /archive/{key} (SPEC §7 Archive): availability and the URLs of the four documents. */
export type ProcessArchive = {
  processId: number;
  key: string;
  available: boolean;
  state: 'none' | 'queued' | 'running' | 'done' | 'failed';
  archivedAt: string | null;
  language: string | null;
  conclusionUrl: string | null;
  selfEvaluationUrl: string | null;
  supervisorEvaluationUrl: string | null;
  comparisonUrl: string | null;
};

/** Pure. The archive key of a process: its id in decimal, base64-encoded (the server's documented key). */
export const archiveKeyOf = (processId: number): string => btoa(String(processId));

export const archiveSwrKey = (slug: string, processId: number): ApiKey =>
  [`/archive/${encodeURIComponent(archiveKeyOf(processId))}`, slug] as const;

/** How often an archive the job has not rendered yet is asked for again. */
const PREPARING_POLL_MS = 3_000;

/** Pure. Whether the job is still to render the archive (queued, or being rendered). */
export const isPreparing = (archive: ProcessArchive | null | undefined): boolean =>
  !!archive && (archive.state === 'queued' || archive.state === 'running');

/**
 * The archive of a process; null when the fetch failed (SPEC §8: "not available"). While the job is still to
 * render it, it is asked for again every few seconds, so that the links appear without a reload.
 */
export function useArchive(slug: string, processId: number) {
  return useSWR(archiveSwrKey(slug, processId), swrFetcher<ProcessArchive>, {
    revalidateOnFocus: false,
    refreshInterval: (latest) => (isPreparing(latest) ? PREPARING_POLL_MS : 0),
  });
}

/** Downloads one archived PDF (its URL from the archive answer) and hands it to the browser as a file. */
export async function downloadArchived(url: string, slug: string, fileName: string): Promise<boolean> {
  const blob = await http.download(url.replace(/^\/api/, ''), undefined, { organization: slug });
  if (!blob) return false;
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return true;
}
