import { describe, expect, it } from 'vitest';
import {
  buildProcessOrg,
  client,
  completeSelfEvaluation,
  createProcess,
  expectStatus,
  saveItemValue,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const SELF = 1;
const MANAGER = 2;

async function mafeg() {
  const o = await buildProcessOrg(t);
  const process = await createProcess(t, o.employee, o.employee.user.id);
  return { o, process, self: process.feedbackOf(SELF), manager: process.feedbackOf(MANAGER) };
}

type Endpoint = {
  name: string;
  method: 'POST' | 'DELETE' | 'PUT';
  url: string | ((feedbackId: number) => string);
  body?: (feedbackId: number) => Record<string, unknown>;
};

const endpoints: Endpoint[] = [
  {
    name: 'POST /feedbackValues/item',
    method: 'POST',
    url: '/api/feedbackValues/item',
    body: (feedbackId) => ({ feedbackId, elementId: 's-overall', value: 4 }),
  },
  {
    name: 'POST /feedbackValues/matrix',
    method: 'POST',
    url: '/api/feedbackValues/matrix',
    body: (feedbackId) => ({ feedbackId, elementId: 's-skills', itemId: 'teamwork', value: 2 }),
  },
  {
    name: 'POST /FeedbackComments',
    method: 'POST',
    url: '/api/FeedbackComments',
    body: (feedbackId) => ({ feedbackId, elementId: 's-highlights', itemId: null, comment: 'A good year' }),
  },
  {
    name: 'POST /FeedbackTableItem',
    method: 'POST',
    url: '/api/FeedbackTableItem',
    body: (feedbackId) => ({
      feedbackId,
      elementId: 's-projects',
      rowId: 'r1',
      index: 0,
      cells: { project: 'CRM', result: 'Live' },
    }),
  },
  {
    name: 'PUT /Feedbacks/SetInProgress',
    method: 'PUT',
    url: '/api/Feedbacks/SetInProgress',
    body: (feedbackId) => ({ feedbackId }),
  },
];

function send(endpoint: Endpoint, headers: Record<string, string>, feedbackId: number, body?: unknown) {
  const url = typeof endpoint.url === 'function' ? endpoint.url(feedbackId) : endpoint.url;
  return t.app.inject({
    method: endpoint.method,
    url,
    headers,
    ...(endpoint.body ? { payload: (body ?? endpoint.body(feedbackId)) as object } : {}),
  });
}

describe.each(endpoints)('$name', (endpoint) => {
  it('401 without a token, 404 for a feedback of another organization, 400 for a bad body', async () => {
    const { o, self } = await mafeg();
    const anonymous = await send(endpoint, { 'x-organization': o.org.slug }, self);
    expect(anonymous.statusCode).toBe(401);
    const other = await mafeg();
    const foreign = await send(endpoint, o.employee.headers, other.self);
    expect(foreign.statusCode).toBe(404);
    const bad = await send(endpoint, o.employee.headers, self, { feedbackId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('/body/feedbackId');
  });

  it('403 for a donor without write access (mentor, supervisor on the self-evaluation)', async () => {
    const { o, self } = await mafeg();
    for (const who of [o.mentor, o.supervisor, o.colleague]) {
      const refused = await send(endpoint, who.headers, self);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NO_FEEDBACK_ACCESS');
    }
  });

  it('409 once the feedback is submitted, and the happy path before', async () => {
    const { o, self } = await mafeg();
    const ok = expectStatus(await send(endpoint, o.employee.headers, self), 200).json();
    expect(ok).toMatchObject({ feedbackId: self, statusId: 110, isInProgress: true });
    await t.app.db.updateTable('feedbacks').set({ is_submitted: true }).where('id', '=', self).execute();
    const late = await send(endpoint, o.employee.headers, self);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ACTION_NOT_ALLOWED_IN_STATUS', statusId: 110 });
  });
});

describe('saving values', () => {
  it('is idempotent: the same save twice stores one value and fires in progress once', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    for (let i = 0; i < 2; i++) await saveItemValue(api, self, 's-overall', 4);
    const rows = await t.app.db
      .selectFrom('feedback_item_values')
      .selectAll()
      .where('feedback_id', '=', self)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 4, value_state: 1 });
    const events = await t.app.db
      .selectFrom('process_events')
      .select('kind')
      .where('feedback_id', '=', self)
      .where('kind', '=', 'inProgress')
      .execute();
    expect(events).toHaveLength(1);
  });

  it("every save, the first and later ones, stores the answer and moves the feedback's updated_at", async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    const updatedAt = async () =>
      (
        await t.app.db
          .selectFrom('feedbacks')
          .select('updated_at')
          .where('id', '=', self)
          .executeTakeFirstOrThrow()
      ).updated_at.getTime();
    let before = await updatedAt();
    for (const value of [2, 3, 5]) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expectStatus(
        await api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value }),
        200,
      );
      const after = await updatedAt();
      expect(after).toBeGreaterThan(before);
      before = after;
      const stored = await t.app.db
        .selectFrom('feedback_item_values')
        .select('value')
        .where('feedback_id', '=', self)
        .executeTakeFirstOrThrow();
      expect(stored.value).toBe(value);
    }
  });

  it('400 naming the field for an answer the form does not take, and nothing is saved', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    const cases = [
      [{ feedbackId: self, elementId: 's-overall', value: 9 }, '/api/feedbackValues/item', '/body/value'],
      [{ feedbackId: self, elementId: 'nope', value: 1 }, '/api/feedbackValues/item', '/body/elementId'],
      [
        { feedbackId: self, elementId: 's-skills', itemId: 'nope', value: 1 },
        '/api/feedbackValues/matrix',
        '/body/itemId',
      ],
      // the "why" question is in a group shown only for a score below 3
      [
        { feedbackId: self, elementId: 's-why', itemId: null, comment: 'x' },
        '/api/FeedbackComments',
        '/body/elementId',
      ],
      [
        { feedbackId: self, elementId: 's-projects', rowId: 'r', index: 0, cells: { nope: 'x' } },
        '/api/FeedbackTableItem',
        '/body/cells',
      ],
    ] as const;
    for (const [body, url, path] of cases) {
      const res = await api.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe('INVALID_ANSWER');
      expect(res.json().errors[0].path.startsWith(path), res.body).toBe(true);
    }
    const stored = await t.app.db
      .selectFrom('feedback_item_values')
      .select('value')
      .where('feedback_id', '=', self)
      .execute();
    expect(stored).toEqual([]);
    const feedback = await t.app.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('id', '=', self)
      .executeTakeFirstOrThrow();
    expect(feedback.is_in_progress).toBe(false);
  });

  it('a blank comment does not mark in progress and clears the stored comment; null clears a value', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    const blank = expectStatus(
      await api.post('/api/FeedbackComments', {
        feedbackId: self,
        elementId: 's-highlights',
        itemId: null,
        comment: ' ',
      }),
      200,
    ).json();
    expect(blank).toMatchObject({ isInProgress: false, statusId: 100 });
    await api.post('/api/FeedbackComments', {
      feedbackId: self,
      elementId: 's-highlights',
      itemId: null,
      comment: 'Hi',
    });
    await api.post('/api/FeedbackComments', {
      feedbackId: self,
      elementId: 's-highlights',
      itemId: null,
      comment: '',
    });
    await api.post('/api/feedbackValues/matrix', {
      feedbackId: self,
      elementId: 's-skills',
      itemId: 'teamwork',
      value: 2,
    });
    await api.post('/api/feedbackValues/matrix', {
      feedbackId: self,
      elementId: 's-skills',
      itemId: 'teamwork',
      value: null,
    });
    const view = expectStatus(await api.get(`/api/Feedbacks?feedbackId=${self}`), 200).json();
    expect(view.values.comments).toEqual([]);
    expect(view.values.matrixValues).toEqual([]);
    expect(view.process.statusId).toBe(110);
  });

  it('table rows are upserted by row id, ordered by index, and deleted (404 for an unknown row)', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    const row = (rowId: string, index: number, project: string) =>
      api.post('/api/FeedbackTableItem', {
        feedbackId: self,
        elementId: 's-projects',
        rowId,
        index,
        cells: { project, result: '' },
      });
    await row('b', 1, 'Second');
    await row('a', 0, 'First');
    await row('b', 1, 'Second, renamed');
    const view = expectStatus(await api.get(`/api/Feedbacks?feedbackId=${self}`), 200).json();
    expect(
      view.values.tableItems.map((r: { rowId: string; cells: { project: string } }) => [
        r.rowId,
        r.cells.project,
      ]),
    ).toEqual([
      ['a', 'First'],
      ['b', 'Second, renamed'],
    ]);
    expectStatus(await api.delete(`/api/FeedbackTableItem?feedbackId=${self}&rowId=a`), 200);
    expect((await api.delete(`/api/FeedbackTableItem?feedbackId=${self}&rowId=a`)).statusCode).toBe(404);
    expect((await api.delete(`/api/FeedbackTableItem?feedbackId=${self}`)).statusCode).toBe(400);
    expect(
      (await client(t, o.mentor).delete(`/api/FeedbackTableItem?feedbackId=${self}&rowId=b`)).statusCode,
    ).toBe(403);
  });
});

describe('POST /Feedbacks/Submit, PUT /Feedbacks/Approve, PUT /Feedbacks/Veto', () => {
  it('401, 400, 403, 404 and 409', async () => {
    const { o, self, manager } = await mafeg();
    const other = await mafeg();
    for (const [method, url] of [
      ['POST', '/api/Feedbacks/Submit'],
      ['PUT', '/api/Feedbacks/Approve'],
      ['PUT', '/api/Feedbacks/Veto'],
    ] as const) {
      const call = (headers: Record<string, string>, feedbackId: number) =>
        t.app.inject({
          method,
          url,
          headers,
          payload: url.endsWith('Veto') ? { feedbackId, comment: 'x' } : { feedbackId },
        });
      expect((await call({ 'x-organization': o.org.slug }, self)).statusCode).toBe(401);
      const bad = await call(o.employee.headers, 0);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('/body/feedbackId');
      expect((await call(o.employee.headers, other.self)).statusCode).toBe(404);
      expect((await call(o.mentor.headers, self)).statusCode).toBe(403);
    }
    // the supervisor never approves the self-evaluation: 403; the employee cannot approve an unsubmitted one
    expect(
      (await client(t, o.employee).put('/api/Feedbacks/Approve', { feedbackId: manager })).statusCode,
    ).toBe(403);
    // submit twice: the second is refused (409) and nothing moves again
    const api = client(t, o.employee);
    await api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 4 });
    await completeSelfEvaluation(api, self);
    expectStatus(await api.post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    const again = await api.post('/api/Feedbacks/Submit', { feedbackId: self });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACTION_NOT_ALLOWED_IN_STATUS');
  });

  it('two simultaneous submits of one feedback make exactly one transition', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    await api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 4 });
    await completeSelfEvaluation(api, self);
    const results = await Promise.all([
      api.post('/api/Feedbacks/Submit', { feedbackId: self }),
      api.post('/api/Feedbacks/Submit', { feedbackId: self }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const submitted = await t.app.db
      .selectFrom('process_events')
      .select(['from_status', 'to_status'])
      .where('feedback_id', '=', self)
      .where('kind', '=', 'submitted')
      .execute();
    expect(submitted).toEqual([{ from_status: 110, to_status: 120 }]);
  });

  it('self and manager submitted at the same moment: one after the other, 110 -> 120|130 -> 140', async () => {
    const { o, self, manager } = await mafeg();
    const fill = async (who: typeof o.employee, feedbackId: number, prefix: 's' | 'm') => {
      const api = client(t, who);
      await api.post('/api/feedbackValues/item', { feedbackId, elementId: `${prefix}-overall`, value: 4 });
      await api.post('/api/FeedbackComments', {
        feedbackId,
        elementId: `${prefix}-highlights`,
        itemId: null,
        comment: 'ok',
      });
      for (const itemId of ['teamwork', 'ownership'])
        await api.post('/api/feedbackValues/matrix', {
          feedbackId,
          elementId: `${prefix}-skills`,
          itemId,
          value: 3,
        });
    };
    await fill(o.employee, self, 's');
    await fill(o.supervisor, manager, 'm');
    const [a, b] = await Promise.all([
      client(t, o.employee).post('/api/Feedbacks/Submit', { feedbackId: self }),
      client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId: manager }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const moves = await t.app.db
      .selectFrom('process_events')
      .select(['from_status', 'to_status'])
      .where('process_id', '=', a.json().processId)
      .where('kind', '=', 'submitted')
      .orderBy('id')
      .execute();
    expect(moves).toHaveLength(2);
    expect(moves[0].from_status).toBe(110);
    expect([120, 130]).toContain(moves[0].to_status);
    expect(moves[1]).toEqual({ from_status: moves[0].to_status, to_status: 140 });
  });
});
