import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareResult } from '../../src/engine/api/feedbacks-answers';
import type { FormSubmissions, SubmissionCounts } from '../../src/engine/api/feedbacks-submissions';
import type { AppNotification } from '../../src/engine/api/notifications';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';
import { buildForm, buildOrg } from './helpers/factories';
import { buildPerson, client, expectStatus, type Person } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const t_ = (de: string, en: string) => ({ 'de-DE': de, 'en-US': en });
/** A questionnaire without mandatory answers: a scale, a text, and a scale shown only for a low first score. */
const pages = [
  {
    id: 'p1',
    pageIndex: 0,
    title: t_('Seite 1', 'Page 1'),
    elements: [
      {
        id: 'mood',
        index: 0,
        type: 'scaleQuestion',
        title: t_('Stimmung', 'Mood'),
        minValue: 1,
        maxValue: 5,
      },
      { id: 'note', index: 1, type: 'textQuestion', title: t_('Anmerkung', 'Note'), commentFieldType: 2 },
      {
        id: 'low',
        index: 2,
        type: 'grouping',
        title: t_('Nachgefragt', 'Follow-up'),
        hasCondition: true,
        condition: { elementId: 'mood', operator: 'lessThan', value: 3 },
        elements: [
          { id: 'why', index: 0, type: 'scaleQuestion', title: t_('Warum', 'Why'), minValue: 1, maxValue: 3 },
        ],
      },
    ],
  },
];

const { t } = useTestApp();
let designer: Person;
let colleague: Person;
let stranger: Person;
let formId: number;
let slug: string;
let orgId: number;

beforeAll(async () => {
  const org = await buildOrg(t.app.db, { name: 'Umfrage AG' });
  slug = org.slug;
  orgId = org.id;
  // the organization's anonymity threshold (5 by default) decides the block size
  await t.app.db
    .updateTable('organizations')
    .set({ settings: JSON.stringify({ reportingAnonymityThreshold: 3 }) })
    .where('id', '=', org.id)
    .execute();
  const person = (roles: string[]) => buildPerson(t, org, { roles });
  designer = await person(['dpt.forms.read', 'dpt.forms.write']);
  colleague = await person(['dpt.forms.read', 'dpt.forms.write']);
  stranger = await person([]);
  formId = (await buildForm(t.app.db, { organizationId: org.id, name: 'Teamklima', pages })).id;
});

const anonymous = () => client(t, { 'x-organization': slug });

/** Shares the form as `who`; the link's feedback id and token from the e-mail. */
async function share(who: Person = designer, form = formId) {
  const res = expectStatus(
    await client(t, who).post('/api/feedbacks/share', { email: 'gast@extern.example', formId: form }),
    200,
  );
  const { feedbackId, emailId } = res.json<ShareResult>();
  await t.app.mail.kick();
  const link = anonymousLinkIn(readPickedUpMail(t.config.dataDir, emailId), slug);
  return { feedbackId, token: link.token };
}

/** A guest answers through the link and submits. */
async function answerAndSubmit(mood: number, note: string, why?: number, who?: Person, form = formId) {
  const { feedbackId, token } = await share(who, form);
  const post = (url: string, body: object) =>
    anonymous().post(url, { feedbackId, accessToken: token, ...body });
  expectStatus(await post('/api/feedbackValues/item', { elementId: 'mood', value: mood }), 200);
  if (note) expectStatus(await post('/api/FeedbackComments', { elementId: 'note', comment: note }), 200);
  if (why !== undefined) {
    // answered while the follow-up was shown, then the first score changed: the answer stays stored but hidden
    expectStatus(await post('/api/feedbackValues/item', { elementId: 'mood', value: 1 }), 200);
    expectStatus(await post('/api/feedbackValues/item', { elementId: 'why', value: why }), 200);
    expectStatus(await post('/api/feedbackValues/item', { elementId: 'mood', value: mood }), 200);
  }
  expectStatus(await post('/api/Feedbacks/Submit', {}), 200);
  return { feedbackId, token };
}

describe('submitting an anonymous feedback', () => {
  it('refuses a submission with every answer empty (400), and accepts it once something is answered', async () => {
    const { feedbackId, token } = await share();
    const submit = () => anonymous().post('/api/Feedbacks/Submit', { feedbackId, accessToken: token });
    const empty = expectStatus(await submit(), 400).json();
    expect(empty).toMatchObject({
      code: 'ANONYMOUS_SUBMISSION_EMPTY',
      messageKey: 'errors.ANONYMOUS_SUBMISSION_EMPTY',
    });
    // a blank text is no answer either
    const blank = { feedbackId, accessToken: token, elementId: 'note', comment: '   ' };
    expectStatus(await anonymous().post('/api/FeedbackComments', blank), 200);
    expect(expectStatus(await submit(), 400).json().code).toBe('ANONYMOUS_SUBMISSION_EMPTY');
    const note = { ...blank, comment: 'Alles gut' };
    expectStatus(await anonymous().post('/api/FeedbackComments', note), 200);
    expect(expectStatus(await submit(), 200).json()).toMatchObject({ isSubmitted: true });
  });

  it('tells the person who shared it with a notification leading to all answers together, not to the one', async () => {
    const before = expectStatus(
      await client(t, designer).get(`/api/Notifications/${designer.user.subject}`),
      200,
    ).json<AppNotification[]>();
    await answerAndSubmit(4, 'Gute Stimmung');
    const notes = expectStatus(
      await client(t, designer).get(`/api/Notifications/${designer.user.subject}`),
      200,
    ).json<AppNotification[]>();
    const note = notes.find((n) => n.kind === 'anonymousSubmitted' && !before.some((b) => b.id === n.id));
    expect(note).toMatchObject({
      params: { form: 'Teamklima' },
      routeData: { routeName: 'anonymous-submissions', id: formId },
    });
    expect(note!.message).toMatch(/Teamklima/);
    const others = expectStatus(
      await client(t, colleague).get(`/api/Notifications/${colleague.user.subject}`),
      200,
    ).json<AppNotification[]>();
    expect(others.filter((n) => n.kind === 'anonymousSubmitted')).toEqual([]);
  });

  it('shows no answer through the link once submitted: the link also stands in the e-mail history', async () => {
    const { feedbackId, token } = await answerAndSubmit(3, 'Ruhige Woche', 2);
    const view = expectStatus(
      await anonymous().get(`/api/Feedbacks?feedbackId=${feedbackId}&accessToken=${token}`),
      200,
    ).json();
    expect(view.feedback).toMatchObject({ isSubmitted: true, processId: null, donor: null });
    expect(view.values).toMatchObject({ itemValues: [], matrixValues: [], comments: [], tableItems: [] });
    expect(JSON.stringify(view)).not.toContain('Ruhige Woche');
    expect(view.allowedActions).toMatchObject({ read: true, edit: false, submit: false });
  });
});

describe('GET /feedbacks/anonymous/submissions/{formId}', () => {
  it('refuses without sign-in (401), a bad id (400), without forms access (403)', async () => {
    const url = `/api/feedbacks/anonymous/submissions/${formId}`;
    expectStatus(await anonymous().get(url), 401);
    expectStatus(await client(t, designer).get('/api/feedbacks/anonymous/submissions/abc'), 400);
    expectStatus(await client(t, stranger).get(url), 403);
    expectStatus(await client(t, stranger).get('/api/feedbacks/anonymous/submissions'), 403);
  });

  it("answers 404 for another organization's form", async () => {
    const other = await buildForm(t.app.db, { pages });
    expectStatus(await client(t, designer).get(`/api/feedbacks/anonymous/submissions/${other.id}`), 404);
  });

  it('shows answers only together, in whole blocks of three, oldest first, so no visit singles one out', async () => {
    const form = (await buildForm(t.app.db, { organizationId: orgId, name: 'Pulsbefragung', pages })).id;
    const read = async () =>
      expectStatus(
        await client(t, designer).get(`/api/feedbacks/anonymous/submissions/${form}`),
        200,
      ).json<FormSubmissions>();
    const scale = (list: FormSubmissions, id: string) => list.scales.find((s) => s.elementId === id)!;
    const answer = (mood: number, note: string, why?: number) =>
      answerAndSubmit(mood, note, why, designer, form);

    await answer(5, 'Prima', 3);
    await answer(2, '');
    // one and two answers: counted, nothing of them shown
    const two = await read();
    expect(two).toMatchObject({ name: 'Pulsbefragung', count: 2, threshold: 3, releasedCount: 0, texts: [] });
    expect(scale(two, 'mood')).toMatchObject({
      count: 0,
      sum: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
    });
    expect(JSON.stringify(two)).not.toMatch(/Prima|"feedbackId"|submittedAt/);

    // shared by someone else, and shared but not submitted: neither counts
    await answerAndSubmit(1, 'Anderer Link', undefined, colleague, form);
    await share(designer, form);
    await answer(4, 'Kaffee fehlt');
    const three = await read();
    expect(three).toMatchObject({ count: 3, releasedCount: 3 });
    // the first submission's follow-up answer is hidden (its score was 5): it does not count
    expect(scale(three, 'mood')).toMatchObject({
      count: 3,
      sum: 11,
      average: 3.67,
      distribution: [0, 1, 0, 1, 1],
    });
    expect(scale(three, 'why').count).toBe(0);
    // by question and text, never in the order they came in
    expect(three.texts.map((x) => x.text)).toEqual(['Kaffee fehlt', 'Prima']);
    expect(three.texts[0]).toMatchObject({
      elementId: 'note',
      itemId: null,
      title: { 'de-DE': 'Anmerkung' },
    });

    // a fourth answer changes nothing that is shown: the difference of two visits names no one's answer
    await answer(1, 'Zu viele Meetings');
    const four = await read();
    expect(four.count).toBe(4);
    expect({ ...four, count: 3 }).toEqual(three);

    await answer(3, 'Alles gut');
    await answer(5, '');
    const six = await read();
    expect(six).toMatchObject({ count: 6, releasedCount: 6 });
    expect(scale(six, 'mood')).toMatchObject({ count: 6, sum: 20 });
    expect(six.texts.map((x) => x.text)).toEqual(['Alles gut', 'Kaffee fehlt', 'Prima', 'Zu viele Meetings']);

    const counts = expectStatus(
      await client(t, designer).get('/api/feedbacks/anonymous/submissions'),
      200,
    ).json<SubmissionCounts>();
    expect(counts.forms.find((f) => f.count === 6)).toEqual({ correlationId: expect.any(String), count: 6 });
  });

  it('has no route that shows one submission on its own', async () => {
    const { feedbackId } = await answerAndSubmit(3, 'Einzeln');
    expectStatus(await client(t, designer).get(`/api/feedbacks/anonymous/submission/${feedbackId}`), 404);
  });
});

describe('the fulltext search over anonymous answers', () => {
  it('finds no anonymous answer, not even for the one who shared it', async () => {
    await answerAndSubmit(4, 'Kaffeemaschine reparieren');
    for (const who of [designer, colleague])
      expect(
        expectStatus(await client(t, who).get('/api/fulltextsearch/Kaffeemaschine'), 200).json().results,
      ).toEqual([]);
  });
});
