import { describe, expect, it } from 'vitest';
import {
  buildProcessOrg,
  client,
  completeSelfEvaluation,
  createProcess,
  expectStatus,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

/**
 * A single answer save writes its value together with the reads after the process lock and checks afterwards
 * (one round trip less): whatever is refused must leave nothing behind, and the first save's
 * transition must still happen exactly once when saves and steps run at the same time.
 */
const { t } = useTestApp();

const SELF = 1;

async function mafeg() {
  const o = await buildProcessOrg(t);
  const process = await createProcess(t, o.employee, o.employee.user.id);
  return { o, self: process.feedbackOf(SELF) };
}

const itemValues = (feedbackId: number) =>
  t.app.db
    .selectFrom('feedback_item_values')
    .select(['element_id', 'value'])
    .where('feedback_id', '=', feedbackId)
    .orderBy('element_id')
    .execute();

const feedbackRow = (feedbackId: number) =>
  t.app.db
    .selectFrom('feedbacks')
    .select(['updated_at', 'is_in_progress', 'status', 'is_submitted'])
    .where('id', '=', feedbackId)
    .executeTakeFirstOrThrow();

const eventsOf = (feedbackId: number, kind: string) =>
  t.app.db
    .selectFrom('process_events')
    .select(['from_status', 'to_status'])
    .where('feedback_id', '=', feedbackId)
    .where('kind', '=', kind)
    .execute();

describe('an answer save written ahead of its checks', () => {
  it('401 and 404 store nothing; a refused save (403, 400, 409) leaves no value and no touch', async () => {
    const { o, self } = await mafeg();
    const before = await feedbackRow(self);
    const save = { feedbackId: self, elementId: 's-overall', value: 4 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/feedbackValues/item', payload: save })).statusCode,
    ).toBe(401);
    const other = await buildProcessOrg(t);
    expect((await client(t, other.employee).post('/api/feedbackValues/item', save)).statusCode).toBe(404);
    // the mentor may read but not write the self-evaluation
    const refused = await client(t, o.mentor).post('/api/feedbackValues/item', save);
    expect(refused.statusCode).toBe(403);
    // a value the scale does not take, an element the form does not have
    const api = client(t, o.employee);
    const invalid = await api.post('/api/feedbackValues/item', { ...save, value: 9 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('INVALID_ANSWER');
    const unknown = await api.post('/api/feedbackValues/item', { ...save, elementId: 'no-such-element' });
    expect(unknown.statusCode).toBe(400);
    expect(await itemValues(self)).toEqual([]);
    const after = await feedbackRow(self);
    expect(after.updated_at.getTime()).toBe(before.updated_at.getTime());
    expect(after.is_in_progress).toBe(false);
    expect(await eventsOf(self, 'inProgress')).toEqual([]);

    // once submitted, a save is refused (409) and the stored answer stays
    await api.post('/api/feedbackValues/item', save);
    await completeSelfEvaluation(api, self);
    expectStatus(await api.post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    const stored = await itemValues(self);
    const late = await api.post('/api/feedbackValues/item', { ...save, value: 2 });
    expect(late.statusCode).toBe(409);
    expect(await itemValues(self)).toEqual(stored);
  });

  it('first saves at the same time mark the feedback in progress exactly once', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((value) =>
        api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventsOf(self, 'inProgress')).toHaveLength(1);
    const row = await feedbackRow(self);
    expect(row.is_in_progress).toBe(true);
    const values = await itemValues(self);
    expect(values).toHaveLength(1);
    expect([1, 2, 3, 4, 5]).toContain(values[0]!.value);
  });

  it('a save at the same time as the submit either lands before it or is refused and stores nothing', async () => {
    const { o, self } = await mafeg();
    const api = client(t, o.employee);
    await api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 4 });
    await completeSelfEvaluation(api, self);
    const [submit, save] = await Promise.all([
      api.post('/api/Feedbacks/Submit', { feedbackId: self }),
      // 5, not a low score: a low score opens the mandatory "why" group, and a save that lands first would then
      // rightly make the submit refuse (MANDATORY_MISSING) instead of racing it
      api.post('/api/feedbackValues/item', { feedbackId: self, elementId: 's-overall', value: 5 }),
    ]);
    expect(submit.statusCode).toBe(200);
    expect([200, 409]).toContain(save.statusCode);
    const overall = (await itemValues(self)).find((v) => v.element_id === 's-overall');
    // refused: the value from before the submit; accepted: the save ran first, the submit took its value
    expect(overall?.value).toBe(save.statusCode === 409 ? 4 : 5);
    expect(await eventsOf(self, 'submitted')).toEqual([{ from_status: 110, to_status: 120 }]);
    expect((await feedbackRow(self)).is_submitted).toBe(true);
  });
});
