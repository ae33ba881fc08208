import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ReportExportFormat } from '../../../engine/reporting';
import { actorOf } from '../../auth/actor';
import { badRequest } from '../../errors';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { ReportingServices } from './deps';
import { allRows, CONTENT_TYPES, fileNameOf, writeCsv, writeWorkbook } from './export';
import { fieldValueReport, reportableForms } from './field-values';
import {
  ActionsExportQuery,
  ActionsQuery,
  FieldValueExportQuery,
  FieldValueReportBody,
  GroupedReportParams,
  ProcessTypeParams,
  Report,
  ReportExportQuery,
  ReportForms,
  ReportOptions,
  ReportQuery,
} from '../../../engine/api/reporting';
import {
  actionsReport,
  careerReport,
  pdpReport,
  reportOptions,
  statusReport,
  type PreparedReport,
} from './service';

/** A download (xlsx or CSV), streamed. */
const ReportFile = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

const tags = ['reporting'];
const errors = { ...commonErrors, 409: ProblemSchema };
const json = { 200: Report, ...errors };
const file = { 200: ReportFile, ...errors };

const asJson = async (prepared: Promise<PreparedReport>) => {
  const { batches, ...header } = await prepared;
  return { ...header, rows: await allRows({ ...header, batches }) };
};

/** Streams a prepared (authorized, validated) report as a download: rows go out as they are read. */
async function sendFile(reply: FastifyReply, prepared: Promise<PreparedReport>, format: ReportExportFormat) {
  const report = await prepared;
  const out = new PassThrough();
  const writing = format === 'xlsx' ? writeWorkbook(report, out) : writeCsv(report, out);
  writing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileNameOf(report.report, format)}"`)
    .header('cache-control', 'no-store')
    .send(out);
}

const filtersOf = <T extends object>(query: T) => {
  const {
    format: _format,
    processType: _type,
    ...filters
  } = query as T & { format?: unknown; processType?: unknown };
  return filters;
};
const MAX_ROW_ID = 2147483647;

/** The comma-separated recipient ids of an export query; an id beyond PostgreSQL's integer is a 400. */
const idsOf = (text: string | undefined) => {
  if (!text) return undefined;
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((id) => id > MAX_ROW_ID))
    throw badRequest('INVALID_RECIPIENT_IDS', 'A recipient id is out of range.', [
      { path: '/querystring/recipientIds', message: `ids are at most ${MAX_ROW_ID}` },
    ]);
  return ids;
};

/**
 * The reports of SPEC §2 (status, PDP, field values, career development, PDC and EHG actions): each as JSON
 * and as a download (xlsx or CSV) with the same rows; the field value report by POST with its body. Who may
 * report is decided in the service (HR and administrators: the organization; supervisors: their line).
 */
export async function reportingRoutes(
  fastify: FastifyInstance,
  { services }: { services: ReportingServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (request: { principal: Parameters<typeof actorOf>[0] }) => actorOf(request.principal);

  app.get(
    '/api/Reports/status-report/:reportType/:processType',
    {
      schema: {
        tags,
        summary: 'Status report',
        params: GroupedReportParams,
        querystring: ReportQuery,
        response: json,
      },
    },
    async (request) =>
      asJson(
        statusReport(services, actor(request), {
          reportType: request.params.reportType as 1 | 2,
          processType: request.params.processType,
          filters: request.query,
        }),
      ),
  );
  app.get(
    '/api/Reports/status-report/:reportType/:processType/export',
    {
      schema: {
        tags,
        summary: 'Status report as xlsx or CSV',
        params: GroupedReportParams,
        querystring: ReportExportQuery,
        response: file,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        statusReport(services, actor(request), {
          reportType: request.params.reportType as 1 | 2,
          processType: request.params.processType,
          filters: filtersOf(request.query),
        }),
        request.query.format,
      ),
  );

  for (const [path, build] of [
    ['pdp-report', pdpReport],
    ['career-development', careerReport],
  ] as const) {
    app.get(
      `/api/Reports/${path}`,
      { schema: { tags, summary: `${path} report`, querystring: ReportQuery, response: json } },
      async (request) => asJson(build(services, actor(request), request.query)),
    );
    app.get(
      `/api/Reports/${path}/export`,
      {
        schema: {
          tags,
          summary: `${path} report as xlsx or CSV`,
          querystring: ReportExportQuery,
          response: file,
        },
      },
      async (request, reply) =>
        sendFile(reply, build(services, actor(request), filtersOf(request.query)), request.query.format),
    );
  }

  for (const report of ['pdc-actions', 'ehg-actions'] as const) {
    const query = report === 'pdc-actions' ? ActionsQuery : ReportQuery;
    const exportQuery = report === 'pdc-actions' ? ActionsExportQuery : ReportExportQuery;
    app.get(
      `/api/Reports/${report}`,
      { schema: { tags, summary: `${report} report`, querystring: query, response: json } },
      async (request) => {
        const q = request.query as ActionsQuery;
        return asJson(
          actionsReport(services, actor(request), {
            report,
            filters: filtersOf(q),
            ...(q.processType ? { processType: q.processType } : {}),
          }),
        );
      },
    );
    app.get(
      `/api/Reports/${report}/export`,
      {
        schema: {
          tags,
          summary: `${report} report as xlsx or CSV`,
          querystring: exportQuery,
          response: file,
        },
      },
      async (request, reply) => {
        const q = request.query as ActionsExportQuery;
        return sendFile(
          reply,
          actionsReport(services, actor(request), {
            report,
            filters: filtersOf(q),
            ...(q.processType ? { processType: q.processType } : {}),
          }),
          q.format,
        );
      },
    );
  }

  app.get(
    '/api/Reports/field-value-report/elements/:processType',
    {
      schema: {
        tags,
        summary: 'The questionnaires of a process type and their reportable elements',
        params: ProcessTypeParams,
        response: { 200: ReportForms, ...errors },
      },
    },
    async (request) => reportableForms(services, actor(request), request.params.processType),
  );
  app.post(
    '/api/Reports/field-value-report/:reportType/:processType',
    {
      // a query: its body says what to read
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Field value report: the answers to one element, per unit (1) or per person (2)',
        params: GroupedReportParams,
        body: FieldValueReportBody,
        response: json,
      },
    },
    async (request) => {
      const { formCorrelationId, elementId, recipientIds, ...filters } = request.body;
      return asJson(
        fieldValueReport(services, actor(request), {
          reportType: request.params.reportType as 1 | 2,
          processType: request.params.processType,
          formCorrelationId,
          elementId,
          ...(recipientIds ? { recipientIds } : {}),
          filters,
        }),
      );
    },
  );
  app.get(
    '/api/Reports/field-value-report/:reportType/:processType/export',
    {
      schema: {
        tags,
        summary: 'Field value report as xlsx or CSV',
        params: GroupedReportParams,
        querystring: FieldValueExportQuery,
        response: file,
      },
    },
    async (request, reply) => {
      const { formCorrelationId, elementId, recipientIds, format, ...filters } = request.query;
      const ids = idsOf(recipientIds);
      return sendFile(
        reply,
        fieldValueReport(services, actor(request), {
          reportType: request.params.reportType as 1 | 2,
          processType: request.params.processType,
          formCorrelationId,
          elementId,
          ...(ids ? { recipientIds: ids } : {}),
          filters,
        }),
        format,
      );
    },
  );

  app.get(
    '/api/Reports/options',
    {
      schema: {
        tags,
        summary: "The filter values of the reader's scope: units, locations, positions, talkrounds",
        response: { 200: ReportOptions, ...errors },
      },
    },
    async (request) => reportOptions(services, actor(request)),
  );
}
