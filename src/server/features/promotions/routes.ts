import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import type { PromotionServices } from './deps';
import { StepResult } from '../../../engine/api/feedbacks-answers';
import {
  AddPromotionUserBody,
  AddedPromotion,
  CareerComparison,
  CareerData,
  CareerDevelopmentBody,
  ComparisonQuery,
  HardfactsBody,
  Positions,
  ProcessIdParams,
  PromotionList,
  PromotionResultBody,
  promotionErrors,
} from '../../../engine/api/promotions';
import {
  addPromotionUser,
  getCareerData,
  getComparisonCareerData,
  listPromotions,
  positionsOf,
  saveCareerData,
  setHardfactsState,
  setPromotionResult,
} from './service';

const tags = ['promotions'];
const career = { 200: CareerData, ...promotionErrors };

/** The Career block of SPEC §7: positions, promotion users, career data, hardfacts and the result. */
export async function promotionRoutes(
  fastify: FastifyInstance,
  { services }: { services: PromotionServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/CareerDevelopment/GetPositions',
    {
      schema: {
        tags,
        summary: 'The position catalogue with the date rule of each position',
        response: { 200: Positions, ...promotionErrors },
      },
    },
    async (request) => ({ positions: await positionsOf(services, actorOf(request.principal)) }),
  );

  app.get(
    '/api/promotions',
    {
      schema: {
        tags,
        summary: 'The promotion processes I may see (HR all, supervisors their hierarchy)',
        response: { 200: PromotionList, ...promotionErrors },
      },
    },
    async (request) => ({ result: await listPromotions(services, actorOf(request.principal)) }),
  );

  app.post(
    '/api/careerDevelopment/addPromotionUser',
    {
      schema: {
        tags,
        summary: 'Start a promotion process for an employee, optionally with career data',
        body: AddPromotionUserBody,
        response: { 201: AddedPromotion, ...promotionErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPromotionUser(services, actorOf(request.principal), request.body)),
  );

  app.get(
    '/api/careerDevelopment/getCareerData/:id',
    {
      schema: {
        tags,
        summary: 'The career data, hardfacts state, result and date rule of a promotion process',
        params: ProcessIdParams,
        response: career,
      },
    },
    async (request) => getCareerData(services, actorOf(request.principal), request.params.id),
  );

  app.get(
    '/api/careerDevelopment/getComparisonCareerData',
    {
      schema: {
        tags,
        summary: 'The career data of every feedback of a process',
        querystring: ComparisonQuery,
        response: { 200: CareerComparison, ...promotionErrors },
      },
    },
    async (request) => ({
      result: await getComparisonCareerData(services, actorOf(request.principal), request.query),
    }),
  );

  app.post(
    '/api/CareerDevelopment',
    {
      schema: {
        tags,
        summary: 'Save the career data of a career development element',
        body: CareerDevelopmentBody,
        response: { 200: StepResult, ...promotionErrors },
      },
    },
    async (request) => saveCareerData(services, actorOf(request.principal), request.body),
  );

  app.put(
    '/api/careerDevelopment/setHardfactsState',
    {
      schema: {
        tags,
        summary: 'Set the hardfacts state (0 open, 1 met, 2 not met); HR',
        body: HardfactsBody,
        response: career,
      },
    },
    async (request) => setHardfactsState(services, actorOf(request.principal), request.body),
  );

  app.put(
    '/api/careerDevelopment/setPromotionResult',
    {
      schema: {
        tags,
        summary: 'Confirm or deny (with a reason) a submitted nomination; HR',
        body: PromotionResultBody,
        response: career,
      },
    },
    async (request) => setPromotionResult(services, actorOf(request.principal), request.body),
  );
}
