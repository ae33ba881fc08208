import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValueChange } from '../../../engine/forms';
import { actorOf } from '../../auth/actor';
import { notFound } from '../../errors';
import {
  FeedbackViewAnswer,
  ReviewTable,
  StepResult,
  feedbackErrors,
} from '../../../engine/api/feedbacks-answers';
import {
  CommentBody,
  FeedbackIdBody,
  FeedbackIdQuery,
  ItemValueBody,
  MatrixValueBody,
  ReviewDataQuery,
  TableItemBody,
  TableItemQuery,
  VetoBody,
} from '../../../engine/api/feedbacks-requests';
import type { FeedbacksServices } from './deps';

const tags = ['feedbacks'];
const step = { 200: StepResult, ...feedbackErrors };
/** these calls also serve anonymous feedbacks: with an accessToken instead of a sign-in */
const config = { anonymousWithToken: true };

/** One feedback: reading it, saving its values and its steps (SPEC §7 "Feedbacks"). */
export async function feedbackRoutes(
  fastify: FastifyInstance,
  { services }: { services: FeedbacksServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { processes } = services;
  /** The anonymous feedback a call names: the page's organization (X-Organization), the id and the token. */
  async function anonymous(request: FastifyRequest, feedbackId: number, accessToken: string) {
    const header = request.headers['x-organization'];
    const slug = Array.isArray(header) ? header[0] : header;
    const organization = slug ? await app.organizations.findBySlug(slug) : undefined;
    if (!organization) throw notFound('There is no such organization.');
    return { organization, feedbackId, accessToken };
  }

  /** Saves one change, signed in or by access token. */
  async function save(
    request: FastifyRequest,
    feedbackId: number,
    token: string | undefined,
    change: ValueChange,
  ) {
    return token === undefined
      ? processes.saveValue(actorOf(request.principal), feedbackId, change)
      : processes.saveAnonymousValues(await anonymous(request, feedbackId, token), [change]);
  }

  app.get(
    '/api/Feedbacks',
    {
      schema: {
        tags,
        summary: 'A feedback with its process, form, values, review data, comparison and the allowed actions',
        querystring: FeedbackIdQuery,
        response: { 200: FeedbackViewAnswer, ...feedbackErrors },
      },
      config,
    },
    async (request) => {
      const { feedbackId, accessToken } = request.query;
      return accessToken === undefined
        ? processes.feedbackView(actorOf(request.principal), feedbackId)
        : processes.anonymousView(await anonymous(request, feedbackId, accessToken));
    },
  );

  app.get(
    '/api/feedbacks/values/GetReviewData',
    {
      schema: {
        tags,
        summary: 'The table rows a tableReview element shows',
        querystring: ReviewDataQuery,
        response: { 200: ReviewTable, ...feedbackErrors },
      },
    },
    async (request) =>
      processes.reviewData(actorOf(request.principal), request.query.feedbackId, request.query.elementName),
  );

  app.post(
    '/api/feedbackValues/item',
    {
      schema: {
        tags,
        summary: 'Save (or clear with null) a scale value',
        body: ItemValueBody,
        response: step,
      },
      config,
    },
    async (request) => {
      const { feedbackId, elementId, value, accessToken } = request.body;
      const change =
        value === null
          ? { kind: 'clearItem' as const, elementId }
          : { kind: 'item' as const, elementId, value };
      return save(request, feedbackId, accessToken, change);
    },
  );

  app.post(
    '/api/feedbackValues/matrix',
    {
      schema: {
        tags,
        summary: 'Save (or clear with null) a matrix value',
        body: MatrixValueBody,
        response: step,
      },
      config,
    },
    async (request) => {
      const { feedbackId, elementId, itemId, value, accessToken } = request.body;
      const change =
        value === null
          ? { kind: 'clearMatrix' as const, elementId, itemId }
          : { kind: 'matrix' as const, elementId, itemId, value };
      return save(request, feedbackId, accessToken, change);
    },
  );

  app.post(
    '/api/FeedbackComments',
    {
      schema: { tags, summary: 'Save a comment (a blank one clears it)', body: CommentBody, response: step },
      config,
    },
    async (request) => {
      const { feedbackId, elementId, itemId = null, comment, accessToken } = request.body;
      const change = { kind: 'comment' as const, elementId, itemId, comment };
      return save(request, feedbackId, accessToken, change);
    },
  );

  app.post(
    '/api/FeedbackTableItem',
    { schema: { tags, summary: 'Save a table row', body: TableItemBody, response: step }, config },
    async (request) => {
      const { feedbackId, elementId, rowId, index = 0, cells, accessToken } = request.body;
      const change = { kind: 'tableRow' as const, elementId, rowId, index, cells };
      return save(request, feedbackId, accessToken, change);
    },
  );

  app.delete(
    '/api/FeedbackTableItem',
    { schema: { tags, summary: 'Delete a table row', querystring: TableItemQuery, response: step }, config },
    async (request) => {
      const { feedbackId, rowId, accessToken } = request.query;
      return accessToken === undefined
        ? processes.removeTableRow(actorOf(request.principal), feedbackId, rowId)
        : processes.removeAnonymousTableRow(await anonymous(request, feedbackId, accessToken), rowId);
    },
  );

  app.put(
    '/api/Feedbacks/SetInProgress',
    { schema: { tags, summary: 'Mark the feedback in progress', body: FeedbackIdBody, response: step } },
    async (request) => processes.setInProgress(actorOf(request.principal), request.body.feedbackId),
  );

  app.post(
    '/api/Feedbacks/Submit',
    { schema: { tags, summary: 'Submit the feedback', body: FeedbackIdBody, response: step }, config },
    async (request) => {
      const { feedbackId, accessToken } = request.body;
      if (accessToken === undefined) return processes.submit(actorOf(request.principal), feedbackId);
      const locale = /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en-US' : 'de-DE';
      const access = await anonymous(request, feedbackId, accessToken);
      return processes.submitAnonymous(access, locale, (message) => app.hubs.publish(message));
    },
  );

  app.put(
    '/api/Feedbacks/Approve',
    {
      schema: {
        tags,
        summary: 'Approve (confirm) the submitted feedback',
        body: FeedbackIdBody,
        response: step,
      },
    },
    async (request) => processes.approve(actorOf(request.principal), request.body.feedbackId),
  );

  app.put(
    '/api/Feedbacks/Veto',
    {
      schema: { tags, summary: 'Veto the submitted feedback with a comment', body: VetoBody, response: step },
    },
    async (request) =>
      processes.veto(actorOf(request.principal), request.body.feedbackId, request.body.comment ?? ''),
  );
}
