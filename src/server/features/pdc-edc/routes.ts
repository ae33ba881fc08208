import type { FastifyInstance } from 'fastify';
import type { PdcEdcServices } from './deps';
import { PersonRef, ProblemSchema, objectOf } from '../../schemas';
import { listPdcEdc } from './service';

const nullableString = { type: ['string', 'null'] } as const;
const localized = { type: 'object', additionalProperties: { type: 'string' } } as const;

export const PdcEdcQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { talkroundId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
export type PdcEdcQuery = { talkroundId?: number };

const person = objectOf({ ...PersonRef.properties, position: { type: 'string' } });

const documents = {
  type: 'object',
  properties: {
    dueDate: nullableString,
    sentOn: nullableString,
    state: { type: ['string', 'null'], enum: ['sent', 'late', 'due', null] },
  },
} as const;

export const PdcEdcListSchema = {
  type: 'object',
  properties: {
    talkround: {
      type: ['object', 'null'],
      properties: {
        id: { type: 'integer' },
        processType: { type: 'integer' },
        name: { type: 'string' },
        startDate: { type: 'string' },
        endDate: { type: 'string' },
        finished: { type: 'boolean' },
        audience: nullableString,
        window: {
          type: ['object', 'null'],
          properties: { start: { type: 'string' }, end: { type: 'string' } },
        },
      },
    },
    result: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          processId: { type: 'integer' },
          processType: { type: 'integer' },
          statusId: { type: 'integer' },
          statusLabel: localized,
          recipient: person,
          supervisorName: nullableString,
          talkroundId: { type: ['integer', 'null'] },
          talkround: nullableString,
          feedbackId: { type: ['integer', 'null'] },
          conferenceDate: nullableString,
          inWindow: { type: ['boolean', 'null'] },
          documents,
          isMine: { type: 'boolean' },
        },
      },
    },
    reminders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          processId: { type: 'integer' },
          processType: { type: 'integer' },
          feedbackId: { type: ['integer', 'null'] },
          recipient: person,
          talkround: nullableString,
          conferenceDate: nullableString,
          dueDate: nullableString,
          state: nullableString,
        },
      },
    },
  },
} as const;

const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema } as const;

/** The PDC/EDC overview of SPEC §7 (GET /Feedbacks/listPdcEdc?talkroundId=). */
export async function pdcEdcRoutes(app: FastifyInstance, { deps }: { deps: PdcEdcServices }) {
  app.get<{ Querystring: PdcEdcQuery }>(
    '/api/Feedbacks/listPdcEdc',
    {
      schema: {
        tags: ['pdc-edc'],
        summary: 'The PDC/EDC processes of a talkround with conference date and documents state',
        querystring: PdcEdcQuery,
        response: { 200: PdcEdcListSchema, ...errors },
      },
    },
    async (request) => listPdcEdc(deps, request.principal, request.query.talkroundId),
  );
}
