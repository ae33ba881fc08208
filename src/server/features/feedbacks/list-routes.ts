import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import {
  FieldValues,
  ProcessList,
  StatusOptions,
  Talkrounds,
  feedbackErrors,
} from '../../../engine/api/feedbacks-answers';
import {
  FieldValueBody,
  HierarchyQuery,
  ProcessTypeParams,
  RecipientParams,
  TalkroundsQuery,
} from '../../../engine/api/feedbacks-requests';
import type { FeedbacksServices } from './deps';
import { feedbackStatusOptions } from './status-options';

const tags = ['feedbacks'];
const list = { 200: ProcessList, ...feedbackErrors };

/** The process lists, the status options, talkrounds and the latest field values (SPEC §7). */
export async function listRoutes(fastify: FastifyInstance, { services }: { services: FeedbacksServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { processes } = services;
  app.get(
    '/api/Feedbacks/list/recipient',
    { schema: { tags, summary: 'My own processes (archive included)', response: list } },
    async (request) => ({ result: await processes.ownProcesses(actorOf(request.principal)) }),
  );

  app.get(
    '/api/Feedbacks/list/recipient/:id',
    {
      schema: {
        tags,
        summary: 'The processes of one of my employees',
        params: RecipientParams,
        response: list,
      },
    },
    async (request) => ({
      result: await processes.processesOfRecipient(actorOf(request.principal), request.params.id),
    }),
  );

  app.get(
    '/api/Feedbacks/list',
    { schema: { tags, summary: 'Processes I take part in as donor, supervisor or mentor', response: list } },
    async (request) => ({ result: await processes.donorProcesses(actorOf(request.principal)) }),
  );

  app.get(
    '/api/Feedbacks/list/hierarchy',
    {
      schema: {
        tags,
        summary: 'Processes of my direct (and indirect) reports, filtered by status, type and kw',
        querystring: HierarchyQuery,
        response: list,
      },
    },
    async (request) => ({
      result: await processes.hierarchyProcesses(actorOf(request.principal), request.query),
    }),
  );

  app.get(
    '/api/Process/:type',
    {
      schema: {
        tags,
        summary: 'The processes of one type I may see',
        params: ProcessTypeParams,
        response: list,
      },
    },
    async (request) => ({
      result: await processes.processesOfType(actorOf(request.principal), request.params.type),
    }),
  );

  app.get(
    '/api/Feedbacks/GetStatusOptions',
    {
      schema: {
        tags,
        summary: 'The feedback status options',
        response: { 200: StatusOptions, ...feedbackErrors },
      },
    },
    async () => ({ result: feedbackStatusOptions() }),
  );

  app.get(
    '/api/Talkrounds',
    {
      schema: {
        tags,
        summary: 'Talkrounds, optionally of one process type and finished or not',
        querystring: TalkroundsQuery,
        response: { 200: Talkrounds, ...feedbackErrors },
      },
    },
    async (request) => ({
      result: await processes.talkrounds(actorOf(request.principal).organizationId, request.query),
    }),
  );

  app.post(
    '/api/Feedbacks/fieldValue',
    {
      // a query: its body says what to read
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'The latest answer of a named element per recipient',
        body: FieldValueBody,
        response: { 200: FieldValues, ...feedbackErrors },
      },
    },
    async (request) => ({
      result: await processes.latestFieldValues(actorOf(request.principal), request.body),
    }),
  );
}
