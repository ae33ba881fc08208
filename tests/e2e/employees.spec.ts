import { expect, test } from '@playwright/test';
import { choose, hubJoined, signInAs } from './feedback-helpers';

test('HR finds an employee by search, changes the position and sees it in the history; an open page follows', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  await h.getByRole('link', { name: 'Mitarbeitende' }).click();
  await expect(h.getByTestId('employees-page')).toBeVisible();
  await h.getByTestId('employees-search').fill('Lang');
  const table = h.getByTestId('employees-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await h.getByTestId('employee-link-LLAN').click();
  await expect(h.getByRole('heading', { name: 'Lena Lang' })).toBeVisible();
  await expect(h.getByTestId('employee-field-position')).toHaveValue('Vertriebsmitarbeiterin');

  // a reader of the user area has the same employee open
  const manager = await signInAs(browser, 'max.manager@demo.example');
  const m = manager.page;
  // the open page hears of changes once its connection has joined the person's group
  const joined = hubJoined(m, 'users');
  await m.goto('/demo/admin/user/LLAN');
  await expect(m.getByTestId('employee-field-position')).toHaveValue('Vertriebsmitarbeiterin');
  await joined;
  await expect(m.getByTestId('employee-field-position')).not.toBeEditable();
  await expect(m.getByTestId('employee-save')).toHaveCount(0);

  await h.getByTestId('employee-field-position').fill('Senior Vertriebsmitarbeiterin');
  await h.getByTestId('employee-save').click();
  await expect(h.getByText('Die Person wurde gespeichert.')).toBeVisible();
  await expect(m.getByTestId('employee-field-position')).toHaveValue('Senior Vertriebsmitarbeiterin');

  await h.getByRole('tab', { name: 'Änderungshistorie' }).click();
  const history = h.getByTestId('employee-history');
  const row = history.locator('tbody tr').filter({ hasText: 'Position' }).first();
  await expect(row).toContainText('Vertriebsmitarbeiterin');
  await expect(row).toContainText('Senior Vertriebsmitarbeiterin');
  await expect(row).toContainText('Hanna Hoffmann');

  // a supervisor cycle is explained before anything is sent
  await h.getByRole('tab', { name: 'Stammdaten' }).click();
  await h.goto('/demo/admin/user/SSCH');
  await choose(h, 'employee-field-supervisorId', /Lang, Lena/);
  await h.getByTestId('employee-save').click();
  await expect(h.getByTestId('employee-error-supervisorId')).toContainText('Kreis');
  await manager.close();
  await hr.close();
});

test('the Employees entry and pages are only for the user area', async ({ browser }) => {
  const emil = await signInAs(browser, 'emil.employee@demo.example');
  const e = emil.page;
  await expect(e.getByRole('link', { name: 'Mitarbeitende' })).toHaveCount(0);
  await e.goto('/demo/admin/users');
  await expect(e).toHaveURL(/error-403/);
  await emil.close();
});
