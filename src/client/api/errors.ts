import type { ApiProblem } from '../../engine/session/session-types';

/** Thrown by a download (and by a GET that asks for it) when the server answers 404 (SPEC §8). */
export class NotFoundError extends Error {
  readonly status = 404;

  constructor(readonly path: string) {
    super(`Not found: ${path}`);
    this.name = 'NotFoundError';
  }
}

let lastErrorId: { id: string; at: number } | null = null;
/** How long an error id waits for the error toast of the call that failed. */
const ERROR_ID_MAX_AGE_MS = 10_000;

/** Remembers the `errorId` of a 500 answer (set by the HTTP client), for the error toast to show. */
export function noteErrorId(id: string): void {
  lastErrorId = { id, at: Date.now() };
}

/** The error id of a 500 answer of the last few seconds, once: the error toast shows it and it is gone. */
export function takeRecentErrorId(now = Date.now()): string | undefined {
  const recent = lastErrorId && now - lastErrorId.at <= ERROR_ID_MAX_AGE_MS ? lastErrorId.id : undefined;
  lastErrorId = null;
  return recent;
}

/** Error code 1 of SPEC §8: "unexpected exception". */
export const UNEXPECTED_ERROR_CODE = 1;

/** What a failed POST resolves to instead of throwing (SPEC §8); `problem` is the server's answer, if any. */
export type UnexpectedError = { errorCode: typeof UNEXPECTED_ERROR_CODE; problem?: ApiProblem };

/** True for the failure object of a POST. */
export function isUnexpectedError(value: unknown): value is UnexpectedError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { errorCode?: unknown }).errorCode === UNEXPECTED_ERROR_CODE
  );
}

/** Narrows an unknown JSON body to the problem shape every API error uses. */
export function asApiProblem(body: unknown): ApiProblem | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const candidate = body as Partial<ApiProblem>;
  return typeof candidate.code === 'string' && typeof candidate.statusCode === 'number'
    ? (candidate as ApiProblem)
    : undefined;
}
