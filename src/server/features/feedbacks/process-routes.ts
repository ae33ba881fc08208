import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Actor } from '../../auth/actor';
import type { Principal } from '../../auth/principal';
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
import type { FeedbacksServices } from './deps';

const tags = ['feedbacks'];
const processAnswer = { 200: Process, ...feedbackErrors };

/** Process operations (SPEC §4, §7): create, talk date, close, copy, set status, change form, calendar export. */
export async function processRoutes(fastify: FastifyInstance, { services }: { services: FeedbacksServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { processes } = services;
  /**
   * Runs an operation as the caller and answers the process whose id it returns as the caller sees it now
   * (also where they may no longer see it).
   */
  const viewAfter = async (principal: Principal, operation: (actor: Actor) => Promise<number>) => {
    const actor = actorOf(principal);
    return processes.processView(actor, await operation(actor), false);
  };
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
    async (request, reply) =>
      reply
        .status(201)
        .send(await viewAfter(request.principal, (actor) => processes.create(actor, request.body))),
  );

  app.post(
    '/api/FeedbackTalkDate',
    {
      schema: { tags, summary: 'Set the talk date (trigger 7)', body: TalkDateBody, response: processAnswer },
    },
    async (request) => {
      const { processId, talkDate } = request.body;
      return viewAfter(request.principal, (actor) =>
        processes.setTalkDate(actor, processId, new Date(talkDate)).then(() => processId),
      );
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
      const { processId, reasonId, reason } = request.body;
      return viewAfter(request.principal, (actor) =>
        processes.close(actor, processId, reasonId, reason).then(() => processId),
      );
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
    async (request) =>
      viewAfter(request.principal, (actor) =>
        processes.copy(actor, request.body.processId, request.body.correlationId),
      ),
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
      const { processId, statusId } = request.body;
      return viewAfter(request.principal, (actor) =>
        processes.setStatus(actor, processId, statusId).then(() => processId),
      );
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
      const { processId, formId } = request.body;
      return viewAfter(request.principal, (actor) =>
        processes.setForm(actor, processId, formId).then(() => processId),
      );
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
      const file = await processes.exportTalkDate(actorOf(request.principal), processId, timeZone);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
