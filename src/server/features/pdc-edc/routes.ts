import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import type { PdcEdcServices } from './deps';
import { PdcEdcList, PdcEdcQuery, pdcEdcErrors } from '../../../engine/api/pdc-edc';
import { listPdcEdc } from './service';

/** The PDC/EDC overview of SPEC §7 (GET /Feedbacks/listPdcEdc?talkroundId=). */
export async function pdcEdcRoutes(fastify: FastifyInstance, { services }: { services: PdcEdcServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Feedbacks/listPdcEdc',
    {
      schema: {
        tags: ['pdc-edc'],
        summary: 'The PDC/EDC processes of a talkround with conference date and documents state',
        querystring: PdcEdcQuery,
        response: { 200: PdcEdcList, ...pdcEdcErrors },
      },
    },
    async (request) => listPdcEdc(services, actorOf(request.principal), request.query),
  );
}
