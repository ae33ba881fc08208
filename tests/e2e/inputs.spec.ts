import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { choose, openDropdown, signInAs } from './feedback-helpers';

test('goal editor: "add" moves focus into the new row, rows name their inputs, an empty row is dropped', async ({
  browser,
}) => {
  const employee = await signInAs(browser, 'clara.clausen@demo.example');
  const e = employee.page;
  await e.goto('/demo/targets');
  const mine = e.getByTestId('goals-personal');
  await e.getByTestId('goal-add-personal').click();
  const goal = mine.getByTestId('goal').last();
  const title = goal.locator('input[id$="_title"]').first();
  // focus is in the new goal's title: typing goes there
  await expect(title).toBeFocused();
  await e.keyboard.type('Präsentieren lernen');
  await title.blur();

  // "add sub-goal": focus moves to the new row; a space typed now goes into it and adds no rows
  await goal.getByRole('button', { name: 'Teilziel hinzufügen' }).click();
  const subTitle = goal.getByPlaceholder('Teilziel');
  await expect(subTitle).toHaveCount(1);
  await expect(subTitle).toBeFocused();
  await e.keyboard.press('Space');
  await e.keyboard.press('Space');
  await expect(goal.getByPlaceholder('Teilziel')).toHaveCount(1);

  // leaving the still empty row drops it; the action row gets the focus and visible placeholders
  await goal.getByRole('button', { name: 'Maßnahme hinzufügen' }).click();
  await expect(goal.getByPlaceholder('Teilziel')).toHaveCount(0);
  const action = goal.getByPlaceholder('Maßnahme');
  await expect(action).toBeFocused();
  await expect(goal.getByPlaceholder('Verantwortlich')).toBeVisible();
  await expect(goal.getByRole('textbox', { name: 'Maßnahme 1', exact: true })).toBeVisible();
  await e.keyboard.type('Rhetorikkurs besuchen');
  await goal.getByPlaceholder('Verantwortlich').fill('Jonas');
  await goal.getByPlaceholder('Verantwortlich').blur();
  await expect(e.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  // no serious or critical axe findings on the goal editor's inputs
  const result = await new AxeBuilder({ page: e }).include('[data-testid="goals-personal"]').analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // after a reload: the action is there, no empty sub-goal was saved
  await e.reload();
  const again = e.getByTestId('goals-personal').getByTestId('goal').last();
  await expect(again.getByPlaceholder('Maßnahme')).toHaveValue('Rhetorikkurs besuchen');
  await expect(again.getByPlaceholder('Teilziel')).toHaveCount(0);
  await again.getByRole('button', { name: /Ziel \d+ entfernen/ }).click();
  await e.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(e.getByText('Das Ziel wurde gelöscht.')).toBeVisible();
  await employee.close();
});

test('Escape closes only the innermost layer; a dialog with changes asks before it closes', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const p = hr.page;
  await p.goto('/demo/processes');
  const dialog = p.getByTestId('create-dialog');
  const discard = p.getByRole('alertdialog').or(p.getByTestId('dialog-discard'));

  // an open list closes first, the dialog stays; unchanged, the next Escape closes the dialog
  await p.getByTestId('create-process').click();
  await expect(dialog).toBeVisible();
  await openDropdown(p, 'create-type');
  await expect(p.getByRole('listbox')).toBeVisible();
  await p.keyboard.press('Escape');
  await expect(p.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await p.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();

  // with a choice made, Escape asks; "keep editing" keeps the choice
  await p.getByTestId('create-process').click();
  await choose(p, 'create-type', 'MAFEG');
  await expect(p.getByRole('listbox')).toBeHidden();
  await p.keyboard.press('Escape');
  await expect(discard).toContainText('Änderungen verwerfen?');
  await expect(dialog).toBeVisible();
  await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(p.getByTestId('create-type')).toContainText('MAFEG');

  // the cancel button asks the same way, and "discard" closes
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(dialog).toBeHidden();
  await hr.close();
});

test('date fields take typed dates; an impossible date gets a message and stays in the field', async ({
  browser,
}) => {
  const admin = await signInAs(browser, 'anna.admin@demo.example');
  const p = admin.page;
  await p.goto('/demo/admin/error-log');
  const from = p.getByRole('textbox', { name: /^Von/ });
  await from.fill('31.02.2027');
  await from.blur();
  const message = p.getByRole('alert').filter({ hasText: 'gültiges Datum' });
  await expect(message).toHaveText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  await expect(from).toHaveValue('31.02.2027');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.fill('28.02.2027');
  await from.blur();
  await expect(message).toBeHidden();
  await expect(from).toHaveValue('28.02.2027');

  // the picker opens under its field, not over it and not over the top bar
  await p.getByRole('button', { name: 'Datum wählen' }).first().click();
  const picker = p.getByRole('dialog', { name: 'Datum wählen' });
  await expect(picker).toBeVisible();
  const field = (await from.boundingBox())!;
  const popup = (await picker.boundingBox())!;
  const bar = (await p.locator('.dpt-topbar').boundingBox())!;
  expect(popup.y >= field.y + field.height || popup.y + popup.height <= field.y).toBe(true);
  expect(popup.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await p.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(from).toBeFocused();
  await admin.close();
});
