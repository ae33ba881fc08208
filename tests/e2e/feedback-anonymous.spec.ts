import { expect, test, type Browser } from '@playwright/test';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';
import { E2E_DATA_DIR } from './e2e-server';
import { api, rate, signInAs, write } from './feedback-helpers';

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

  // submitting too early lists what is missing
  await g.getByTestId('anonymous-submit').click();
  await expect(g.getByTestId('missing-answers')).toBeVisible();

  await write(g, 'eh-expect-manager', 'Klare Prioritäten im Quartal.');
  await write(g, 'eh-expect-employee', 'Mehr Rückmeldung zu Entwürfen.');
  await rate(g, 'eh-clarity', 4);
  await g.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  await g.keyboard.type('Kurze Wochenabstimmung');
  await g.keyboard.press('Tab');
  await g.getByTestId('anonymous-submit').click();
  await expect(g.getByTestId('anonymous-thanks')).toBeVisible();

  // after a reload the answers are there, read-only, and there is nothing left to submit
  await g.reload();
  await expect(g.locator('#root_eh-expect-manager_comment')).toHaveValue('Klare Prioritäten im Quartal.');
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
