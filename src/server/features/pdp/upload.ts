import { PROCESS_LIST_GROUP, processGroup } from '../../../engine/hubs';
import { participantsOf } from '../../processes';
import { randomUUID } from 'node:crypto';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import { PDP_FILE_KINDS, PDP_MAX_FILE_BYTES } from '../../../engine/constants';
import { isClosed } from '../../../engine/workflows';
import { HttpError, badRequest, conflict } from '../../errors';
import type { PendingFile } from '../../storage/file-storage';
import { allowedKind, fileNameProblem } from './file-rules';
import { pdpForbidden, type Actor } from './policy';
import type { Pdp } from '../../../engine/api/pdp';
import { recordUpload, replaceCurrentDocument } from './repo';
import type { PdpServices } from './deps';
import { loadPdp, pdpFor, viewOf } from './service';
import type { PdpDocumentRow } from './tables';

const megabytes = PDP_MAX_FILE_BYTES / (1024 * 1024);
const KINDS = PDP_FILE_KINDS.flatMap((k) => k.extensions).join(', ');

const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed part header)/;

/** @fastify/multipart's limit errors as the problems of SPEC §5 ("a single file") and the size limit. */
function uploadProblem(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return badRequest('PDP_SINGLE_FILE', 'A PDP upload carries exactly one file.', [
      { path: '/body/file', message: 'only one file per upload' },
    ]);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'PDP_FILE_TOO_LARGE', `The file is larger than ${megabytes} MB.`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('PDP_SINGLE_FILE', 'A PDP upload carries one file field named "file" only.');
  // busboy's words for a body that is not multipart as its header says: no or another boundary, cut short
  const message = (err as { message?: unknown }).message;
  if (code === 'FST_PROTO_VIOLATION' || (typeof message === 'string' && MALFORMED_MULTIPART.test(message)))
    return badRequest('MALFORMED_MULTIPART', 'The multipart/form-data body is malformed.');
  return err;
}

/** Reads the one file of the upload into pending storage, checking its name before any byte is kept. */
async function receiveFile(
  services: PdpServices,
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ pending: PendingFile; fileName: string }> {
  let received: { pending: PendingFile; fileName: string } | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const file = part as MultipartFile;
      if (received) throw uploadProblem({ code: 'FST_FILES_LIMIT' });
      if (file.fieldname !== 'file') {
        file.file.resume();
        throw badRequest('PDP_FILE_MISSING', 'The file field is named "file".', [
          { path: `/body/${file.fieldname}`, message: 'unexpected file field' },
        ]);
      }
      const problem = fileNameProblem(file.filename);
      if (problem) {
        file.file.resume();
        throw badRequest('PDP_FILE_NAME_INVALID', `The file name ${problem}.`, [
          { path: '/body/file/filename', message: problem },
        ]);
      }
      received = { pending: await services.storage.write('pdp', file.file), fileName: file.filename };
    }
  } catch (err) {
    await received?.pending.abort();
    throw uploadProblem(err);
  }
  if (!received)
    throw badRequest('PDP_FILE_MISSING', 'The upload has no file field named "file".', [
      { path: '/body/file', message: 'is required' },
    ]);
  return received;
}

/**
 * Stores an uploaded PDP document (POST /Pdp, multipart field `file`) as the PDP's current document and
 * archives the previous one. Refusals store nothing: 403 without the right to write the plan, 409 PDP_CLOSED,
 * 400 PDP_SINGLE_FILE / PDP_FILE_MISSING / PDP_FILE_NAME_INVALID / PDP_FILE_EMPTY, 413 PDP_FILE_TOO_LARGE,
 * 415 PDP_FILE_TYPE_NOT_ALLOWED when the content (not the name) is no PDF, DOCX, ODT, PNG or JPEG or does not
 * match the name's extension. Publishes PdpDocumentSaved after the commit.
 */
export async function uploadDocument(
  services: PdpServices,
  actor: Actor,
  processId: number | undefined,
  parts: AsyncIterableIterator<Multipart>,
): Promise<Pdp> {
  const process = await pdpFor(services, actor, processId);
  const loaded = await loadPdp(services, actor, process);
  if (isClosed(loaded.compiled.settings, loaded.process.status_id))
    throw conflict('PDP_CLOSED', 'The development plan is closed.');
  if (!loaded.rights.upload) throw pdpForbidden('You may not upload a document to this plan.');

  const { pending, fileName } = await receiveFile(services, parts);
  let committed = false;
  try {
    if (pending.size === 0)
      throw badRequest('PDP_FILE_EMPTY', 'The file is empty.', [{ path: '/body/file', message: 'is empty' }]);
    const detected = await fileTypeFromFile(pending.tempPath);
    const kind = allowedKind(detected?.mime, fileName);
    if (!kind)
      throw new HttpError(
        415,
        'PDP_FILE_TYPE_NOT_ALLOWED',
        `The file's content is ${detected ? detected.ext.toUpperCase() : 'of an unknown kind'}; allowed are ${KINDS}, with the matching extension.`,
      );
    await pending.commit();
    committed = true;
    const document: PdpDocumentRow = {
      id: randomUUID(),
      organization_id: actor.organizationId,
      process_id: process.id,
      file_name: fileName,
      content_type: kind.mime,
      size_bytes: pending.size,
      storage_key: pending.key,
      uploaded_by: actor.userId,
      uploaded_at: new Date(),
      archived_at: null,
    };
    const participants = await services.processes.act(
      actor.organizationId,
      actor,
      process.id,
      async (scope) => {
        if (isClosed(scope.compiled.settings, scope.process.status_id))
          throw conflict('PDP_CLOSED', 'The development plan is closed.');
        await replaceCurrentDocument(scope.trx, document);
        await recordUpload(scope.trx, document, scope.process.status_id);
        return participantsOf(scope.audience);
      },
    );
    // to who takes part, the open PDP pages and the readers of every plan; never the whole organization
    await services.publish({
      hub: 'process-overview',
      organizationId: actor.organizationId,
      target: 'PdpDocumentSaved',
      args: [
        { processId: process.id, documentId: document.id, ...(actor.origin ? { origin: actor.origin } : {}) },
      ],
      to: [
        ...participants.map((userId) => ({ kind: 'user' as const, userId })),
        { kind: 'group', group: processGroup(process.id) },
        { kind: 'group', group: PROCESS_LIST_GROUP },
      ],
    });
  } catch (err) {
    await (committed ? services.storage.remove(pending.key) : pending.abort());
    throw err;
  }
  return viewOf(services, actor, await loadPdp(services, actor, process));
}
