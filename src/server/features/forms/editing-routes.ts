import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { NoContent, ProblemSchema } from '../../../engine/api/common';
import type { FormsServices } from './deps';
import { presentSaveRefusal } from './present';
import {
  CopyFormBody,
  DeleteFormQuery,
  FormProblem,
  SavedForm,
  SaveFormBody,
} from '../../../engine/api/forms';
import { copyForm, deleteForm, saveForm } from './service';

const tags = ['forms'];
const errors = { 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
// the forms area's write right (SPEC §6), checked before the body is looked at
const write = { access: { area: 'forms', need: 'write' } } as const;

/** Saving, copying and deleting questionnaires (SPEC §7 "Forms"), for the forms area's writers. */
export async function formEditingRoutes(fastify: FastifyInstance, { services }: { services: FormsServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/Forms',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save a questionnaire (new, draft, publish, or a new version of one in use)',
        description:
          'Without `id` a new questionnaire (409 FORM_EXISTS when the correlation id is taken). With `id` ' +
          '(+ `version`, `revision`) a save onto that version; 409 FORM_VERSION_STALE when it is no longer ' +
          'the latest (`latestId`, `latestVersion`). A version a process uses is never changed: the save ' +
          'becomes a new version with the same correlation id (`newVersion: true`). 400 VALIDATION_FAILED ' +
          'names paths (`/body/pages/0/...`) that break schemas/questionnaire.schema.json; publishing ' +
          '(`isDraft: false`) also needs the semantic checks and the compiler: 400 QUESTIONNAIRE_INVALID ' +
          'with `issues[]` (element id, path, message key). Publishes FormSaved on the forms hub.',
        body: SaveFormBody,
        response: { 200: SavedForm, 400: FormProblem, 409: FormProblem, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await saveForm(services, actorOf(request.principal), request.body);
      return outcome.ok ? outcome.form : reply.status(400).send(presentSaveRefusal(outcome));
    },
  );

  app.post(
    '/api/Forms/copy',
    {
      config: write,
      schema: {
        tags,
        summary: 'Copy a questionnaire version as a new questionnaire',
        description:
          "`correlationId` is the copied questionnaire's (404 when it does not match `id`); the copy gets a " +
          'new correlation id, version 1 and the name `newTitle`. Publishes FormCopied.',
        body: CopyFormBody,
        response: { 200: SavedForm, 400: ProblemSchema, ...errors },
      },
    },
    async (request) => copyForm(services, actorOf(request.principal), request.body),
  );

  app.delete(
    '/api/Forms',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a questionnaire with all its versions',
        description:
          '409 FORM_IN_USE (`processCount`) while a process uses any version; 409 FORM_ASSIGNED while it ' +
          'serves a feedback type. Publishes FormDeleted.',
        querystring: DeleteFormQuery,
        response: { 204: NoContent, 400: ProblemSchema, 409: FormProblem, ...errors },
      },
    },
    async (request, reply) => {
      await deleteForm(services, actorOf(request.principal), request.query);
      return reply.status(204).send(null);
    },
  );
}
