import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';
import { E2E_DATA_DIR } from './e2e-server';
import { api, expectRefusedSaveRetried, hubConnected, rate, signInAs, write } from './feedback-helpers';

test('an anonymous feedback: shared by e-mail, filled in without sign-in, submitted once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // HR shares the EHG questionnaire with an outside address; the e-mail with the link lands in the pickup folder
  const link = await shareWithGuest(browser, 'EHG');

  // the guest opens it in a fresh browser: no sign-in
  const guestContext = await browser.newContext();
  const g = await guestContext.newPage();
  await g.goto(link.path);
  await expect(g.getByTestId('anonymous-page')).toContainText('Erwartungsgespräch');
  await expect(g.getByTestId('top-bar')).toHaveCount(0);

  // submitting too early lists what is missing, focused, without asking first
  await g.getByTestId('anonymous-submit').click();
  await expect(g.getByTestId('missing-answers')).toBeFocused();
  await expect(g.getByRole('dialog')).toHaveCount(0);

  await write(g, 'eh-expect-manager', 'Klare Prioritäten im Quartal.');
  await write(g, 'eh-expect-employee', 'Mehr Rückmeldung zu Entwürfen.');
  await rate(g, 'eh-clarity', 4);
  await g.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  await g.keyboard.type('Kurze Wochenabstimmung');
  await g.keyboard.press('Tab');
  await g.getByTestId('anonymous-submit').click();
  // submitting cannot be undone: the page asks first, as every feedback form does
  await g.getByRole('dialog').getByRole('button', { name: 'Abgeben', exact: true }).click();
  await expect(g.getByTestId('anonymous-thanks')).toBeVisible();

  // after a reload the link says it was submitted: no form that looks editable, nothing left to submit
  await g.reload();
  await expect(g.getByTestId('anonymous-already-submitted')).toContainText('bereits abgegeben');
  await expect(g.locator('#root_eh-expect-manager_comment')).toHaveCount(0);
  await expect(g.getByTestId('anonymous-submit')).toHaveCount(0);

  // a changed token opens nothing
  await g.goto(`${link.path.slice(0, -4)}AAAA`);
  await expect(g.getByTestId('anonymous-page')).toContainText('Dieser Feedback-Link ist ungültig');
  await guestContext.close();
});

test('a guest writes a goal in an anonymous shared form; it is there after a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  // HR shares the PDP questionnaire, which has a goals field, with an outside address
  const link = await shareWithGuest(browser, 'PDP');

  const guestContext = await browser.newContext();
  const g = await guestContext.newPage();
  await g.goto(link.path);
  await expect(g.getByTestId('anonymous-page')).toContainText('Persönlicher Entwicklungsplan');
  const goals = g.getByRole('region', { name: 'Ziele und Maßnahmen' });
  await goals.getByRole('button', { name: 'Ziel hinzufügen' }).click();
  const title = g.locator('#root_pd-goals_targets_0_title');
  await title.fill('Eine Fachkonferenz besuchen');
  await title.blur();
  await expect(g.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  await g.reload();
  await expect(g.locator('#root_pd-goals_targets_0_title')).toHaveValue('Eine Fachkonferenz besuchen');
  await guestContext.close();
});

test('a guest whose save fails sees it in the sticky bar and at the question; it is retried until saved', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const link = await shareWithGuest(browser, 'EHG');
  // a phone: the form is far longer than the window
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 700 } });
  const g = await guestContext.newPage();
  await g.goto(link.path);
  await expect(g.getByTestId('anonymous-page')).toContainText('Erwartungsgespräch');

  // the last question, far down the form: out of sight of the page's top
  await expectRefusedSaveRetried(g, 'eh-notes', 'Bitte früher einladen', {
    whileRefused: async () => {
      await expect(g.getByRole('heading', { level: 1 })).not.toBeInViewport();
      // one save state on the page: the bar's, not a second one at the top of the form
      await expect(g.getByTestId('save-state')).toHaveCount(1);
    },
  });
  await guestContext.close();
});

test('the one who shared reads the responses only together: notified, counted, released in blocks', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  // a questionnaire without mandatory questions: a score, a text, and a follow-up shown for a low score
  const form = await api<{ id: number }>(h, 'POST', '/Forms', {
    correlationId: crypto.randomUUID(),
    name: 'Pulsbefragung E2E',
    questionnaireType: 3,
    isDraft: false,
    pages: [
      {
        id: 'p1',
        pageIndex: 0,
        title: { 'de-DE': 'Puls', 'en-US': 'Pulse' },
        elements: [
          { id: 'mood', index: 0, type: 'scaleQuestion', title: { 'de-DE': 'Stimmung', 'en-US': 'Mood' } },
          {
            id: 'note',
            index: 1,
            type: 'textQuestion',
            title: { 'de-DE': 'Anmerkung', 'en-US': 'Note' },
            commentFieldType: 2,
          },
          {
            id: 'low',
            index: 2,
            type: 'grouping',
            title: { 'de-DE': 'Nachgefragt', 'en-US': 'Follow-up' },
            hasCondition: true,
            condition: { elementId: 'mood', operator: 'lessThan', value: 3 },
            elements: [
              {
                id: 'why',
                index: 0,
                type: 'textQuestion',
                title: { 'de-DE': 'Was fehlt?', 'en-US': 'What is missing?' },
                commentFieldType: 1,
              },
            ],
          },
        ],
      },
    ],
  });
  const shared = await api<{ feedbackId: number; emailId: number }>(h, 'POST', '/feedbacks/share', {
    email: 'puls@extern.example',
    formId: form.id,
  });
  await expect.poll(() => readMail(shared.emailId), { timeout: 15_000 }).toContain('/feedback/anonymous/');
  const link = anonymousLinkIn(readMail(shared.emailId)!, 'demo');

  // HR waits on the dashboard with the users hub connected: the bell hears of the submission
  const usersHub = hubConnected(h, 'users');
  await h.goto('/demo/dashboard');
  await usersHub;
  await expect(h.getByTestId('notifications-bell')).toBeVisible();

  const guestContext = await browser.newContext();
  const g = await guestContext.newPage();
  await g.goto(link.path);
  await expect(g.getByTestId('anonymous-page')).toContainText('Pulsbefragung E2E');
  // nothing answered: refused with a message beside the button
  await g.getByTestId('anonymous-submit').click();
  await expect(g.getByTestId('anonymous-empty')).toContainText('mindestens eine Frage');
  await expect(g.getByTestId('anonymous-thanks')).toHaveCount(0);
  // a low score shows the follow-up, which is answered, then the score goes up and hides it again
  await rate(g, 'mood', 2);
  await write(g, 'why', 'Mehr Zeit für Einarbeitung');
  await rate(g, 'mood', 4);
  await expect(g.locator('#root_why_comment')).toHaveCount(0);
  await write(g, 'note', 'Die Kaffeeküche ist ein Gewinn');
  await expect(g.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await g.getByTestId('anonymous-submit').click();
  // submitting cannot be undone: the page asks first, as every feedback form does
  await g.getByRole('dialog').getByRole('button', { name: 'Abgeben', exact: true }).click();
  await expect(g.getByTestId('anonymous-thanks')).toBeVisible();
  await expect(g.locator('#root_note_comment')).toHaveCount(0);
  await guestContext.close();

  // the bell counts it; the notification leads to all responses of the questionnaire, never to the one
  await expect(h.getByTestId('notifications-count')).toBeVisible();
  await h.getByTestId('notifications-bell').click();
  await h
    .getByTestId('notifications-list')
    .getByRole('button', { name: /Pulsbefragung E2E/ })
    .first()
    .click();
  await expect(h).toHaveURL(new RegExp(`/demo/admin/form/submissions/${form.id}$`));
  const responses = h.getByTestId('form-submissions-page');
  await expect(responses.getByTestId('submission-count')).toHaveText('1 abgeschickte Antwort');
  // one response alone could be traced back: it is counted, not shown (the demo's threshold is the default 5)
  await expect(responses.getByTestId('submissions-withheld')).toContainText('sobald 5 abgeschickt sind');
  await expect(responses).not.toContainText('Kaffeeküche');
  await expect(responses.getByTestId('scale-summary')).toHaveCount(0);

  // four more guests answer: the five are shown together, the texts by question, never by who or when
  for (const [mood, note] of [
    [5, 'Mehr Pausenräume'],
    [3, ''],
    [2, ''],
    [4, ''],
  ] as const) {
    const more = await api<{ feedbackId: number; emailId: number }>(h, 'POST', '/feedbacks/share', {
      email: 'puls@extern.example',
      formId: form.id,
    });
    await expect.poll(() => readMail(more.emailId), { timeout: 15_000 }).toContain('/feedback/anonymous/');
    await submitAsGuest(browser, anonymousLinkIn(readMail(more.emailId)!, 'demo'), mood, note);
  }
  await h.reload();
  await expect(responses.getByTestId('submission-count')).toHaveText('5 abgeschickte Antworten');
  await expect(responses.getByTestId('submissions-released')).toContainText('die ersten 5 Antworten');
  await expect(responses.getByTestId('scale-mood')).toContainText('Stimmung');
  await expect(responses.getByTestId('scale-mood').locator('td').nth(1)).toHaveText('18');
  await expect(responses.getByTestId('scale-mood')).toContainText('Wert 4: 2-mal');
  await expect(responses.getByTestId('submission-texts').locator('li')).toHaveText([
    'Die Kaffeeküche ist ein Gewinn',
    'Mehr Pausenräume',
  ]);
  // the follow-up answered while shown and then hidden again stays out
  await expect(responses).not.toContainText('Mehr Zeit für Einarbeitung');
  await expect(
    await new AxeBuilder({ page: h })
      .include('[data-testid=form-submissions-page]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze(),
  ).toMatchObject({ violations: [] });

  // the forms list links the count to the responses
  await h.goto('/demo/admin/forms');
  await expect(h.getByTestId(`form-submissions-${form.id}`)).toHaveText('5');
  await h.getByTestId(`form-submissions-${form.id}`).click();
  await expect(h.getByTestId('form-submissions-page')).toContainText('Pulsbefragung E2E');

  // the fulltext search never finds an anonymous answer: a hit would show it on its own
  const search = h.getByTestId('header-search');
  await search.fill('Kaffeeküche');
  await search.press('Enter');
  await expect(h.getByText('Keine Antworten mit „Kaffeeküche“.')).toBeVisible();
  await hr.close();
});

/** A guest answers the score (and a note) through the link's API, as the page does, and submits. */
async function submitAsGuest(
  browser: Browser,
  link: { feedbackId: number; token: string },
  mood: number,
  note: string,
) {
  const guest = await browser.newContext();
  const post = async (path: string, body: object) => {
    const res = await guest.request.post(`/api${path}`, {
      data: { feedbackId: link.feedbackId, accessToken: link.token, ...body },
      headers: { 'x-organization': 'demo' },
    });
    expect(res.status(), path).toBe(200);
  };
  await post('/feedbackValues/item', { elementId: 'mood', value: mood });
  if (note) await post('/FeedbackComments', { elementId: 'note', comment: note });
  await post('/Feedbacks/Submit', {});
  await guest.close();
}

/**
 * HR shares the published demo questionnaire whose name contains `name` with an outside address; the link from
 * the e-mail the worker wrote.
 */
async function shareWithGuest(browser: Browser, name: string) {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const { formsListItems: forms } = await api<{
    formsListItems: { id: number; name: string; isDraft: boolean }[];
  }>(hr.page, 'GET', '/Forms');
  const form = forms.find((f) => f.name.includes(name) && !f.isDraft)!;
  const shared = await api<{ feedbackId: number; emailId: number }>(hr.page, 'POST', '/feedbacks/share', {
    email: 'gast@extern.example',
    formId: form.id,
  });
  await hr.close();
  await expect.poll(() => readMail(shared.emailId), { timeout: 15_000 }).toContain('/feedback/anonymous/');
  const link = anonymousLinkIn(readMail(shared.emailId)!, 'demo');
  expect(link.feedbackId).toBe(shared.feedbackId);
  return link;
}

function readMail(emailId: number): string | null {
  try {
    return readPickedUpMail(E2E_DATA_DIR, emailId);
  } catch {
    return null;
  }
}
