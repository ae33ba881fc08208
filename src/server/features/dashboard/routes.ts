import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { NoContent, ProblemSchema, commonErrors } from '../../../engine/api/common';
import type { DashboardServices } from './deps';
import {
  CalendarFeed,
  CalendarFeedParams,
  CalendarFeedState,
  CalendarText,
  DateList,
  GetDatesQuery,
  ProcessCounts,
  SaveWidgetsBody,
  SetTaskVisibilityBody,
  TaskList,
  WidgetLayoutAnswer,
} from '../../../engine/api/dashboard';
import { getTasks, setTaskVisibility } from './service';
import { getDates, getProcessCounts } from './service-dates';
import { deleteFeed, feedOf, getFeedState, renewFeed } from './service-feed';
import { buildDashboard, getWidgets, saveWidgets } from './service-widgets';

const tags = ['dashboard'];

/** The dashboard calls of SPEC §7 (Dashboard block) and the management of the user's calendar feed. */
export async function dashboardRoutes(
  fastify: FastifyInstance,
  { services }: { services: DashboardServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Dashboard/GetTasks',
    {
      schema: {
        tags,
        summary: 'My open tasks, each with its visibility flag',
        response: { 200: TaskList, ...commonErrors },
      },
    },
    async (request) => ({ result: await getTasks(services, actorOf(request.principal)) }),
  );

  app.post(
    '/api/Dashboard/SetTaskVisibility',
    {
      schema: {
        tags,
        summary: 'Hide or show one of my tasks; answers my tasks',
        body: SetTaskVisibilityBody,
        response: { 200: TaskList, ...commonErrors },
      },
    },
    async (request) => ({
      result: await setTaskVisibility(services, actorOf(request.principal), request.body),
    }),
  );

  app.get(
    '/api/Dashboard/GetDates',
    {
      schema: {
        tags,
        summary: 'My dates: talk dates (own and as donor), talkround starts and ends, PDP reviews',
        querystring: GetDatesQuery,
        response: { 200: DateList, ...commonErrors },
      },
    },
    async (request) => ({ result: await getDates(services, actorOf(request.principal), request.query) }),
  );

  app.get(
    '/api/Dashboard/GetProcesses',
    {
      schema: {
        tags,
        summary: 'How many of the processes I take part in or oversee are in each dashboard group, per type',
        response: { 200: ProcessCounts, ...commonErrors },
      },
    },
    async (request) => getProcessCounts(services, actorOf(request.principal)),
  );

  app.get(
    '/api/Dashboard/GetWidgets',
    {
      schema: {
        tags,
        summary: 'My widget layout: every widget once, in order, visible or hidden',
        response: { 200: WidgetLayoutAnswer, ...commonErrors },
      },
    },
    async (request) => getWidgets(services, actorOf(request.principal)),
  );

  app.post(
    '/api/Dashboard/SaveWidgets',
    {
      schema: {
        tags,
        summary: 'Store my widget layout, given as JSON text',
        body: SaveWidgetsBody,
        response: { 200: WidgetLayoutAnswer, ...commonErrors },
      },
    },
    async (request) => saveWidgets(services, actorOf(request.principal), request.body),
  );

  app.post(
    '/api/Dashboard/Build',
    {
      // opening the dashboard: at most the default layout is stored, nothing the user chose
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Store the first widget layout unless I have one; answers my layout',
        response: { 200: WidgetLayoutAnswer, ...commonErrors },
      },
    },
    async (request) => buildDashboard(services, actorOf(request.principal)),
  );

  app.get(
    '/api/Dashboard/CalendarFeed',
    {
      schema: {
        tags,
        summary: 'Whether I have a calendar feed',
        response: { 200: CalendarFeedState, ...commonErrors },
      },
    },
    async (request) => getFeedState(services, actorOf(request.principal)),
  );

  app.post(
    '/api/Dashboard/CalendarFeed',
    {
      schema: {
        tags,
        summary:
          'Make (or renew) my calendar feed; the address is answered this once, an old one stops working',
        response: { 200: CalendarFeed, ...commonErrors },
      },
    },
    async (request) => renewFeed(services, actorOf(request.principal)),
  );

  app.delete(
    '/api/Dashboard/CalendarFeed',
    {
      schema: {
        tags,
        summary: 'End my calendar feed',
        response: { 204: NoContent, ...commonErrors },
      },
    },
    async (request, reply) => {
      await deleteFeed(services, actorOf(request.principal));
      return reply.status(204).send(null);
    },
  );
}

/** Requests per minute and address a calendar feed answers (calendar apps poll every few minutes to hours). */
const FEED_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The public calendar feed: GET /calendar/{secret}.ics; the secret in the address is the credential. */
export async function calendarFeedRoutes(
  fastify: FastifyInstance,
  { services }: { services: DashboardServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/calendar/:file',
    {
      config: { public: true, rateLimit: FEED_RATE_LIMIT },
      schema: {
        tags,
        summary: "A user's dates as an iCalendar feed (the address comes from POST /Dashboard/CalendarFeed)",
        params: CalendarFeedParams,
        response: { 200: CalendarText, 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const body = await feedOf(services, request.params.file.slice(0, -'.ics'.length));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
}
