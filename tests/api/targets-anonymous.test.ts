import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareResult } from '../../src/engine/api/feedbacks-answers';
import { buildForm, buildOrg, buildUser } from './helpers/factories';
import { client, expectStatus, type Person } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';

const { t } = useTestApp({ config: { seedDemoData: false } });
let designer: Person;
let formId: number;
let slug: string;
let otherSlug: string;

const t2 = (en: string, de: string) => ({ 'de-DE': de, 'en-US': en });

beforeAll(async () => {
  const org = await buildOrg(t.app.db, { name: 'Ziele AG' });
  slug = org.slug;
  otherSlug = (await buildOrg(t.app.db)).slug;
  const user = await buildUser(t.app.db, {
    organizationId: org.id,
    roles: ['dpt.forms.read', 'dpt.forms.write'],
  });
  designer = {
    user,
    headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': slug },
  };
  const form = await buildForm(t.app.db, {
    organizationId: org.id,
    name: 'Ziele im Team',
    pages: [
      {
        id: 'p1',
        pageIndex: 0,
        title: t2('Goals', 'Ziele'),
        elements: [
          { id: 'a-note', index: 0, type: 'textQuestion', title: t2('Note', 'Notiz') },
          {
            id: 'a-goals',
            index: 1,
            type: 'targetField',
            title: t2('Your goals', 'Ihre Ziele'),
            mandatoryComment: true,
          },
        ],
      },
    ],
  });
  formId = form.id;
});

/** Shares the form and returns the link's feedback id and token, read from the e-mail the worker wrote. */
async function share() {
  const res = expectStatus(
    await client(t, designer).post('/api/feedbacks/share', { email: 'gast@extern.example', formId }),
    200,
  );
  const { feedbackId, emailId } = res.json<ShareResult>();
  await t.app.mail.kick();
  return { feedbackId, token: anonymousLinkIn(readPickedUpMail(t.config.dataDir, emailId), slug).token };
}

/** A caller without sign-in, on the page of an organization. */
const anonymous = (organization = slug) => client(t, { 'x-organization': organization });
const goal = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Goal ${id}`,
  status: 0,
  subTargets: [],
  actions: [],
  ...extra,
});
const SAVE = '/api/Feedbacks/Targets/SaveTarget';
const del = (id: string) => `/api/Feedbacks/Targets/DeleteTarget/${id}`;
const storedGoals = (feedbackId: number) =>
  t.app.db.selectFrom('targets').selectAll().where('feedback_id', '=', feedbackId).execute();

describe('goals in an anonymous shared form (SaveTarget / DeleteTarget with accessToken)', () => {
  it('refuses without a token (401), with a wrong link (404), without feedbackId or a target field (400), with a bad status (400); nothing stored', async () => {
    const { feedbackId, token } = await share();
    const body = { feedbackId, elementId: 'a-goals', target: goal('g-0') };
    expectStatus(await anonymous().post(SAVE, body), 401);
    const wrong = expectStatus(await anonymous().post(SAVE, { ...body, accessToken: `${token}x` }), 404);
    expect(wrong.json().code).toBe('ANONYMOUS_LINK_INVALID');
    const foreign = await anonymous(otherSlug).post(SAVE, { ...body, accessToken: token });
    expect(foreign.json().code).toBe('ANONYMOUS_LINK_INVALID');
    const noFeedback = expectStatus(
      await anonymous().post(SAVE, { elementId: 'a-goals', target: goal('g-0'), accessToken: token }),
      400,
    );
    expect(noFeedback.json().errors[0].path).toBe('/body/feedbackId');
    const notATargetField = expectStatus(
      await anonymous().post(SAVE, { ...body, elementId: 'a-note', accessToken: token }),
      400,
    );
    expect(notATargetField.json().code).toBe('NOT_A_TARGET_FIELD');
    const badStatus = expectStatus(
      await anonymous().post(SAVE, { ...body, target: goal('g-0', { status: 50 }), accessToken: token }),
      400,
    );
    expect(badStatus.json().code).toBe('INVALID_TARGET_STATUS');
    expectStatus(await anonymous().post(del('g-0'), { feedbackId, elementId: 'a-goals' }), 401);
    expect(await storedGoals(feedbackId)).toEqual([]);
  });

  it('saves goals bound to the feedback without an owner, shows them, deletes one, submits; then read-only', async () => {
    const { feedbackId, token } = await share();
    const api = anonymous();
    const base = { feedbackId, elementId: 'a-goals', accessToken: token };
    // the mandatory goal field is missing until a goal is there
    const missing = expectStatus(
      await api.post('/api/Feedbacks/Submit', { feedbackId, accessToken: token }),
      400,
    );
    expect(missing.json().code).toBe('MANDATORY_MISSING');

    const saved = expectStatus(await api.post(SAVE, { ...base, target: goal('g-1') }), 200).json();
    expect(saved).toMatchObject({
      id: 'g-1',
      ownerId: null,
      feedbackId,
      elementId: 'a-goals',
      canEdit: true,
    });
    // a retried save with a change updates the same goal
    expectStatus(
      await api.post(SAVE, { ...base, target: goal('g-1', { title: 'Lead the retro', status: 20 }) }),
      200,
    );
    expectStatus(await api.post(SAVE, { ...base, target: goal('g-2') }), 200);
    const rows = await storedGoals(feedbackId);
    expect(rows.map((r) => [r.id, r.owner_id, r.process_id, r.title, r.status])).toEqual([
      ['g-1', null, null, 'Lead the retro', 20],
      ['g-2', null, null, 'Goal g-2', 0],
    ]);

    const view = expectStatus(
      await api.get(`/api/Feedbacks?feedbackId=${feedbackId}&accessToken=${encodeURIComponent(token)}`),
      200,
    ).json();
    expect(view.feedback).toMatchObject({ isInProgress: true, isSubmitted: false });
    expect(view.values.targets).toEqual([
      {
        elementId: 'a-goals',
        targets: [
          expect.objectContaining({ id: 'g-1', title: 'Lead the retro' }),
          expect.objectContaining({ id: 'g-2' }),
        ],
      },
    ]);

    const deleted = expectStatus(await api.post(del('g-2'), base), 200).json();
    expect(deleted).toEqual({ id: 'g-2', deleted: true });
    // a retried delete is no error
    expect(expectStatus(await api.post(del('g-2'), base), 200).json()).toEqual({ id: 'g-2', deleted: false });
    // the sharer's own goals do not list the anonymous ones
    const own = expectStatus(await client(t, designer).get('/api/Feedbacks/Targets/GetTargets'), 200).json();
    expect(own.targets).toEqual([]);

    expectStatus(await api.post('/api/Feedbacks/Submit', { feedbackId, accessToken: token }), 200);
    const late = expectStatus(await api.post(SAVE, { ...base, target: goal('g-3') }), 409);
    expect(late.json().code).toBe('FEEDBACK_SUBMITTED');
    expectStatus(await api.post(del('g-1'), base), 409);
    expect((await storedGoals(feedbackId)).map((r) => r.id)).toEqual(['g-1']);
  });

  it("cannot reach another feedback's goal by its id", async () => {
    const first = await share();
    const second = await share();
    const save = (link: { feedbackId: number; token: string }, id: string) =>
      anonymous().post(SAVE, {
        feedbackId: link.feedbackId,
        elementId: 'a-goals',
        accessToken: link.token,
        target: goal(id),
      });
    expectStatus(await save(first, 'shared-id'), 200);
    // the other link's goal answers as a missing one: no 409 that tells it exists, nor where it lives
    const taken = expectStatus(await save(second, 'shared-id'), 404);
    expect(taken.json().code).toBe('NOT_FOUND');
    const removed = await anonymous().post(del('shared-id'), {
      feedbackId: second.feedbackId,
      elementId: 'a-goals',
      accessToken: second.token,
    });
    // and a delete through the other link finds nothing, as for a missing id
    expect(expectStatus(removed, 200).json()).toEqual({ id: 'shared-id', deleted: false });
    expect((await storedGoals(first.feedbackId)).map((r) => r.id)).toEqual(['shared-id']);
  });
});
