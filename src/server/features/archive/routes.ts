import type { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../auth/actor';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { ArchiveServices } from './deps';
import { Archive, ArchiveFileQuery, ArchiveKeyParams } from '../../../engine/api/archive';
import { archiveFile, archiveOf, rebuildArchive } from './service';

/** An archived PDF, streamed from the file storage. */
const ArchivePdf = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

const tags = ['archive'];
const errors = { ...commonErrors, 404: ProblemSchema };

/** RFC 6266 attachment header; archive file names are ASCII (`conclusion-12.pdf`). */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** The process archive of SPEC §7: availability and URLs, the documents' download, and a re-archive by HR. */
export async function archiveRoutes(fastify: FastifyInstance, { services }: { services: ArchiveServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/archive/file',
    {
      schema: {
        tags,
        summary:
          'One archived PDF of a process (generic file download; read right checked on every download)',
        querystring: ArchiveFileQuery,
        response: { 200: ArchivePdf, ...errors },
      },
    },
    async (request, reply) => {
      const { key, document } = request.query;
      const file = await archiveFile(services, actorOf(request.principal), key, document);
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/api/archive/:key',
    {
      schema: {
        tags,
        summary: "A process's archive: availability and the URLs of conclusion, evaluations and comparison",
        params: ArchiveKeyParams,
        response: { 200: Archive, ...errors },
      },
    },
    async (request) => archiveOf(services, actorOf(request.principal), request.params.key),
  );

  app.post(
    '/api/archive/:key/rebuild',
    {
      config: { access: { area: 'processes', need: 'write' } },
      schema: {
        tags,
        summary: 'Archive an ended process again (HR: process write)',
        params: ArchiveKeyParams,
        response: { 202: Archive, ...errors, 409: ProblemSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await rebuildArchive(services, actorOf(request.principal), request.params.key)),
  );
}
