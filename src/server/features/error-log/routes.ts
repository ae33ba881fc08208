import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../auth/actor';
import { commonErrors } from '../../../engine/api/common';
import type { ErrorLogServices } from './deps';
import { EXPORT_CONTENT_TYPES } from './export';
import {
  ErrorLogExportQuery,
  ErrorLogList,
  ErrorLogQuery,
  ErrorLogUsers,
} from '../../../engine/api/error-log';
import { errorLogExport, errorLogPage, errorLogUsers } from './service';

const tags = ['error-log'];
const read = { access: { area: 'error_log', need: 'read' } } as const;

/** The export: a workbook or CSV file, streamed. */
const ExportFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

/** The error log of SPEC §7 (Error log): the filtered list, the people it names, and the download. */
export async function errorLogRoutes(fastify: FastifyInstance, { services }: { services: ErrorLogServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/error-log',
    {
      config: read,
      schema: {
        tags,
        summary: 'Error log entries by type, user and time range, newest first',
        querystring: ErrorLogQuery,
        response: { 200: ErrorLogList, ...commonErrors },
      },
    },
    async (request) => errorLogPage(services, actorOf(request.principal), request.query),
  );

  app.get(
    '/api/error-log/users',
    {
      config: read,
      schema: {
        tags,
        summary: 'The people named by error log entries',
        response: { 200: ErrorLogUsers, ...commonErrors },
      },
    },
    async (request) => errorLogUsers(services, actorOf(request.principal)),
  );

  app.get(
    '/api/error-log/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The filtered error log as an Excel workbook (xlsx) or CSV',
        querystring: ErrorLogExportQuery,
        response: { 200: ExportFile, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { format, stream } = errorLogExport(services, actorOf(request.principal), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="error-log-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
