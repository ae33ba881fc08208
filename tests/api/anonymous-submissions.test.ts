import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareResult } from '../../src/engine/api/feedbacks-answers';
import type {
  FormSubmissions,
  ScaleSummary,
  SubmissionCounts,
} from '../../src/engine/api/feedbacks-submissions';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';
import { buildForm, buildOrg, buildUser } from './helpers/factories';
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

beforeAll(async () => {
  const org = await buildOrg(t.app.db, { name: 'Umfrage AG' });
  slug = org.slug;
  const person = (roles: string[]) => buildPerson(t, org, { roles });
  designer = await person(['dpt.forms.read', 'dpt.forms.write']);
  colleague = await person(['dpt.forms.read', 'dpt.forms.write']);
  stranger = await person([]);
  formId = (await buildForm(t.app.db, { organizationId: org.id, name: 'Teamklima', pages })).id;
});

const anonymous = () => client(t, { 'x-organization': slug });

/** Shares the form as `who`; the link's feedback id and token from the e-mail. */
async function share(who: Person = designer) {
  const res = expectStatus(
    await client(t, who).post('/api/feedbacks/share', { email: 'gast@extern.example', formId }),
    200,
  );
  const { feedbackId, emailId } = res.json<ShareResult>();
  await t.app.mail.kick();
  const link = anonymousLinkIn(readPickedUpMail(t.config.dataDir, emailId), slug);
  return { feedbackId, token: link.token };
}

/** A guest answers through the link and submits. */
async function answerAndSubmit(mood: number, note: string, why?: number, who?: Person) {
  const { feedbackId, token } = await share(who);
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
  return feedbackId;
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

  it('tells the person who shared it with an in-app notification leading to the submission', async () => {
    const feedbackId = await answerAndSubmit(4, 'Gute Stimmung');
    const notes = expectStatus(
      await client(t, designer).get(`/api/Notifications/${designer.user.subject}`),
      200,
    ).json<{ kind: string; params: { form?: string }; routeData: unknown; message: string }[]>();
    const note = notes.find(
      (n) => n.kind === 'anonymousSubmitted' && JSON.stringify(n.routeData).includes(String(feedbackId)),
    );
    expect(note).toMatchObject({
      params: { form: 'Teamklima' },
      routeData: { routeName: 'anonymous-submission', id: feedbackId },
    });
    expect(note!.message).toMatch(/Teamklima/);
    const others = expectStatus(
      await client(t, colleague).get(`/api/Notifications/${colleague.user.subject}`),
      200,
    ).json<{ kind: string }[]>();
    expect(others.filter((n) => n.kind === 'anonymousSubmitted')).toEqual([]);
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

  it("lists the caller's submissions of the form with the scales summed up; others see none of them", async () => {
    const read = async () =>
      expectStatus(
        await client(t, designer).get(`/api/feedbacks/anonymous/submissions/${formId}`),
        200,
      ).json<FormSubmissions>();
    const scale = (scales: ScaleSummary[], id: string) => scales.find((s) => s.elementId === id)!;
    const before = await read();
    const first = await answerAndSubmit(5, 'Prima', 3);
    const second = await answerAndSubmit(2, '', undefined);
    // shared by someone else: not the designer's to read
    await answerAndSubmit(1, 'Anderer Link', undefined, colleague);
    // shared but not submitted: not counted
    await share();

    const list = await read();
    expect(list.name).toBe('Teamklima');
    expect(list.count).toBe(before.count + 2);
    expect(list.submissions.slice(0, 2).map((s) => s.feedbackId)).toEqual([second, first]);
    const mine = await t.app.db
      .selectFrom('feedbacks')
      .select('id')
      .where('shared_by_id', '=', designer.user.id)
      .where('is_submitted', '=', true)
      .execute();
    expect(list.submissions.map((s) => s.feedbackId).sort()).toEqual(mine.map((r) => r.id).sort());
    // both scores count; the first submission's follow-up answer is hidden (its score was 5): it does not
    const mood = scale(list.scales, 'mood');
    expect(mood.count - scale(before.scales, 'mood').count).toBe(2);
    expect(mood.sum - scale(before.scales, 'mood').sum).toBe(7);
    expect(mood.average).toBe(Math.round((mood.sum / mood.count) * 100) / 100);
    expect(scale(list.scales, 'why').count).toBe(scale(before.scales, 'why').count);

    const counts = expectStatus(
      await client(t, designer).get('/api/feedbacks/anonymous/submissions'),
      200,
    ).json<SubmissionCounts>();
    expect(counts.forms).toHaveLength(1);
    expect(counts.forms[0]!.count).toBe(list.count);
  });
});

describe('GET /feedbacks/anonymous/submission/{feedbackId}', () => {
  it('shows the submission read-only to the one who shared it; 403 to a colleague, 404 elsewhere', async () => {
    const feedbackId = await answerAndSubmit(3, 'Ruhige Woche');
    const url = `/api/feedbacks/anonymous/submission/${feedbackId}`;
    expectStatus(await anonymous().get(url), 401);
    expectStatus(await client(t, designer).get('/api/feedbacks/anonymous/submission/0'), 400);
    expectStatus(await client(t, stranger).get(url), 403);
    expect(expectStatus(await client(t, colleague).get(url), 403).json().code).toBe('FORBIDDEN');

    const view = expectStatus(await client(t, designer).get(url), 200).json();
    expect(view.feedback).toMatchObject({ id: feedbackId, processId: null, isSubmitted: true, donor: null });
    expect(view.form.name).toBe('Teamklima');
    expect(view.values.comments).toEqual([{ elementId: 'note', itemId: null, comment: 'Ruhige Woche' }]);
    expect(view.allowedActions).toMatchObject({ read: true, edit: false, submit: false });

    // not submitted yet, or of another organization: there is nothing to read
    const open = await share();
    expectStatus(
      await client(t, designer).get(`/api/feedbacks/anonymous/submission/${open.feedbackId}`),
      404,
    );
    const elsewhere = await buildOrg(t.app.db);
    const outsider = await buildUser(t.app.db, {
      organizationId: elsewhere.id,
      roles: ['dpt.full_admin'],
    });
    const outside = client(t, {
      authorization: `Bearer ${await t.tokenFor(outsider.subject)}`,
      'x-organization': elsewhere.slug,
    });
    expectStatus(await outside.get(url), 404);
  });
});

describe('the fulltext search over anonymous answers', () => {
  it('finds a submitted anonymous answer for the one who shared it, and for nobody else', async () => {
    const feedbackId = await answerAndSubmit(4, 'Kaffeemaschine reparieren');
    const search = async (who: Person) =>
      expectStatus(await client(t, who).get('/api/fulltextsearch/Kaffeemaschine'), 200).json<{
        results: { feedbackId: number; processId: number | null; excerpt: string }[];
      }>().results;
    const found = await search(designer);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ feedbackId, processId: null, processType: null, recipient: null });
    expect(found[0]!.excerpt).toContain('Kaffeemaschine');
    expect(await search(colleague)).toEqual([]);
  });
});
