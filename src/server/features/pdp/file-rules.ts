import { PDP_FILE_KINDS, PDP_MAX_FILE_NAME_LENGTH } from '../../../engine/constants';

// C0 controls, DEL and C1 controls: nothing a real file name carries, and header/log injection if kept
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Pure. Why a file name from an upload is refused, or null: empty, too long, a path (/ \ or a drive colon),
 * "." or "..", control characters. The name is only ever shown and used in Content-Disposition; the stored
 * file gets a key of its own.
 */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'is empty';
  if (name.length > PDP_MAX_FILE_NAME_LENGTH) return `is longer than ${PDP_MAX_FILE_NAME_LENGTH} characters`;
  if (/[/\\:]/.test(name) || name === '.' || name === '..') return 'contains a path';
  if (CONTROL.test(name)) return 'contains control characters';
  return null;
}

/** Pure. The allowed kind of a detected MIME type whose extensions include the name's; undefined otherwise. */
export function allowedKind(detectedMime: string | undefined, fileName: string) {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const kind = PDP_FILE_KINDS.find((k) => k.mime === detectedMime);
  if (!kind || !extension) return undefined;
  return (kind.extensions as readonly string[]).includes(extension) ? kind : undefined;
}

/** Pure. A Content-Disposition header for a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ ()-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
