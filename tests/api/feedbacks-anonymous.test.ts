import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareResult } from '../../src/engine/api/feedbacks-answers';
import { buildForm, buildOrg } from './helpers/factories';
import { buildPerson, client, expectStatus, type Person } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';

const { t } = useTestApp();
let designer: Person;
let reader: Person;
let formId: number;
let slug: string;
beforeAll(async () => {
  const org = await buildOrg(t.app.db, { name: 'Anon AG' });
  slug = org.slug;
  const person = (roles: string[]) => buildPerson(t, org, { roles, firstName: 'Dora' });
  designer = await person(['dpt.forms.read', 'dpt.forms.write']);
  reader = await person(['dpt.forms.read']);
  formId = (await buildForm(t.app.db, { organizationId: org.id, name: 'Teamklima' })).id;
});

/** Shares the form and returns the link's feedback id and token, read from the e-mail the worker wrote. */
async function share(email = 'gast@extern.example') {
  const res = expectStatus(await client(t, designer).post('/api/feedbacks/share', { email, formId }), 200);
  const { feedbackId, emailId } = res.json<ShareResult>();
  await t.app.mail.kick();
  const eml = readPickedUpMail(t.config.dataDir, emailId);
  const link = anonymousLinkIn(eml, slug);
  expect(link.feedbackId).toBe(feedbackId);
  return { feedbackId, emailId, token: link.token, eml };
}

/** A caller without sign-in: only the page's organization. */
const anonymous = () => client(t, { 'x-organization': slug });

describe('POST /feedbacks/share', () => {
  it('refuses without sign-in (401), without forms write (403), with a bad address (400)', async () => {
    const body = { email: 'a@b.example', formId };
    expectStatus(await anonymous().post('/api/feedbacks/share', body), 401);
    expectStatus(await client(t, reader).post('/api/feedbacks/share', body), 403);
    const bad = expectStatus(
      await client(t, designer).post('/api/feedbacks/share', { email: 'not an address', formId }),
      400,
    );
    expect(bad.json().errors[0].path).toContain('email');
    expectStatus(await client(t, designer).post('/api/feedbacks/share', { formId }), 400);
  });

  it("answers 404 for another organization's form and queues nothing", async () => {
    const other = await buildForm(t.app.db);
    const before = await t.app.db.selectFrom('emails').select('id').execute();
    const res = await client(t, designer).post('/api/feedbacks/share', {
      email: 'a@b.example',
      formId: other.id,
    });
    expectStatus(res, 404);
    expect(await t.app.db.selectFrom('emails').select('id').execute()).toHaveLength(before.length);
  });

  it('sends an e-mail with the link in German and English; only a hash of the token is stored', async () => {
    const { feedbackId, emailId, token, eml } = await share('kollegin@extern.example');
    expect(eml).toContain('To: kollegin@extern.example');
    expect(eml).toContain('Teamklima');
    expect(eml).toMatch(/Your feedback is requested/);
    const email = await t.app.db
      .selectFrom('emails')
      .selectAll()
      .where('id', '=', emailId)
      .executeTakeFirstOrThrow();
    expect(email.status).toBe(3);
    expect(email.sending_date_time).not.toBeNull();
    const row = await t.app.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('id', '=', feedbackId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      feedback_type: 10,
      process_id: null,
      form_id: formId,
      shared_by_id: designer.user.id,
    });
    expect(row.access_token_hash).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(43);
  });
});

describe('an anonymous feedback by its link', () => {
  it('is read without sign-in with the token, and refused with a wrong one or another organization', async () => {
    const { feedbackId, token } = await share();
    const view = expectStatus(
      await anonymous().get(`/api/Feedbacks?feedbackId=${feedbackId}&accessToken=${token}`),
      200,
    ).json();
    expect(view.form.name).toBe('Teamklima');
    expect(view.feedback).toMatchObject({ id: feedbackId, processId: null, donor: null, isSubmitted: false });
    expect(view.allowedActions).toMatchObject({ edit: true, submit: true, approve: false });
    expect(view.process).toBeUndefined();

    const wrong = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const refused = await anonymous().get(`/api/Feedbacks?feedbackId=${feedbackId}&accessToken=${wrong}`);
    expect(expectStatus(refused, 404).json().code).toBe('ANONYMOUS_LINK_INVALID');
    const elsewhere = await buildOrg(t.app.db);
    const otherOrg = await client(t, { 'x-organization': elsewhere.slug }).get(
      `/api/Feedbacks?feedbackId=${feedbackId}&accessToken=${token}`,
    );
    expect(expectStatus(otherOrg, 404).json().code).toBe('ANONYMOUS_LINK_INVALID');
    // without a token the call needs a sign-in, and a signed-in user does not reach it as a process feedback
    expectStatus(await anonymous().get(`/api/Feedbacks?feedbackId=${feedbackId}`), 401);
    expectStatus(await client(t, designer).get(`/api/Feedbacks?feedbackId=${feedbackId}`), 404);
  });

  it('saves answers, lists missing mandatory ones on submit, and is closed for good once submitted', async () => {
    const { feedbackId, token } = await share();
    const save = (value: number | null) =>
      anonymous().post('/api/feedbackValues/item', {
        feedbackId,
        elementId: 'q1',
        value,
        accessToken: token,
      });

    const missing = expectStatus(
      await anonymous().post('/api/Feedbacks/Submit', { feedbackId, accessToken: token }),
      400,
    ).json();
    expect(missing.code).toBe('MANDATORY_MISSING');
    expect(missing.missing.map((m: { elementId: string }) => m.elementId)).toEqual(['q1']);

    expect(expectStatus(await save(9), 400).json().code).toBe('INVALID_ANSWER');
    const saved = expectStatus(await save(4), 200).json();
    expect(saved).toMatchObject({ feedbackId, processId: null, isInProgress: true, isSubmitted: false });
    expectStatus(await save(4), 200); // a retry changes nothing
    const comment = await anonymous().post('/api/FeedbackComments', {
      feedbackId,
      elementId: 'q1',
      comment: 'Offene Runde',
      accessToken: token,
    });
    // checked like a signed-in save: this scale question takes no comment
    expect(expectStatus(comment, 400).json().errors[0].message).toBe('commentNotAllowed');

    const submitted = expectStatus(
      await anonymous().post('/api/Feedbacks/Submit', { feedbackId, accessToken: token }),
      200,
    ).json();
    expect(submitted).toMatchObject({ isSubmitted: true });
    const after = expectStatus(await save(2), 409).json();
    expect(after.code).toBe('FEEDBACK_SUBMITTED');

    const view = expectStatus(
      await anonymous().get(`/api/Feedbacks?feedbackId=${feedbackId}&accessToken=${token}`),
      200,
    ).json();
    // closed, and the answers are no longer read through the link (they are read only together with others)
    expect(view.feedback).toMatchObject({ isSubmitted: true });
    expect(view.values.itemValues).toEqual([]);
    expect(view.allowedActions).toMatchObject({ edit: false, submit: false });
  });

  it("a token does not open another feedback, and a value call with a token can't reach a process feedback", async () => {
    const first = await share();
    const second = await share();
    const crossed = await anonymous().post('/api/feedbackValues/item', {
      feedbackId: second.feedbackId,
      elementId: 'q1',
      value: 3,
      accessToken: first.token,
    });
    expect(expectStatus(crossed, 404).json().code).toBe('ANONYMOUS_LINK_INVALID');
    const stored = await t.app.db
      .selectFrom('feedback_item_values')
      .select('value')
      .where('feedback_id', '=', second.feedbackId)
      .execute();
    expect(stored).toEqual([]);
  });
});
