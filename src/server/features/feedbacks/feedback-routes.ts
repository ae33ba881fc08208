import type { FastifyInstance } from 'fastify';
import type { FeedbackServices } from './action-scope';
import {
  approveFeedback,
  removeTableRow,
  saveValue,
  setInProgress,
  submitFeedback,
  vetoFeedback,
} from './feedback-actions';
import { getFeedbackView, getReviewData } from './feedback-view';
import { actorOf } from './policy';
import { FeedbackViewSchema, ReviewTableSchema, StepResultSchema, feedbackErrors } from './response-schemas';
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
} from './schemas';

const tags = ['feedbacks'];
const step = { 200: StepResultSchema, ...feedbackErrors };

/** One feedback: reading it, saving its values and its steps (SPEC §7 "Feedbacks"). */
export async function feedbackRoutes(app: FastifyInstance, { services }: { services: FeedbackServices }) {
  app.get<{ Querystring: FeedbackIdQuery }>(
    '/api/Feedbacks',
    {
      schema: {
        tags,
        summary: 'A feedback with its process, form, values, review data, comparison and the allowed actions',
        querystring: FeedbackIdQuery,
        response: { 200: FeedbackViewSchema, ...feedbackErrors },
      },
    },
    async (request) => getFeedbackView(services, actorOf(request.principal), request.query.feedbackId),
  );

  app.get<{ Querystring: ReviewDataQuery }>(
    '/api/feedbacks/values/GetReviewData',
    {
      schema: {
        tags,
        summary: 'The table rows a tableReview element shows',
        querystring: ReviewDataQuery,
        response: { 200: ReviewTableSchema, ...feedbackErrors },
      },
    },
    async (request) =>
      getReviewData(
        services,
        actorOf(request.principal),
        request.query.feedbackId,
        request.query.elementName,
      ),
  );

  app.post<{ Body: ItemValueBody }>(
    '/api/feedbackValues/item',
    {
      schema: {
        tags,
        summary: 'Save (or clear with null) a scale value',
        body: ItemValueBody,
        response: step,
      },
    },
    async (request) => {
      const { feedbackId, elementId, value } = request.body;
      const change =
        value === null
          ? { kind: 'clearItem' as const, elementId }
          : { kind: 'item' as const, elementId, value };
      return saveValue(services, actorOf(request.principal), feedbackId, change);
    },
  );

  app.post<{ Body: MatrixValueBody }>(
    '/api/feedbackValues/matrix',
    {
      schema: {
        tags,
        summary: 'Save (or clear with null) a matrix value',
        body: MatrixValueBody,
        response: step,
      },
    },
    async (request) => {
      const { feedbackId, elementId, itemId, value } = request.body;
      const change =
        value === null
          ? { kind: 'clearMatrix' as const, elementId, itemId }
          : { kind: 'matrix' as const, elementId, itemId, value };
      return saveValue(services, actorOf(request.principal), feedbackId, change);
    },
  );

  app.post<{ Body: CommentBody }>(
    '/api/FeedbackComments',
    {
      schema: { tags, summary: 'Save a comment (a blank one clears it)', body: CommentBody, response: step },
    },
    async (request) => {
      const { feedbackId, elementId, itemId = null, comment } = request.body;
      const change = { kind: 'comment' as const, elementId, itemId, comment };
      return saveValue(services, actorOf(request.principal), feedbackId, change);
    },
  );

  app.post<{ Body: TableItemBody }>(
    '/api/FeedbackTableItem',
    { schema: { tags, summary: 'Save a table row', body: TableItemBody, response: step } },
    async (request) => {
      const { feedbackId, elementId, rowId, index = 0, cells } = request.body;
      const change = { kind: 'tableRow' as const, elementId, rowId, index, cells };
      return saveValue(services, actorOf(request.principal), feedbackId, change);
    },
  );

  app.delete<{ Querystring: TableItemQuery }>(
    '/api/FeedbackTableItem',
    { schema: { tags, summary: 'Delete a table row', querystring: TableItemQuery, response: step } },
    async (request) =>
      removeTableRow(services, actorOf(request.principal), request.query.feedbackId, request.query.rowId),
  );

  app.put<{ Body: FeedbackIdBody }>(
    '/api/Feedbacks/SetInProgress',
    { schema: { tags, summary: 'Mark the feedback in progress', body: FeedbackIdBody, response: step } },
    async (request) => setInProgress(services, actorOf(request.principal), request.body.feedbackId),
  );

  app.post<{ Body: FeedbackIdBody }>(
    '/api/Feedbacks/Submit',
    { schema: { tags, summary: 'Submit the feedback', body: FeedbackIdBody, response: step } },
    async (request) => submitFeedback(services, actorOf(request.principal), request.body.feedbackId),
  );

  app.put<{ Body: FeedbackIdBody }>(
    '/api/Feedbacks/Approve',
    {
      schema: {
        tags,
        summary: 'Approve (confirm) the submitted feedback',
        body: FeedbackIdBody,
        response: step,
      },
    },
    async (request) => approveFeedback(services, actorOf(request.principal), request.body.feedbackId),
  );

  app.put<{ Body: VetoBody }>(
    '/api/Feedbacks/Veto',
    {
      schema: { tags, summary: 'Veto the submitted feedback with a comment', body: VetoBody, response: step },
    },
    async (request) =>
      vetoFeedback(services, actorOf(request.principal), request.body.feedbackId, request.body.comment ?? ''),
  );
}
