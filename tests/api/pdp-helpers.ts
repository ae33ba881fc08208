import { PROCESS_TYPES } from '../../src/engine/constants';
import type { Pdp } from '../../src/engine/api/pdp';
import {
  assignDocumentationForm,
  buildProcessOrg,
  client,
  expectStatus,
  type Person,
  type ProcessOrg,
} from './helpers/process-factories';
import type { TestApp } from './helpers/test-app';

/** A process organization (see buildProcessOrg) with a PDP questionnaire for the PDP's documentation. */
export async function buildPdpOrg(t: TestApp): Promise<ProcessOrg> {
  const org = await buildProcessOrg(t);
  await assignDocumentationForm(t, org, PROCESS_TYPES.PDP, { name: 'PDP' });
  return org;
}

/** Creates a PDP through HTTP (for `recipientId`, or the creator's own). */
export async function createPdp(t: TestApp, creator: Person, recipientId?: number): Promise<Pdp> {
  const res = await client(t, creator).post('/api/Pdp/create', recipientId ? { recipientId } : {});
  return expectStatus(res, 201).json() as Pdp;
}

export type UploadFile = { field?: string; name: string; content: Buffer; type?: string };

/** A multipart/form-data body with the given files (and text fields). */
export function multipart(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----pdp-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads files as `who` (to the own PDP, or `processId`). */
export function upload(t: TestApp, who: Person, files: UploadFile[], processId?: number) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/Pdp${processId ? `?processId=${processId}` : ''}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A small but real PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a Windows executable (DOS header "MZ" and the PE signature). */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
