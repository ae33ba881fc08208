import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors } from '../../../engine/api/common';
import type { SearchServices } from './deps';
import { FulltextResults, KeywordParams } from '../../../engine/api/search';
import { fulltextSearch } from './service';

/** The fulltext search of SPEC §7 over feedback answers (the header search's Enter). */
export async function searchRoutes(fastify: FastifyInstance, { services }: { services: SearchServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/fulltextsearch/:keyword',
    {
      schema: {
        tags: ['search'],
        summary: 'Feedbacks I may read whose answers contain the keyword, newest first',
        params: KeywordParams,
        response: { 200: FulltextResults, ...commonErrors },
      },
    },
    async (request) => ({
      results: await fulltextSearch(services, actorOf(request.principal), request.params),
    }),
  );
}
