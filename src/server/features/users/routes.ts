import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, ProblemSchema } from '../../../engine/api/common';
import type { UsersServices } from './deps';
import {
  UserDetail,
  UserHistory,
  UserList,
  UserListAnswer,
  UserOptions,
  UserReports,
  SaveUserBody,
  ShorthandParams,
  UserHistoryQuery,
  UserIdParams,
  UserListQuery,
} from '../../../engine/api/users';
import {
  historyOfUser,
  listAllUsers,
  listMyEmployees,
  optionsOfUsers,
  pageOfUsers,
  reportsOfUser,
  saveUser,
  userDetail,
  userDetailByShorthand,
} from './service';

const tags = ['users'];
const errors = { ...commonErrors, 404: ProblemSchema } as const;
const read = { access: { area: 'user', need: 'read' } } as const;
const write = { access: { area: 'user', need: 'write' } } as const;

/**
 * The employees of SPEC §7 (Users): the caller's own employees, the overview with its options, an employee's
 * detail, reports and change history (user area read), and changing an employee (user area write).
 */
export async function usersRoutes(fastify: FastifyInstance, { services }: { services: UsersServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/Users/my-employees',
    {
      schema: {
        tags,
        summary: "The caller's direct and indirect reports (everyone may ask; most have none)",
        response: { 200: UserList, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => listMyEmployees(services, actorOf(request.principal)),
  );

  app.get(
    '/api/Users',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Without parameters: every employee as a plain array (the pickers). With any parameter: one page of ' +
          'the employee overview, { items, totalCount, pageIndex, pageSize }',
        querystring: UserListQuery,
        response: { 200: UserListAnswer, ...errors },
      },
    },
    async (request) =>
      Object.keys(request.query).length === 0
        ? listAllUsers(services, actorOf(request.principal))
        : pageOfUsers(services, actorOf(request.principal), request.query),
  );

  app.get(
    '/api/users/options',
    {
      config: read,
      schema: {
        tags,
        summary: 'The hierarchy, location and position values',
        response: { 200: UserOptions, ...errors },
      },
    },
    async (request) => optionsOfUsers(services, actorOf(request.principal)),
  );

  app.get(
    '/api/users/by-shorthand/:shorthand',
    {
      config: read,
      schema: {
        tags,
        summary: "An employee's detail by shorthand (the detail page's address)",
        params: ShorthandParams,
        response: { 200: UserDetail, ...errors },
      },
    },
    async (request) => userDetailByShorthand(services, actorOf(request.principal), request.params.shorthand),
  );

  app.get(
    '/api/users/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "An employee's detail, supervisor line and profile",
        params: UserIdParams,
        response: { 200: UserDetail, ...errors },
      },
    },
    async (request) => userDetail(services, actorOf(request.principal), request.params.id),
  );

  app.get(
    '/api/users/:id/reports',
    {
      config: read,
      schema: {
        tags,
        summary: 'The direct reports of an employee, each with how many reports they have',
        params: UserIdParams,
        response: { 200: UserReports, ...errors },
      },
    },
    async (request) => reportsOfUser(services, actorOf(request.principal), request.params.id),
  );

  app.put(
    '/api/Users',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Change an employee's detail; each changed field goes to the change history. 409 SHORTHAND_TAKEN, " +
          '409 SUPERVISOR_CYCLE, 400 UNKNOWN_SUPERVISOR / UNKNOWN_MENTOR / MENTOR_IS_SELF',
        body: SaveUserBody,
        response: { 200: UserDetail, ...errors, 409: ProblemSchema },
      },
    },
    async (request) => saveUser(services, actorOf(request.principal), request.body),
  );

  app.get(
    '/api/UserHistory',
    {
      config: read,
      schema: {
        tags,
        summary: "An employee's change history, newest first",
        querystring: UserHistoryQuery,
        response: { 200: UserHistory, ...errors },
      },
    },
    async (request) => historyOfUser(services, actorOf(request.principal), request.query.userId),
  );
}
