import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  actorOf,
  closeProcess,
  copyProcess,
  createProcess,
  exportTalkDate,
  type FeedbackServices,
  getProcessView,
  setProcessForm,
  setProcessStatus,
  setTalkDate,
} from '../../processes';
import { CalendarFile } from '../../../engine/api/common';
import { Process, feedbackErrors } from '../../../engine/api/feedbacks-answers';
import {
  CloseBody,
  CopyProcessBody,
  CreateProcessBody,
  ExportTalkDateQuery,
  SetFormBody,
  SetStatusBody,
  TalkDateBody,
} from '../../../engine/api/feedbacks-requests';

const tags = ['feedbacks'];
const processAnswer = { 200: Process, ...feedbackErrors };

/** Process operations (SPEC §4, §7): create, talk date, close, copy, set status, change form, calendar export. */
export async function processRoutes(fastify: FastifyInstance, { services }: { services: FeedbackServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/Feedbacks',
    {
      schema: {
        tags,
        summary: 'Create a process with the feedbacks its workflow needs',
        body: CreateProcessBody,
        response: { 201: Process, ...feedbackErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request.principal);
      const processId = await createProcess(services, actor, request.body);
      return reply.status(201).send(await getProcessView(services, actor, processId, false));
    },
  );

  app.post(
    '/api/FeedbackTalkDate',
    {
      schema: { tags, summary: 'Set the talk date (trigger 7)', body: TalkDateBody, response: processAnswer },
    },
    async (request) => {
      const actor = actorOf(request.principal);
      await setTalkDate(services, actor, request.body.processId, new Date(request.body.talkDate));
      return getProcessView(services, actor, request.body.processId, false);
    },
  );

  app.post(
    '/api/Feedbacks/close',
    {
      schema: {
        tags,
        summary: 'Close the process with a reason 1-8',
        body: CloseBody,
        response: processAnswer,
      },
    },
    async (request) => {
      const actor = actorOf(request.principal);
      const { processId, reasonId, reason } = request.body;
      await closeProcess(services, actor, processId, reasonId, reason);
      return getProcessView(services, actor, processId, false);
    },
  );

  app.post(
    '/api/Feedbacks/CopyProcess',
    {
      schema: {
        tags,
        summary: 'Copy the process with its values; the correlationId makes a retry return the same copy',
        body: CopyProcessBody,
        response: processAnswer,
      },
    },
    async (request) => {
      const actor = actorOf(request.principal);
      const copyId = await copyProcess(services, actor, request.body.processId, request.body.correlationId);
      return getProcessView(services, actor, copyId, false);
    },
  );

  app.post(
    '/api/Feedbacks/SetProcessStatus',
    {
      schema: {
        tags,
        summary: 'Set the status directly (administrators)',
        body: SetStatusBody,
        response: processAnswer,
      },
    },
    async (request) => {
      const actor = actorOf(request.principal);
      await setProcessStatus(services, actor, request.body.processId, request.body.statusId);
      return getProcessView(services, actor, request.body.processId, false);
    },
  );

  app.post(
    '/api/Feedbacks/SetProcessForm',
    {
      schema: {
        tags,
        summary:
          'Change the form; the process returns to its initial status and values the form lacks are deleted',
        body: SetFormBody,
        response: processAnswer,
      },
    },
    async (request) => {
      const actor = actorOf(request.principal);
      await setProcessForm(services, actor, request.body.processId, request.body.formId);
      return getProcessView(services, actor, request.body.processId, false);
    },
  );

  app.get(
    '/api/Feedbacks/ExportTalkDate',
    {
      schema: {
        tags,
        summary: "The talk date as an iCalendar file in the browser's time zone",
        querystring: ExportTalkDateQuery,
        response: { 200: CalendarFile, ...feedbackErrors },
      },
    },
    async (request, reply) => {
      const { processId, timeZone } = request.query;
      const file = await exportTalkDate(services, actorOf(request.principal), processId, timeZone);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
