import type { FastifyInstance } from 'fastify';
import type { SearchServices } from './deps';
import { ProblemSchema } from '../../schemas';
import { FulltextResultsSchema, KeywordParams } from './schemas';
import { fulltextSearch } from './service';

const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema } as const;

/** The fulltext search of SPEC §7 over feedback answers (the header search's Enter). */
export async function searchRoutes(app: FastifyInstance, { deps }: { deps: SearchServices }) {
  app.get<{ Params: KeywordParams }>(
    '/api/fulltextsearch/:keyword',
    {
      schema: {
        tags: ['search'],
        summary: 'Feedbacks I may read whose answers contain the keyword, newest first',
        params: KeywordParams,
        response: { 200: FulltextResultsSchema, ...errors },
      },
    },
    async (request) => ({
      results: await fulltextSearch(deps, request.principal, request.params.keyword.trim()),
    }),
  );
}
