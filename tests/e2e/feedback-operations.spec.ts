import { expect, test } from '@playwright/test';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { api, choose, closeOpenProcesses, signInAs } from './feedback-helpers';
import type { Process, ProcessList } from '../../src/engine/api/feedbacks-answers';

const { EHG } = PROCESS_TYPES;

test('HR copies a process, sets its status and changes its form on /processes', async ({ browser }) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  await closeOpenProcesses(h, EHG, 'BBEC');
  const users = await api<{ id: number; shorthand: string }[]>(h, 'GET', '/Users');
  const ben = users.find((u) => u.shorthand === 'BBEC')!;
  const process = await api<Process>(h, 'POST', '/Feedbacks', { recipientId: ben.id, processType: EHG });

  // the filters live in the URL and survive a reload
  await h.goto(`/demo/processes?scope=all&type=${EHG}&kw=Becker`);
  await h.reload();
  await expect(h.getByTestId('filter-type')).toContainText('EHG');
  await expect(h.getByTestId('filter-kw')).toHaveValue('Becker');
  const row = h.getByTestId(`process-row-${process.id}`);
  await expect(row).toBeVisible();

  // set the status (administrators)
  await h.getByTestId(`process-actions-${process.id}`).click();
  await h.getByRole('menuitem', { name: 'Status setzen …' }).click();
  await choose(h, 'set-status-select', /210 · Gespräch terminiert/);
  await h.getByTestId('set-status-submit').click();
  await expect(h.getByText('Der Status wurde gesetzt.')).toBeVisible();
  await expect(row.locator('xpath=ancestor::tr')).toContainText('Gespräch terminiert');

  // change the form: a confirmation warns that input may be lost; the process starts over
  await h.getByTestId(`process-actions-${process.id}`).click();
  await h.getByRole('menuitem', { name: 'Formular ändern …' }).click();
  await choose(h, 'change-form-select', /Erwartungsgespräch/);
  await h.getByTestId('change-form-submit').click();
  await expect(h.getByText('Eingaben können endgültig verloren gehen', { exact: false })).toBeVisible();
  await h.getByRole('button', { name: 'Formular ändern', exact: true }).click();
  await expect(h.getByText('Das Formular wurde geändert.')).toBeVisible();
  await expect(row.locator('xpath=ancestor::tr')).toContainText('Nicht begonnen');

  // copy: asks first and explains that the copy will be a second open process; cancelling copies nothing
  await h.getByTestId(`process-actions-${process.id}`).click();
  await h.getByRole('menuitem', { name: 'Kopieren' }).click();
  const copyDialog = h.getByRole('dialog', { name: 'Prozess kopieren?' });
  await expect(copyDialog.getByTestId('copy-process-open-warning')).toContainText('zweiter offener Prozess');
  await copyDialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(copyDialog).toBeHidden();
  await h.getByTestId(`process-actions-${process.id}`).click();
  await h.getByRole('menuitem', { name: 'Kopieren' }).click();
  await copyDialog.getByRole('button', { name: 'Kopieren', exact: true }).click();
  // a second process of the employee appears
  await expect(h.getByText('Der Prozess wurde kopiert.')).toBeVisible();
  const { result } = await api<ProcessList>(h, 'GET', `/Process/${EHG}`);
  const copies = result.filter((p) => p.recipient?.shorthand === 'BBEC' && !p.isClosed);
  expect(copies).toHaveLength(2);
  for (const copy of copies) await expect(h.getByTestId(`process-row-${copy.id}`)).toBeVisible();
  await hr.close();
});
