import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PDP_MAX_FILE_BYTES } from '../../../engine/constants';
import { actorOf } from '../../auth/actor';
import { HttpError } from '../../errors';
import type { PdpServices } from './deps';
import { attachmentHeader } from './file-rules';
import { CalendarFile } from '../../../engine/api/common';
import {
  CreatePdpBody,
  DocumentParams,
  ExportReviewDateQuery,
  OwnPdp,
  Pdp,
  PdpIdParams,
  PdpList,
  SetReviewDateBody,
  TemplateQuery,
  UploadBody,
  UploadQuery,
  pdpErrors,
  uploadErrors,
} from '../../../engine/api/pdp';
import {
  createPdp,
  exportReviewDate,
  getOwnPdp,
  getPdp,
  listPdps,
  openDocument,
  setReviewDate,
} from './service';
import { pdpTemplatePdf } from './templates/pdf-template';
import { uploadDocument } from './upload';

/** The PDP template: a PDF (Fastify sends the Buffer as it is). */
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** A PDP document as stored: its bytes, streamed from the file storage. */
const DocumentFile = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

const tags = ['pdp'];
const pdpAnswer = { 200: Pdp, ...pdpErrors };

/** The PDP calls of SPEC §7 with the document download and the template. */
export async function pdpRoutes(fastify: FastifyInstance, { services }: { services: PdpServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // only this plugin accepts multipart, with the limits of SPEC §5: one file of at most PDP_MAX_FILE_BYTES;
  // preservePath keeps a path in the file name visible, so it can be refused instead of silently cut
  await app.register(multipart, {
    preservePath: true,
    limits: { files: 1, fileSize: PDP_MAX_FILE_BYTES, fields: 5, fieldSize: 1000, parts: 10 },
  });

  app.get(
    '/api/Pdp',
    { schema: { tags, summary: 'My own PDP as recipient', response: { 200: OwnPdp, ...pdpErrors } } },
    async (request) => getOwnPdp(services, actorOf(request.principal)),
  );

  app.get(
    '/api/Pdp/List',
    {
      schema: {
        tags,
        summary: 'PDPs of my direct reports and mentees (every PDP for HR)',
        response: { 200: PdpList, ...pdpErrors },
      },
    },
    async (request) => ({ result: await listPdps(services, actorOf(request.principal), 'direct') }),
  );

  app.get(
    '/api/Pdp/List/Hierarchy',
    {
      schema: {
        tags,
        summary: 'PDPs of my direct and indirect reports',
        response: { 200: PdpList, ...pdpErrors },
      },
    },
    async (request) => ({ result: await listPdps(services, actorOf(request.principal), 'hierarchy') }),
  );

  app.get(
    '/api/Pdp/template',
    {
      schema: {
        tags,
        summary: 'The PDP template (PDF) in German or English',
        querystring: TemplateQuery,
        response: { 200: PdfFile, ...pdpErrors },
      },
    },
    async (request, reply) => {
      const file = await pdpTemplatePdf(request.query.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(file.fileName))
        .send(file.body);
    },
  );

  app.get(
    '/api/Pdp/:id',
    {
      schema: {
        tags,
        summary: "An employee's PDP (supervisor line, HR)",
        params: PdpIdParams,
        response: pdpAnswer,
      },
    },
    async (request) => getPdp(services, actorOf(request.principal), request.params.id),
  );

  app.post(
    '/api/Pdp/create',
    {
      schema: {
        tags,
        summary: 'Create a PDP for me or, as supervisor, for an employee',
        body: CreatePdpBody,
        response: { 201: Pdp, ...pdpErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPdp(services, actorOf(request.principal), request.body.recipientId)),
  );

  app.post(
    '/api/Pdp/SetReviewDate',
    {
      schema: {
        tags,
        summary: 'Set the next review date (null changes nothing)',
        body: SetReviewDateBody,
        response: pdpAnswer,
      },
    },
    async (request) => setReviewDate(services, actorOf(request.principal), request.body),
  );

  app.post(
    '/api/Pdp',
    {
      // the parts are read as a stream in the handler; the body schema documents them for OpenAPI
      preValidation: async (request) => {
        request.body = {};
      },
      schema: {
        tags,
        summary: 'Upload the PDP document (multipart/form-data, one file field named "file")',
        description:
          'The previous document moves to the archive. PDF, DOCX, ODT, PNG or JPEG, recognised by content, ' +
          'at most 10 MB. Without processId: my own PDP.',
        consumes: ['multipart/form-data'],
        body: UploadBody,
        querystring: UploadQuery,
        response: { 200: Pdp, ...uploadErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
      return uploadDocument(services, actorOf(request.principal), request.query.processId, request.parts());
    },
  );

  app.get(
    '/api/pdp/exportReviewDate',
    {
      schema: {
        tags,
        summary: "The review date as an iCalendar file in the browser's time zone",
        querystring: ExportReviewDateQuery,
        response: { 200: CalendarFile, ...pdpErrors },
      },
    },
    async (request, reply) => {
      const { processId, timeZone } = request.query;
      const file = await exportReviewDate(services, actorOf(request.principal), processId, timeZone);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentHeader(file.fileName))
        .send(file.body);
    },
  );

  app.get(
    '/api/Pdp/document/:documentId',
    {
      schema: {
        tags,
        summary: 'Download a PDP document (current or archived)',
        params: DocumentParams,
        response: { 200: DocumentFile, ...pdpErrors },
      },
    },
    async (request, reply) => {
      const { document, file } = await openDocument(
        services,
        actorOf(request.principal),
        request.params.documentId,
      );
      return reply
        .type(document.content_type)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(document.file_name))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
