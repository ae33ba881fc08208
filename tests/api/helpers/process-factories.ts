import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Process } from '../../../src/engine/api/feedbacks-answers';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../../src/engine/constants';
import type { Database, FormRow, OrganizationRow, UserRow } from '../../../src/server/db/database';
import { ensureDefaultWorkflows } from '../../../src/server/db/seed/default-workflows';
import { buildForm, buildOrg, buildUser } from './factories';
import type { TestApp } from './test-app';

const t2 = (en: string, de = en) => ({ 'de-DE': de, 'en-US': en });
const el = (id: string, type: string, extra: Record<string, unknown> = {}, index = 0) => ({
  id,
  index,
  type,
  title: t2(`Title ${id}`),
  ...extra,
});
type TestElement = Record<string, unknown> & { id: string; index: number };
const page = (id: string, elements: TestElement[]) => ({
  id,
  pageIndex: 0,
  title: t2('Page'),
  elements: elements.map((e, index): TestElement => ({ ...e, index })),
});

/** An evaluation (self or manager) with the same element names on both sides, for the comparison. */
export function evaluationPages(prefix: 's' | 'm') {
  const table =
    prefix === 's'
      ? [
          el(`${prefix}-projects`, 'tableQuestion', {
            name: 'projects',
            items: [
              { id: 'project', index: 0, title: t2('Project') },
              { id: 'result', index: 1, title: t2('Result') },
            ],
          }),
        ]
      : [];
  return [
    page('p1', [
      el(`${prefix}-overall`, 'scaleQuestion', {
        name: 'overall',
        minValue: 1,
        maxValue: 5,
        mandatoryScale: true,
        allowComment: true,
      }),
      el(`${prefix}-highlights`, 'textQuestion', { name: 'highlights', mandatoryComment: true }),
      el(`${prefix}-skills`, 'scaleMatrix', {
        name: 'skills',
        minValue: 1,
        maxValue: 4,
        mandatoryScale: true,
        allowComment: true,
        items: [
          { id: 'teamwork', index: 0, title: t2('Teamwork') },
          { id: 'ownership', index: 1, title: t2('Ownership') },
        ],
      }),
      el(`${prefix}-low`, 'grouping', {
        hasCondition: true,
        condition: { elementId: `${prefix}-overall`, operator: 'lessThan', value: 3 },
        elements: [el(`${prefix}-why`, 'textQuestion', { mandatoryComment: true })],
      }),
      ...table,
    ]),
  ];
}

/** The documentation: a summary, a review of the self-evaluation's projects table and mandatory goals. */
export function documentationPages() {
  return [
    page('d1', [
      el('d-summary', 'textQuestion', { mandatoryComment: true }),
      el('d-projects', 'tableReview', { referencedElementName: 'projects' }),
      el('d-rating', 'scaleQuestion', { minValue: 1, maxValue: 5 }),
      el('d-goals', 'targetField', { mandatoryComment: true }),
    ]),
  ];
}

/** The EHG documentation. */
export function ehgPages() {
  return [
    page('e1', [
      el('e-expect', 'textQuestion', { mandatoryComment: true }),
      el('e-clarity', 'scaleQuestion', { minValue: 1, maxValue: 4, mandatoryScale: true }),
    ]),
  ];
}

async function assign(
  db: Kysely<Database>,
  organizationId: number,
  processType: number,
  feedbackType: number,
  form: FormRow,
) {
  await db
    .insertInto('form_settings')
    .values({
      organization_id: organizationId,
      process_type: processType,
      feedback_type: feedbackType,
      form_correlation_id: form.correlation_id,
    })
    .execute();
}

export type Person = { user: UserRow; headers: Record<string, string> };

/** An employee of `org` (see buildUser) with the headers of a signed-in request to the organization. */
export async function buildPerson(
  t: TestApp,
  org: OrganizationRow,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<Person> {
  const user = await buildUser(t.app.db, { organizationId: org.id, ...overrides });
  return {
    user,
    headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': org.slug },
  };
}

/** The people of a process organization: a line of four, a mentor, HR, an outsider. */
export type ProcessOrg = {
  org: OrganizationRow;
  forms: { self: FormRow; manager: FormRow; documentation: FormRow; ehg: FormRow };
  employee: Person;
  supervisor: Person;
  preSupervisor: Person;
  head: Person;
  mentor: Person;
  colleague: Person;
  admin: Person;
  /** another employee of the same supervisor (no role in the employee's processes) */
  peer: Person;
};

/**
 * An organization with the default workflows, MAFEG and EHG questionnaires assigned to their feedback types, and
 * a hierarchy: head -> preSupervisor -> supervisor -> employee (+ peer), a mentor, an admin (processes write).
 */
export async function buildProcessOrg(t: TestApp, options: { forms?: boolean } = {}): Promise<ProcessOrg> {
  const db = t.app.db;
  const org = await buildOrg(db);
  await ensureDefaultWorkflows(db, org.id);
  const person = (overrides: Parameters<typeof buildUser>[1] = {}) => buildPerson(t, org, overrides);
  const head = await person({ firstName: 'Head' });
  const preSupervisor = await person({ firstName: 'Pre', supervisorId: head.user.id });
  const supervisor = await person({ firstName: 'Sup', supervisorId: preSupervisor.user.id });
  const mentor = await person({ firstName: 'Mentor' });
  const employee = await person({ firstName: 'Emp', supervisorId: supervisor.user.id });
  await db
    .updateTable('users')
    .set({ mentor_id: mentor.user.id })
    .where('id', '=', employee.user.id)
    .execute();
  const peer = await person({ firstName: 'Peer', supervisorId: supervisor.user.id });
  const colleague = await person({ firstName: 'Colleague' });
  const admin = await person({ firstName: 'Admin', roles: ['dpt.processes.read', 'dpt.processes.write'] });
  const forms = {
    self: await buildForm(db, { organizationId: org.id, name: 'Self', pages: evaluationPages('s') }),
    manager: await buildForm(db, { organizationId: org.id, name: 'Manager', pages: evaluationPages('m') }),
    documentation: await buildForm(db, { organizationId: org.id, name: 'Doc', pages: documentationPages() }),
    ehg: await buildForm(db, {
      organizationId: org.id,
      name: 'EHG',
      questionnaireType: PROCESS_TYPES.EHG,
      pages: ehgPages(),
    }),
  };
  if (options.forms !== false) {
    const { MAFEG, EHG } = PROCESS_TYPES;
    await assign(db, org.id, MAFEG, FEEDBACK_TYPES.selfEvaluation, forms.self);
    await assign(db, org.id, MAFEG, FEEDBACK_TYPES.managerEvaluation, forms.manager);
    await assign(db, org.id, MAFEG, FEEDBACK_TYPES.documentation, forms.documentation);
    await assign(db, org.id, EHG, FEEDBACK_TYPES.documentation, forms.ehg);
  }
  t.app.organizationConfig.forget(org.id);
  employee.user.mentor_id = mentor.user.id;
  return { org, forms, employee, supervisor, preSupervisor, head, mentor, colleague, admin, peer };
}

/**
 * Stores a questionnaire of `processType` (the default one unless `pages` are given) and assigns it to the
 * process type's documentation, as HR does before such processes can be started.
 */
export async function assignDocumentationForm(
  t: TestApp,
  o: ProcessOrg,
  processType: number,
  overrides: { name?: string; pages?: unknown[] } = {},
): Promise<FormRow> {
  const form = await buildForm(t.app.db, {
    organizationId: o.org.id,
    name: overrides.name ?? `Documentation ${processType}`,
    questionnaireType: processType,
    pages: overrides.pages,
  });
  await assign(t.app.db, o.org.id, processType, FEEDBACK_TYPES.documentation, form);
  t.app.organizationConfig.forget(o.org.id);
  return form;
}

/** A nomination form with a career development element only (nothing mandatory, so it can be submitted). */
export const nominationPages = () => [
  page('n1', [
    el('career', 'customElement', {
      customComponent: 'careerDevelopment',
      title: t2('Planned development', 'Geplante Entwicklung'),
    }),
  ]),
];

/** A process organization (see buildProcessOrg) whose promotion workflow has the nomination form. */
export async function buildPromotionOrg(t: TestApp): Promise<ProcessOrg> {
  const o = await buildProcessOrg(t);
  await assignDocumentationForm(t, o, PROCESS_TYPES.PROMOTION, {
    name: 'Nomination',
    pages: nominationPages(),
  });
  return o;
}

/** A small HTTP client over inject() for one person. */
export function client(t: TestApp, who: Person | Record<string, string>) {
  const headers =
    'headers' in who && typeof who.headers === 'object'
      ? (who as Person).headers
      : (who as Record<string, string>);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Creates a process through HTTP as `creator` and returns it; throws unless 201. */
export async function createProcess(
  t: TestApp,
  creator: Person,
  recipientId: number,
  processType: number = PROCESS_TYPES.MAFEG,
  extra: Record<string, unknown> = {},
): Promise<Process & { feedbackOf: (type: number) => number }> {
  const res = await client(t, creator).post('/api/Feedbacks', { recipientId, processType, ...extra });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  const process = res.json() as Process;
  return {
    ...process,
    feedbackOf: (type: number) => {
      const found = process.feedbacks.find((f) => f.feedbackType === type);
      if (!found) throw new Error(`no feedback of type ${type}`);
      return found.id;
    },
  };
}

/** Sets the talk date of a process through HTTP as `who` (an ISO date-time); fails unless 200. */
export async function setTalkDate(t: TestApp, who: Person, processId: number, talkDate: string) {
  return expectStatus(await client(t, who).post('/api/FeedbackTalkDate', { processId, talkDate }), 200);
}

/** A talkround of the organization. */
export async function buildTalkround(
  db: Kysely<Database>,
  organizationId: number,
  overrides: Partial<{
    processType: number;
    name: string;
    startDate: string;
    endDate: string;
    finished: boolean;
  }> = {},
) {
  return db
    .insertInto('talkrounds')
    .values({
      organization_id: organizationId,
      process_type: overrides.processType ?? 1,
      name: overrides.name ?? `MAFEG ${crypto.randomBytes(2).toString('hex')}`,
      start_date: overrides.startDate ?? '2025-07-01',
      end_date: overrides.endDate ?? '2026-06-15',
      finished: overrides.finished ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The civil date `offset` days from today (UTC), as YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * An EHG talkround of the organization (`round`: its name and dates) with an EHG process of the employee in it,
 * created by the supervisor, who sets its talk date to `inDays` days from now at `hours`:`minutes` UTC.
 */
export async function buildEhgTalk(
  t: TestApp,
  o: ProcessOrg,
  round: { name: string; startDate: string; endDate: string },
  talkAt: { inDays: number; hours: number; minutes?: number },
) {
  const { EHG } = PROCESS_TYPES;
  const { id: roundId } = await buildTalkround(t.app.db, o.org.id, { processType: EHG, ...round });
  const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG, { talkroundId: roundId });
  const talk = new Date(Date.now() + talkAt.inDays * 86_400_000);
  talk.setUTCHours(talkAt.hours, talkAt.minutes ?? 0, 0, 0);
  await setTalkDate(t, o.supervisor, process.id, talk.toISOString());
  return { roundId, process, talk };
}

/** Fails with the answer's body when the status is not the expected one (clearer than a bare number diff). */
export function expectStatus(res: LightMyRequestResponse, status: number): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res;
}

/** Saves the comment of an element (no item) of a feedback through `api`; fails unless 200. */
export async function saveComment(
  api: ReturnType<typeof client>,
  feedbackId: number,
  elementId: string,
  comment: string,
) {
  return expectStatus(
    await api.post('/api/FeedbackComments', { feedbackId, elementId, itemId: null, comment }),
    200,
  );
}

/** Saves the value of a scale question of a feedback through `api`; fails unless 200. */
export async function saveItemValue(
  api: ReturnType<typeof client>,
  feedbackId: number,
  elementId: string,
  value: number,
) {
  return expectStatus(await api.post('/api/feedbackValues/item', { feedbackId, elementId, value }), 200);
}

/** Saves an open goal `title` (id goal-1, nothing under it) in the target field d-goals of a documentation. */
export async function saveGoal(api: ReturnType<typeof client>, feedbackId: number, title: string) {
  const target = { id: 'goal-1', title, status: 0, subTargets: [], actions: [] };
  return expectStatus(
    await api.post('/api/Feedbacks/Targets/SaveTarget', { feedbackId, elementId: 'd-goals', target }),
    200,
  );
}

/**
 * Answers the rest of the mandatory questions of a self-evaluation (evaluationPages('s'), or with prefix 'm' a
 * manager evaluation) whose overall score is already saved: the highlights comment and both skills rows; then
 * it can be submitted.
 */
export async function completeSelfEvaluation(
  api: ReturnType<typeof client>,
  feedbackId: number,
  prefix: 's' | 'm' = 's',
) {
  await saveComment(api, feedbackId, `${prefix}-highlights`, 'ok');
  for (const itemId of ['teamwork', 'ownership'])
    expectStatus(
      await api.post('/api/feedbackValues/matrix', {
        feedbackId,
        elementId: `${prefix}-skills`,
        itemId,
        value: 3,
      }),
      200,
    );
}

/** The conference process types, as the PDC/EDC tests name them. */
export const PDC = PROCESS_TYPES.PDC;
export const EDC = PROCESS_TYPES.EDC;

export type ConferenceOrg = ProcessOrg & { pdcRound: number; edcRound: number };

/**
 * A process organization with PDC/EDC enabled (or not), a preparation questionnaire (the documentation, type 3)
 * for PDC and EDC, and a PDC talkround (sales department managers, 2098) and an EDC one (sales experts, 2099).
 */
export async function buildConferenceOrg(t: TestApp, enabled = true): Promise<ConferenceOrg> {
  const o = await buildProcessOrg(t);
  await t.app.db
    .updateTable('organizations')
    .set({ settings: JSON.stringify({ pdcEdcEnabled: enabled }) })
    .where('id', '=', o.org.id)
    .execute();
  t.app.organizations.forget(o.org.slug);
  const preparation = [
    page('c1', [el('c-notes', 'textQuestion', { title: t2('Assessment', 'Einschätzung') })]),
  ];
  for (const processType of [PDC, EDC])
    await assignDocumentationForm(t, o, processType, {
      name: `Conference ${processType}`,
      pages: preparation,
    });
  const pdcRound = await buildTalkround(t.app.db, o.org.id, {
    processType: PDC,
    name: 'PDC Vertrieb Abteilungsleitung 2098',
    startDate: '2098-09-01',
    endDate: '2098-12-31',
  });
  const edcRound = await buildTalkround(t.app.db, o.org.id, {
    processType: EDC,
    name: 'EDC Vertrieb Experten 2099',
    startDate: '2099-01-01',
    endDate: '2099-03-31',
  });
  return { ...o, pdcRound: pdcRound.id, edcRound: edcRound.id };
}

/** Sets the conference (talk) date of a process directly, at 09:00 UTC of `day`. */
export const setConferenceDate = (t: TestApp, processId: number, day: string) =>
  t.app.db
    .updateTable('processes')
    .set({ talk_date: new Date(`${day}T09:00:00Z`) })
    .where('id', '=', processId)
    .execute();
