import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../errors';
import { ProblemSchema } from '../../schemas';
import { formEditingRoutes } from './editing-routes';
import { presentForm, presentFormListItem } from './present';
import { findForm, listFormSettings, listLatestForms } from './repo';
import { Form, FormIdParams, FormListItem, FormSetting, OrganizationParams } from './schemas';

const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const read = { access: { area: 'forms', need: 'read' } } as const;

/** The stored questionnaires (SPEC §7 "Forms"), for the forms area (SPEC §6). */
export async function formsRoutes(app: FastifyInstance) {
  await app.register(formEditingRoutes);
  app.get(
    '/api/Forms',
    {
      config: read,
      schema: {
        tags: ['forms'],
        summary: 'The latest version of every questionnaire',
        response: {
          200: {
            type: 'object',
            required: ['formsListItems'],
            properties: { formsListItems: { type: 'array', items: FormListItem } },
          },
          ...errors,
        },
      },
    },
    async (request) => ({
      formsListItems: (await listLatestForms(app.db, request.principal.organization.id)).map(
        presentFormListItem,
      ),
    }),
  );

  app.get<{ Params: FormIdParams }>(
    '/api/Forms/:id',
    {
      config: read,
      schema: {
        tags: ['forms'],
        summary: 'One questionnaire version',
        params: FormIdParams,
        response: { 200: Form, ...errors },
      },
    },
    async (request) => {
      const row = await findForm(app.db, request.principal.organization.id, request.params.id);
      if (!row) throw notFound(`There is no questionnaire ${request.params.id}.`);
      return presentForm(row);
    },
  );

  app.get<{ Params: OrganizationParams }>(
    '/api/FormSettings/:organization',
    {
      config: read,
      schema: {
        tags: ['forms'],
        summary: 'Which questionnaire serves which feedback type of each process type',
        params: OrganizationParams,
        response: {
          200: {
            type: 'object',
            required: ['result'],
            properties: { result: { type: 'array', items: FormSetting } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const { organization } = request.principal;
      const asked = request.params.organization.toLowerCase();
      if (asked !== organization.slug && asked !== String(organization.id)) {
        throw forbidden('Form settings are read within your own organization.');
      }
      const rows = await listFormSettings(app.db, organization.id);
      return {
        result: rows.map((r) => ({
          processType: r.process_type,
          feedbackType: r.feedback_type,
          formCorrelationId: r.form_correlation_id,
          formId: r.form_id ?? null,
          formName: r.form_name ?? null,
        })),
      };
    },
  );
}
