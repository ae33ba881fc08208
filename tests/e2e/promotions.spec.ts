import { expect, test } from '@playwright/test';
import { api, choose, closeOpenProcesses, openDropdown, signInAs } from './feedback-helpers';
import { visit } from './page-walk';
import type { PromotionList } from '../../src/engine/api/promotions';

test('HR checks the hard facts and confirms a submitted nomination on /promotions', async ({ browser }) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  // the demo nomination of Paula Peters, submitted by her supervisor
  const { result } = await api<PromotionList>(h, 'GET', '/promotions');
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
  await expect(t.getByText('The nomination was started.')).toBeVisible();
  const row = t.getByTestId(/^promotion-row-/).filter({ hasText: 'Ben Becker' });
  await expect(row).toBeVisible();
  await t.getByRole('button', { name: 'Open promotion of Ben Becker' }).click();
  const detail = t.getByTestId('promotion-detail');
  // the path's choices are named as in the full form's career element
  await detail.getByTestId('career-path').getByText('Professional', { exact: true }).click();
  await expect(detail.getByRole('radio', { name: 'Professional', exact: true })).toBeChecked();
  await choose(t, 'career-position', 'Senior Backoffice Clerk');
  // the position's list closes (with an animation) before the date's opens: read only the date's options
  await expect(t.getByRole('listbox')).toHaveCount(0);
  await expect(t.getByTestId('career-position')).toContainText('Senior Backoffice Clerk');
  await openDropdown(t, 'career-date');
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

test('outside the April and October rounds the page says why a nomination is possible all the same', async ({
  browser,
}) => {
  // Ben Becker starts without an open nomination (another test nominates him)
  const admin = await signInAs(browser, 'anna.admin@demo.example');
  await closeOpenProcesses(admin.page, 4, 'BBEC');
  await admin.close();
  const tom = await signInAs(browser, 'tom.teamlead@demo.example');
  const t = tom.page;
  try {
    // a day between the rounds: the next one (1 April 2027) opens on 31 January 2027
    await t.clock.setFixedTime(new Date('2026-11-02T10:00:00Z'));
    await visit(t, '/demo/promotions');
    const hints = t.getByTestId('promotion-hints');
    await expect(hints.getByTestId('promotion-round')).toHaveText(
      'No nomination round for 1 April or 1 October is open today; the next one opens on 01/31/2027 for 04/01/2027.',
    );
    await expect(hints.getByTestId('promotion-round-why')).toContainText(
      'promotions into other positions take effect on the first of any month',
    );
    // and the rule agrees: nominating is offered and taken (the server joins it to the next round)
    await t.getByTestId('promotion-add').click();
    await choose(t, 'promotion-add-employee', /Becker, Ben/);
    await t.getByTestId('promotion-add-submit').click();
    await expect(t.getByTestId('promotion-add-dialog')).toHaveCount(0);
    await expect(
      t
        .getByTestId(/^promotion-row-/)
        .filter({ hasText: 'Ben Becker' })
        .first(),
    ).toBeVisible();

    // inside a round: it is named, and nothing needs explaining
    await t.clock.setFixedTime(new Date('2026-09-01T10:00:00Z'));
    await visit(t, '/demo/dashboard');
    await visit(t, '/demo/promotions');
    await expect(hints.getByTestId('promotion-round')).toHaveText('Nominations are open for 10/01/2026.');
    await expect(hints.getByTestId('promotion-round-why')).toHaveCount(0);
  } finally {
    await tom.close();
  }
});

test("the nomination's career choices are named as in the full form and fit a phone", async ({ browser }) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  try {
    await h.setViewportSize({ width: 390, height: 844 });
    const { result } = await api<PromotionList>(h, 'GET', '/promotions');
    await visit(h, '/demo/promotions');
    await h.getByTestId(`promotion-open-${result[0]!.processId}`).click();
    const path = h.getByTestId('promotion-detail').getByTestId('career-path');
    for (const name of ['Fachkarriere', 'Führungskarriere', 'Expertenkarriere'])
      await expect(path.getByRole('radio', { name, exact: true })).toHaveCount(1);
    // every choice is whole: inside the dialog's content and not cut off
    const cut = await path.locator('.dpt-choice span').evaluateAll((spans) => {
      const content = spans[0]!.closest('.p-dialog-content')!.getBoundingClientRect();
      return spans
        .filter((span) => {
          const box = span.getBoundingClientRect();
          return box.left < content.left || box.right > content.right || span.scrollWidth > span.clientWidth;
        })
        .map((span) => span.textContent);
    });
    expect(cut).toEqual([]);
  } finally {
    await hr.close();
  }
});
