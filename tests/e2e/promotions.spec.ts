import { expect, test } from '@playwright/test';
import { api, choose, signInAs } from './feedback-helpers';

type Promotion = { processId: number; statusId: number; recipient: { shorthand: string } };

test('HR checks the hard facts and confirms a submitted nomination on /promotions', async ({ browser }) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  // the demo nomination of Paula Peters, submitted by her supervisor
  const { result } = await api<{ result: Promotion[] }>(h, 'GET', '/promotions');
  const paula = result.find((p) => p.recipient.shorthand === 'PPET' && p.statusId === 420)!;
  expect(paula).toBeDefined();

  await h.goto('/demo/promotions');
  await expect(h.getByTestId('promotion-hints')).toContainText('1. April und 1. Oktober');
  const row = h.getByTestId(`promotion-row-${paula.processId}`).locator('xpath=ancestor::tr');
  await expect(row).toContainText('Nominierung eingereicht');
  await h.getByTestId(`promotion-open-${paula.processId}`).click();
  const detail = h.getByTestId('promotion-detail');
  await expect(detail).toContainText('Beförderung von Paula Peters');

  await detail.getByTestId('hardfacts-state').getByRole('button', { name: 'Erfüllt', exact: true }).click();
  await expect(detail.getByText('Entscheidung gespeichert.')).toBeVisible();
  await detail.getByTestId('promotion-confirm').click();
  await expect(detail.getByTestId('promotion-status')).toHaveText('Beförderung bestätigt');
  await h.keyboard.press('Escape');
  await expect(row).toContainText('Beförderung bestätigt');
  await expect(row).toContainText('Erfüllt');
  await hr.close();
});

test('a supervisor (English UI) nominates an employee and may pick only the dates the position allows', async ({
  browser,
}) => {
  const tom = await signInAs(browser, 'tom.teamlead@demo.example');
  const t = tom.page;
  await t.goto('/demo/promotions');
  await t.getByTestId('promotion-add').click();
  await choose(t, 'promotion-add-employee', /Becker, Ben/);
  await t.getByTestId('promotion-add-submit').click();
  const row = t.getByTestId(/^promotion-row-/).filter({ hasText: 'Ben Becker' });
  await expect(row).toBeVisible();
  await t.getByRole('button', { name: 'Open promotion of Ben Becker' }).click();
  const detail = t.getByTestId('promotion-detail');
  await detail.getByTestId('career-path').getByRole('button', { name: 'Professional', exact: true }).click();
  await choose(t, 'career-position', 'Senior Backoffice Clerk');
  // the position's list closes (with an animation) before the date's opens: read only the date's options
  await expect(t.getByRole('listbox')).toHaveCount(0);
  await expect(t.getByTestId('career-position')).toContainText('Senior Backoffice Clerk');
  await t.getByTestId('career-date').click();
  await expect(t.getByRole('listbox')).toHaveCount(1);
  const options = t.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toMatch(/^(04|10)\/01\/\d{4}$/);
  await options.first().click();
  await detail.getByTestId('career-data').fill('Übernimmt die Einarbeitung neuer Kolleginnen.');
  await detail.getByTestId('career-save').click();
  await expect(detail.getByText('Career data saved.')).toBeVisible();
  await t.keyboard.press('Escape');
  await expect(row.locator('xpath=ancestor::tr')).toContainText('Senior Sachbearbeiter/in Backoffice');
  await tom.close();
});
