import { badRequest, conflict, HttpError } from '../../errors';
import { processIdOfKey } from './key';

/** The process a key names; 400 MALFORMED_ARCHIVE_KEY when it is not base64 of a process id. */
export function processOfKey(key: string): number {
  const processId = processIdOfKey(key);
  if (processId === undefined)
    throw badRequest('MALFORMED_ARCHIVE_KEY', 'The archive key is not the base64 of a process id.', [
      { path: '/params/key', message: 'must be the base64 of a process id' },
    ]);
  return processId;
}

/** The caller may read none of the process's archived feedbacks (the feedback routes' 403). */
export const noArchiveAccess = () =>
  new HttpError(403, 'NO_FEEDBACK_ACCESS', 'You have no permission to access this archive.');

/** Only an ended process (final or closed status) is archived; 409 otherwise. */
export function assertEnded(ended: boolean, statusId: number): void {
  if (!ended)
    throw conflict('PROCESS_NOT_ENDED', 'Only a process in its final or closed status is archived.', {
      statusId,
    });
}
