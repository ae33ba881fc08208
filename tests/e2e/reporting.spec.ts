import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { choose, chooseFirst, openDropdown, signInAs } from './feedback-helpers';

/** The table's cells as shown: header texts and the body rows' texts (the first page, up to 50 rows). */
async function tableOf(page: Page) {
  await expect(page.getByTestId('report-meta')).toBeVisible();
  // the rows on screen answer the current address (the old rows stay visible while new ones load)
  const address = await page.evaluate(() => `${location.pathname}${location.search}`);
  await expect(page.locator(`[data-shown-for="${address}"]`)).toHaveCount(1);
  await expect(page.locator('.dpt-rp-progress')).toHaveCount(0);
  const table = page.getByTestId('report-table');
  await expect(table.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const header = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const empty = await table.locator('tbody tr.p-datatable-emptymessage').count();
  const rows = empty
    ? []
    : await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
        );
  return { header, rows };
}

/** A workbook cell as the table shows it (dates DD.MM.YYYY, numbers in German, percentages with %). */
function shown(value: ExcelJS.CellValue, percent: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString().slice(0, 10);
    const [y, m, d] = iso.split('-');
    return `${d}.${m}.${y}`;
  }
  if (typeof value === 'number') {
    const text = value.toLocaleString('de-DE', { maximumFractionDigits: 2 });
    return percent ? `${text} %` : text;
  }
  return String(value);
}

/** Downloads the workbook and reads it back: its header and rows, formatted as the table shows them. */
async function workbookOf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-download-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const header = Array.from({ length: width }, (_, i) => String(sheet.getRow(1).getCell(i + 1).value ?? ''));
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(
      Array.from({ length: width }, (_, i) => {
        const cell = row.getCell(i + 1);
        return shown(cell.value, (cell.numFmt ?? '').includes('%'));
      }),
    );
  });
  return { header, rows };
}

/** The workbook holds the same columns and rows as the table on screen (the first page of it). */
async function expectSameRows(page: Page) {
  const table = await tableOf(page);
  const book = await workbookOf(page);
  expect(book.header).toEqual(table.header);
  expect(book.rows.slice(0, 50)).toEqual(table.rows);
  return table;
}

test('HR opens every report, filters, and downloads workbooks with the rows of the table', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const page = hr.page;
  await page.getByRole('link', { name: 'Reporting' }).first().click();
  await expect(page.getByTestId('reporting-home')).toBeVisible();
  await expect(page.getByTestId(/^report-card-/)).toHaveCount(6);
  await expect(page.getByTestId('reporting-home')).toContainText('Sie werten die ganze Organisation aus.');

  // status report: MAFEG by unit, then by supervisor, filtered by a period
  await page.getByTestId('report-card-status-report').click();
  await expect(page).toHaveURL(/\/demo\/reporting\/status-report\/1\/1$/);
  await expect(page.getByTestId('report-meta')).toBeVisible();
  const byUnit = await expectSameRows(page);
  expect(byUnit.rows.length).toBeGreaterThan(0);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await page.getByTestId('report-type').getByText('Nach Führungskraft').click();
  await expect(page).toHaveURL(/status-report\/2\/1/);
  // the app's one date field: typed as DD.MM.YYYY, taken on leaving the field
  await page.locator('#report-filter-from').fill('01.01.2020');
  await page.locator('#report-filter-from').press('Tab');
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expectSameRows(page);

  // PDP report
  await page.goto('/demo/reporting/pdp-report');
  await expect(page.getByTestId('report-pdp-report')).toBeVisible();
  const pdp = await expectSameRows(page);
  expect(pdp.header).toContain('Dokumentstand');

  // career development: the promotion processes of the demo
  await page.goto('/demo/reporting/career-development');
  await expectSameRows(page);

  // PDC actions of PDC only (the process type filter is kept in the URL)
  await page.goto('/demo/reporting/pdc-actions');
  await choose(page, 'report-process-type', /^PDC$/);
  await expect(page).toHaveURL(/processType=5/);
  await expectSameRows(page);

  await page.goto('/demo/reporting/ehg-actions');
  await expectSameRows(page);

  // the field value report needs a questionnaire and a question first
  await page.goto('/demo/reporting/field-value-report/1/1');
  await expect(page.getByText('Wählen Sie einen Fragebogen und eine Frage')).toBeVisible();
  await chooseFirst(page, 'report-form');
  await chooseFirst(page, 'report-element');
  await expect(page).toHaveURL(/element=/);
  await expect(page.getByTestId('report-meta')).toContainText('weniger als 5 Antworten');
  await expectSameRows(page);

  // unknown report or process types: the 404 page
  await page.goto('/demo/reporting/status-report/3/1');
  await expect(page.getByText('404')).toBeVisible();
  await page.goto('/demo/reporting/field-value-report/1/9');
  await expect(page.getByText('404')).toBeVisible();
  await hr.close();
});

test('the field value report per person is limited to people picked in the URL, and downloads them', async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const page = hr.page;
  await page.goto('/demo/reporting/field-value-report/2/1');
  await chooseFirst(page, 'report-form');
  await chooseFirst(page, 'report-element');
  await expect(page).toHaveURL(/element=/);
  const everyone = await tableOf(page);
  expect(everyone.rows.length).toBeGreaterThan(0);
  const person = everyone.rows[0]![0]!;
  expect(new Set(everyone.rows.map((r) => r[0])).size).toBeGreaterThan(1);

  // pick the first row's person: the report keeps only their rows, the URL names them
  await openDropdown(page, 'report-recipients');
  await page.locator('.p-multiselect-filter').fill(person.split(',')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${person} \\(`) }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/recipients=\d+/);
  const picked = await expectSameRows(page);
  expect(picked.rows).toEqual(everyone.rows.filter((r) => r[0] === person));

  // a reload keeps the choice (it is in the URL)
  await page.reload();
  await expect(page.getByTestId('report-recipients')).toContainText(person);
  expect((await tableOf(page)).rows).toEqual(picked.rows);
  await hr.close();
});

test('an employee without reports sees no Reporting entry', async ({ browser }) => {
  const emil = await signInAs(browser, 'emil.employee@demo.example');
  await expect(emil.page.getByRole('link', { name: 'Reporting' })).toHaveCount(0);
  await emil.close();
});
