import { expect, test } from '@playwright/test';
import { signInAs } from './feedback-helpers';

test('the side navigation leads an employee to his feedbacks and plan; supervisors find the plans', async ({
  browser,
}) => {
  const emil = await signInAs(browser, 'emil.employee@demo.example');
  const e = emil.page;
  const nav = e.getByTestId('side-nav');
  await expect(nav.getByTestId('nav-my-feedbacks')).toHaveText('Meine Feedbacks');
  await expect(nav.getByTestId('nav-pdp')).toHaveText('Mein Entwicklungsplan');
  // no entry of an area he cannot use
  await expect(nav.getByTestId('nav-employees')).toHaveCount(0);
  await nav.getByTestId('nav-my-feedbacks').click();
  await expect(e).toHaveURL(/\/demo\/my-feedbacks$/);
  await expect(e.getByTestId('my-feedbacks-page')).toBeVisible();
  await expect(nav.getByTestId('nav-my-feedbacks')).toHaveAttribute('aria-current', 'page');
  await nav.getByTestId('nav-pdp').click();
  await expect(e).toHaveURL(/\/demo\/pdp$/);
  await expect(e.getByTestId('pdp-page')).toBeVisible();
  await emil.close();

  const sara = await signInAs(browser, 'sara.supervisor@demo.example');
  await expect(sara.page.getByTestId('nav-pdp')).toHaveText('Entwicklungspläne');
  await sara.close();
});

test('/callback opened directly starts the sign-in; the favicon is served', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/callback');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByTestId('error-page-500')).toHaveCount(0);
  expect(errors).toEqual([]);

  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain('<svg');
});

test('the builder refuses to publish an unnamed questionnaire without questions and says what is missing', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const p = hr.page;
  await p.goto('/demo/admin/form/create');
  const problems = p.getByTestId('fb-problems');
  await expect(problems).toContainText('braucht mindestens eine Frage');
  await p.getByTestId('fb-form-name').fill('');
  await expect(problems).toContainText('braucht einen Namen');
  await p.getByTestId('fb-publish').click();
  await expect(p.getByTestId('fb-notice')).toContainText('kann nicht veröffentlicht werden');
  await expect(p).toHaveURL(/\/admin\/form\/create$/);

  // a name and a question: nothing is missing any more
  await p.getByTestId('fb-form-name').fill('Polish E2E');
  await p.getByTestId('fb-palette-scaleQuestion').focus();
  await p.keyboard.press('Enter');
  await expect(p.getByTestId('fb-card-e1')).toBeVisible();
  await expect(problems).toContainText('Keine Probleme');
  await hr.close();
});
