import type { Readable } from 'node:stream';
import { notFound } from '../../errors';
import type { Actor } from '../../auth/actor';
import type { ArchiveServices } from './deps';
import { ARCHIVE_DOCUMENTS, type ArchiveDocument } from '../../../engine/archive';
import { DOCUMENT_FEEDBACK_TYPE } from './documents';
import { assertEnded, noArchiveAccess, processOfKey } from './policy';
import { presentArchive } from './present';
import { endsProcess } from './queue';
import { findArchive, KEY_COLUMN, queueArchive } from './repo';

/**
 * The process a key names and the archive documents the caller may read now: a document is readable when
 * its feedback is (the comparison: the comparison feedback), by the workflow's rules of GET /Feedbacks. 400 for a
 * malformed key, 404 for a process of no or another organization.
 */
async function readableDocuments(services: ArchiveServices, actor: Actor, key: string) {
  const processId = processOfKey(key);
  const process = await services.processes.findProcess(actor.organizationId, processId);
  if (!process) throw notFound(`There is no process ${processId}.`);
  const feedbacks = await services.processes.feedbacksOf(actor.organizationId, processId);
  const readable = new Set<ArchiveDocument>();
  const existing = new Set<ArchiveDocument>();
  for (const document of ARCHIVE_DOCUMENTS) {
    const feedback = feedbacks.find((f) => f.feedback_type === DOCUMENT_FEEDBACK_TYPE[document]);
    if (!feedback) continue;
    existing.add(document);
    if (await services.processes.canRead(actor, feedback.id)) readable.add(document);
  }
  return { process, readable, existing };
}

/**
 * GET /archive/{key} (SPEC §7 Archive): whether the process's archive is available and the URLs of the documents
 * the caller may read. 403 NO_FEEDBACK_ACCESS when the caller may read none of the process's feedbacks.
 */
export async function archiveOf(services: ArchiveServices, actor: Actor, key: string) {
  const { process, readable } = await readableDocuments(services, actor, key);
  if (readable.size === 0) throw noArchiveAccess();
  const row = await findArchive(services.db, actor.organizationId, process.id);
  return presentArchive(key, process.id, row, readable);
}

/**
 * GET /archive/file?key&document: one archived PDF, after checking the caller's read right on its feedback again
 * (every download). 404 when the process, the document or its file does not exist; 403 without the read right.
 */
export async function archiveFile(
  services: ArchiveServices,
  actor: Actor,
  key: string,
  document: ArchiveDocument,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const { process, readable, existing } = await readableDocuments(services, actor, key);
  if (!existing.has(document)) throw notFound(`Process ${process.id} has no ${document}.`);
  if (!readable.has(document)) throw noArchiveAccess();
  const row = await findArchive(services.db, actor.organizationId, process.id);
  const storageKey = row?.[KEY_COLUMN[document]];
  const file = storageKey ? await services.storage.read(storageKey) : undefined;
  if (!file) throw notFound(`The ${document} of process ${process.id} is not archived.`);
  return { ...file, fileName: `${document}-${process.id}.pdf` };
}

/**
 * POST /archive/{key}/rebuild: HR (process write) archives an ended process again; the worker renders it anew
 * and the documents stay available until the new ones replace them. 409 PROCESS_NOT_ENDED otherwise.
 */
export async function rebuildArchive(services: ArchiveServices, actor: Actor, key: string) {
  const processId = processOfKey(key);
  const process = await services.processes.findProcess(actor.organizationId, processId);
  if (!process) throw notFound(`There is no process ${processId}.`);
  const workflow = await services.processes.workflow(actor.organizationId, process.process_type);
  assertEnded(endsProcess(workflow.settings, process.status_id), process.status_id);
  await queueArchive(services.db, actor.organizationId, process.id);
  services.kick();
  return archiveOf(services, actor, key);
}
