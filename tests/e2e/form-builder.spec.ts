import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { api, choose, closeOpenProcesses, feedbackOf, rate, signInAs, write } from './feedback-helpers';
import type { Process } from '../../src/engine/api/feedbacks-answers';

const { PDP } = PROCESS_TYPES;
const DOCUMENTATION = 3;

/** A mouse drag as a person does it: press, move past the drag threshold, move over the target, release. */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The ids of the cards of the shown page, top to bottom (nested ones included). */
const cardIds = (page: Page) =>
  page
    .getByTestId('fb-canvas')
    .locator('[data-element-id]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-element-id')));

test('an HR designer builds a questionnaire by mouse and keyboard, previews and publishes it; a process shows it to the employee', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const p = hr.page;
  const name = `Entwicklungsplan E2E ${Date.now()}`;
  // the builder checks with the questionnaire schema under the strict Content-Security-Policy (no eval)
  const violations: string[] = [];
  p.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  p.on('pageerror', (e) => violations.push(e.message));

  await p.goto('/demo/admin/forms');
  await p.getByTestId('form-create').click();
  await expect(p.getByTestId('form-builder')).toBeVisible();
  await p.getByTestId('fb-form-name').fill(name);
  await choose(p, 'fb-form-type', 'PDP');

  // page 1 by mouse: a scale question, a scale matrix, a grouping, and a text question dragged into it
  await drag(p, p.getByTestId('fb-palette-scaleQuestion'), p.getByTestId('fb-zone-p1'));
  await expect(p.getByTestId('fb-card-e1')).toBeVisible();
  await drag(p, p.getByTestId('fb-palette-scaleMatrix'), p.getByTestId('fb-zone-p1'));
  await drag(p, p.getByTestId('fb-palette-grouping'), p.getByTestId('fb-zone-p1'));
  await drag(p, p.getByTestId('fb-palette-textQuestion'), p.getByTestId('fb-zone-e3'));
  expect(await cardIds(p)).toEqual(['e1', 'e2', 'e3', 'e4']);
  await expect(p.getByTestId('fb-card-e3').getByTestId('fb-card-e4')).toBeVisible();
  // reorder by mouse: the matrix goes above the scale question
  await drag(p, p.getByTestId('fb-handle-e2'), p.getByTestId('fb-card-e1'));
  expect(await cardIds(p)).toEqual(['e2', 'e1', 'e3', 'e4']);

  // properties: titles in both languages, and the grouping shows only when the scale answer is above 3
  await p.getByTestId('fb-select-e1').click();
  await p.getByTestId('fb-title-de-DE').fill('Wie zufrieden sind Sie?');
  await p.getByTestId('fb-title-en-US').fill('How satisfied are you?');
  await p.getByTestId('fb-select-e3').click();
  await p.getByTestId('fb-has-condition').click();
  await choose(p, 'fb-condition-source', /Wie zufrieden sind Sie\? \(e1\)/);
  await choose(p, 'fb-condition-operator', 'ist größer als');
  await p.locator('#fb-condition-value').fill('3');
  await p.locator('#fb-condition-value').blur();
  await p.getByTestId('fb-select-e4').click();
  await p.getByTestId('fb-title-de-DE').fill('Was war der Grund?');
  await expect(p.getByTestId('fb-problems')).toContainText('Keine Probleme');

  // page 2 by keyboard: add the page, a table question and a text section, then move the section up
  await p.getByTestId('fb-page-add').focus();
  await p.keyboard.press('Enter');
  await expect(p.getByTestId('fb-page-tab-1')).toHaveAttribute('aria-selected', 'true');
  await p.getByTestId('fb-page-title-de-DE').focus();
  await p.keyboard.press('ControlOrMeta+a');
  await p.keyboard.type('Ziele');
  await p.getByTestId('fb-palette-tableQuestion').focus();
  await p.keyboard.press('Enter');
  await p.getByTestId('fb-palette-textSection').focus();
  await p.keyboard.press('Enter');
  expect(await cardIds(p)).toEqual(['e5', 'e6']);
  // each key waits for the announcement of the step before (the screen reader's view of the drag)
  const live = p.locator('[id^="DndLiveRegion"]');
  await p.getByTestId('fb-handle-e6').focus();
  await p.keyboard.press('Space');
  await expect(live).toHaveText('Einleitung ist über Einleitung.');
  await p.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Einleitung ist über Neue Tabellenfrage.');
  await p.keyboard.press('Space');
  await expect(live).toHaveText('Einleitung wurde verschoben.');
  await expect.poll(() => cardIds(p)).toEqual(['e6', 'e5']);
  await expect(p.getByTestId('fb-handle-e6')).toBeFocused();
  // a grouping added by keyboard (after the selected section), and the table question moved into it and
  // out again with the arrow keys
  await p.getByTestId('fb-palette-grouping').focus();
  await p.keyboard.press('Enter');
  expect(await cardIds(p)).toEqual(['e6', 'e7', 'e5']);
  await p.getByTestId('fb-handle-e5').focus();
  await p.keyboard.press('Space');
  await expect(live).toHaveText('Neue Tabellenfrage ist über Neue Tabellenfrage.');
  await p.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Neue Tabellenfrage ist über das Ende von Neue Gruppierung.');
  await p.keyboard.press('Space');
  await expect(p.getByTestId('fb-card-e7').getByTestId('fb-card-e5')).toBeVisible();
  // pressed at once, as a quick person does (and before the pick-up was announced): each press moves one place
  await p.getByTestId('fb-handle-e5').focus();
  await p.keyboard.press('Space');
  await p.keyboard.press('ArrowDown');
  await p.keyboard.press('ArrowDown');
  await expect(live).toHaveText('Neue Tabellenfrage ist über das Ende der Seite.');
  await p.keyboard.press('Space');
  await expect.poll(() => cardIds(p)).toEqual(['e6', 'e7', 'e5']);
  await expect(p.getByTestId('fb-card-e7').getByTestId('fb-card-e5')).toHaveCount(0);
  await p.getByTestId('fb-remove-e7').click();
  expect(await cardIds(p)).toEqual(['e6', 'e5']);
  // undo and redo by keyboard
  await p.getByTestId('fb-canvas').click({ position: { x: 5, y: 5 } });
  await p.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => cardIds(p)).toEqual(['e6', 'e7', 'e5']);
  await p.keyboard.press('ControlOrMeta+y');
  await expect.poll(() => cardIds(p)).toEqual(['e6', 'e5']);

  // the live preview: the grouping appears once the scale answer is above 3
  await p.getByTestId('fb-page-tab-0').click();
  const preview = p.getByTestId('fb-preview');
  await expect(preview).toContainText('Wie zufrieden sind Sie?');
  await expect(preview).not.toContainText('Was war der Grund?');
  await rate(p, 'e1', 4);
  await expect(preview).toContainText('Was war der Grund?');
  await expect(preview).toContainText('Ziele');
  // another language of the preview keeps the answers given in it
  await p.getByTestId('fb-preview-language').getByText('EN', { exact: true }).click();
  await expect(preview).toContainText('How satisfied are you?');
  await expect(preview.locator('input[type=radio][name="root_e1_value"][value="4"]')).toBeChecked();
  await p.getByTestId('fb-preview-language').getByText('DE', { exact: true }).click();
  await expect(preview).toContainText('Wie zufrieden sind Sie?');
  await expect(preview.locator('input[type=radio][name="root_e1_value"][value="4"]')).toBeChecked();

  // publish
  await p.getByTestId('fb-publish').click();
  await expect(p.getByTestId('fb-notice')).toContainText('Als Version 1 gespeichert.');
  await expect(p.getByTestId('fb-version')).toHaveText('Version 1');
  await p.waitForURL(/\/admin\/form\/edit\/\d+$/);
  expect(violations).toEqual([]);
  const formId = Number(p.url().split('/').pop());
  await p.goto('/demo/admin/forms');
  const row = p.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Veröffentlicht');
  await expect(row).toContainText('PDP');

  // a PDP process of Ben Becker gets the questionnaire; Ben sees it
  const users = await api<{ id: number; firstName: string; lastName: string }[]>(p, 'GET', '/Users');
  const ben = users.find((u) => u.firstName === 'Ben' && u.lastName === 'Becker');
  expect(ben).toBeDefined();
  await closeOpenProcesses(p, PDP, 'BBEC');
  const process = await api<Process>(p, 'POST', '/Feedbacks', { recipientId: ben!.id, processType: PDP });
  const changed = await api<Process>(p, 'POST', '/Feedbacks/SetProcessForm', {
    processId: process.id,
    formId,
  });
  expect(changed.id).toBe(process.id);
  await hr.close();

  const employee = await signInAs(browser, 'ben.becker@demo.example');
  await employee.page.goto(`/demo/feedback/${feedbackOf(process, DOCUMENTATION)}`);
  await expect(employee.page.getByTestId('feedback-page')).toBeVisible();
  // Ben works in English
  await expect(employee.page.getByText('How satisfied are you?')).toBeVisible();
  await employee.close();
});

test('the preview keeps the answers typed after a language switch when the questionnaire is edited', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const p = hr.page;
  await p.goto('/demo/admin/form/create');
  await p.getByTestId('fb-form-name').fill('Vorschau behält Antworten');
  await p.getByTestId('fb-palette-scaleQuestion').click();
  await p.getByTestId('fb-palette-textQuestion').click();
  await expect(p.getByTestId('fb-card-e2')).toBeVisible();
  const preview = p.getByTestId('fb-preview');
  const comment = preview.locator('#root_e2_comment');
  await expect(comment).toBeVisible();

  // an answer before the switch, the language switched, an answer after it
  await rate(p, 'e1', 4);
  await p.getByTestId('fb-preview-language').getByText('EN', { exact: true }).click();
  await expect(preview.locator('input[type=radio][name="root_e1_value"][value="4"]')).toBeChecked();
  await write(p, 'e2', 'Typed after the switch');
  await rate(p, 'e1', 2);

  // the questionnaire is edited: the text question renamed, in the preview's language
  await p.getByTestId('fb-select-e2').click();
  await p.getByTestId('fb-title-en-US').fill('What would you change?');
  await expect(preview).toContainText('What would you change?');
  await expect(comment).toHaveValue('Typed after the switch');
  await expect(preview.locator('input[type=radio][name="root_e1_value"][value="2"]')).toBeChecked();

  // and once more, after another edit and back in German
  await p.getByTestId('fb-title-de-DE').fill('Was würden Sie ändern?');
  await p.getByTestId('fb-preview-language').getByText('DE', { exact: true }).click();
  await expect(preview).toContainText('Was würden Sie ändern?');
  await expect(comment).toHaveValue('Typed after the switch');
  await expect(preview.locator('input[type=radio][name="root_e1_value"][value="2"]')).toBeChecked();
  await hr.close();
});

test('two designers on one questionnaire: the other sees the save, a stale save gets the conflict and reloads; a bad import changes nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const hanna = await signInAs(browser, 'hanna.hr@demo.example');
  const anna = await signInAs(browser, 'anna.admin@demo.example');
  const h = hanna.page;
  const a = anna.page;

  await h.goto('/demo/admin/form/create');
  await h.getByTestId('fb-form-name').fill('Gemeinsamer Entwurf');
  await h.getByTestId('fb-palette-textQuestion').click();
  await h.getByTestId('fb-save-draft').click();
  await expect(h.getByTestId('fb-notice')).toContainText('Als Version 1 gespeichert.');
  await h.waitForURL(/\/admin\/form\/edit\/\d+$/);
  await expect(h.getByTestId('fb-version')).toHaveText('Version 1');
  await a.goto(h.url());
  await expect(a.getByTestId('fb-card-e1')).toBeVisible();

  // Anna saves; Hanna's open builder tells her
  await a.getByTestId('fb-form-name').fill('Gemeinsamer Entwurf (Anna)');
  await a.getByTestId('fb-save-draft').click();
  await expect(a.getByTestId('fb-notice')).toContainText('Als Version 1 gespeichert.');
  await expect(h.getByTestId('fb-notice')).toHaveAttribute('data-kind', 'remote');

  // Hanna ignores it and saves her older state: the conflict, and nothing overwritten
  await h.getByTestId('fb-notice').getByRole('button', { name: 'Schließen' }).click();
  await h.getByTestId('fb-palette-scaleQuestion').click();
  await h.getByTestId('fb-save-draft').click();
  await expect(h.getByTestId('fb-notice')).toHaveAttribute('data-kind', 'stale');
  await h.getByTestId('fb-reload').click();
  await expect(h.getByTestId('fb-form-name')).toHaveValue('Gemeinsamer Entwurf (Anna)');
  await expect(h.getByTestId('fb-card-e2')).toHaveCount(0);

  // an import that is not a questionnaire names the place and leaves the builder as it was
  await h.getByTestId('fb-import-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ name: 'x', pages: [{ id: 'p1', elements: [] }] })),
  });
  await expect(h.getByTestId('fb-notice')).toContainText('nicht importiert');
  await expect(h.getByTestId('fb-notice')).toContainText('/pages/0/pageIndex');
  const duplicate = {
    correlationId: crypto.randomUUID(),
    name: 'Doppelt',
    questionnaireType: 1,
    isDraft: true,
    pages: [
      {
        id: 'p1',
        pageIndex: 0,
        elements: [
          { id: 'x1', index: 0, type: 'textSection' },
          { id: 'x1', index: 1, type: 'textQuestion' },
        ],
      },
    ],
  };
  await h.getByTestId('fb-import-file').setInputFiles({
    name: 'duplicate.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(duplicate)),
  });
  await expect(h.getByTestId('fb-notice')).toContainText('„x1“: Die ID wird bereits');
  await expect(h.getByTestId('fb-form-name')).toHaveValue('Gemeinsamer Entwurf (Anna)');
  await expect(h.getByTestId('fb-card-e1')).toBeVisible();

  // unsaved changes: leaving asks first
  await h.getByTestId('fb-palette-textSection').click();
  await h.getByRole('link', { name: 'Formulare' }).click();
  await h.getByRole('dialog').getByRole('button', { name: 'Bleiben' }).click();
  await expect(h.getByTestId('fb-card-e2')).toBeVisible();
  await h.getByRole('link', { name: 'Formulare' }).click();
  await h.getByRole('dialog').getByRole('button', { name: 'Verlassen' }).click();
  await expect(h.getByTestId('forms-list-page')).toBeVisible();
  await Promise.all([hanna.close(), anna.close()]);
});

test('the forms list: share by e-mail, delete refused while processes use a questionnaire, copy and delete the copy', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const p = hr.page;
  const name = 'MAFEG Selbsteinschätzung 2026';
  await p.goto('/demo/admin/forms');
  const notice = p.getByTestId('forms-notice');

  await p.getByRole('button', { name: `${name} teilen` }).click();
  const share = p.getByTestId('share-form-dialog');
  await share.getByRole('button', { name: 'Teilen' }).click();
  await expect(share).toContainText('Geben Sie eine E-Mail-Adresse ein.');
  await share.getByLabel('E-Mail-Adresse').fill('extern@example.org');
  await share.getByRole('button', { name: 'Teilen' }).click();
  // successes are toasts (SPEC §8), refusals stay on the page
  await expect(p.getByText('Der Fragebogen wurde mit extern@example.org geteilt.')).toBeVisible();

  await p.getByRole('button', { name: `${name} löschen` }).click();
  await expect(notice).toContainText(`„${name}“ kann nicht gelöscht werden`);
  await expect(p.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);

  const copyName = `Kopie E2E ${Date.now()}`;
  await p.getByRole('button', { name: `${name} kopieren` }).click();
  const copy = p.getByTestId('copy-form-dialog');
  await expect(copy.getByLabel('Name der Kopie')).toHaveValue(`Kopie von ${name}`);
  await copy.getByLabel('Name der Kopie').fill(copyName);
  await copy.getByRole('button', { name: 'Kopieren' }).click();
  await expect(p.getByText(`Der Fragebogen wurde als „${copyName}“ kopiert.`)).toBeVisible();
  await expect(notice).toHaveCount(0);
  const copyRow = p.getByRole('row', { name: new RegExp(copyName) });
  await expect(copyRow).toContainText('1 von 1');

  await p.getByRole('button', { name: `${copyName} löschen` }).click();
  await p.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(p.getByText('Der Fragebogen wurde gelöscht.')).toBeVisible();
  await expect(copyRow).toHaveCount(0);
  await hr.close();
});

test('the builder fits a 1024 px laptop, and its sticky palette never covers the preview', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const p = hr.page;
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto('/demo/admin/form/create');
  await p.getByTestId('fb-form-name').fill('Breite');
  for (let n = 0; n < 6; n++) await p.getByTestId('fb-palette-textQuestion').click();
  await expect(p.getByTestId('fb-card-e6')).toBeVisible();
  const width = () => p.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(1024);

  // scrolled down to the preview, the palette stays beside the canvas and off the preview
  const preview = p.getByTestId('fb-preview');
  const palette = p.locator('.dpt-fb-palette');
  await preview.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(preview).toBeInViewport();
  const a = (await palette.boundingBox())!;
  const b = (await preview.boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
  // and it does not slide under the sticky top bar while the canvas is in view
  await p.getByTestId('fb-card-e4').scrollIntoViewIfNeeded();
  const bar = (await p.locator('.dpt-topbar').boundingBox())!;
  expect((await palette.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  await hr.close();
});
