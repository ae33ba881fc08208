import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { choose } from './feedback-helpers';
import { signIn } from './sign-in';

test('a failed sign-in appears in the error log, and the export reads back with the same rows', async ({
  page,
}) => {
  // a wrong password first, then the administrator signs in on the same page
  await page.goto('/demo/dashboard');
  await page.getByLabel('E-Mail-Adresse').fill('paula.peters@demo.example');
  await page.getByLabel('Passwort').fill('not-the-password-123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByLabel('Passwort')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill('anna.admin@demo.example');
  await page.getByLabel('Passwort').fill('demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();

  await page.getByRole('link', { name: 'Fehlerprotokoll' }).click();
  const log = page.getByTestId('error-log-page');
  await expect(log.getByRole('heading', { name: 'Fehlerprotokoll' })).toBeVisible();
  await choose(page, 'filter-type', '1 · Fehlgeschlagene Anmeldung');
  const rows = log.getByTestId('error-log-table').locator('tbody tr');
  await expect(rows.first()).toContainText('Sign-in failed for paula.peters@demo.example');
  await expect(rows.first()).toContainText('Paula');
  await expect(log.getByTestId('error-log-table')).not.toContainText('not-the-password-123');
  const count = Number((await log.getByTestId('error-log-count').innerText()).match(/\d+/)![0]);
  expect(count).toBeGreaterThanOrEqual(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    log.getByTestId('export-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^error-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.rowCount).toBe(count + 1);
  expect(sheet.getRow(2).getCell(5).value).toBe('Sign-in failed for paula.peters@demo.example');
  expect(sheet.getRow(2).getCell(2).value).toBe(1);
});

test('the e-mail overview lists, searches and opens an e-mail whose body cannot run', async ({ page }) => {
  await signIn(page, 'anna.admin@demo.example');
  await page.getByRole('link', { name: 'E-Mail-Übersicht' }).click();
  const overview = page.getByTestId('emails-page');
  const rows = overview.getByTestId('emails-table').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(overview.getByTestId('emails-count')).toContainText('E-Mails');
  await expect(overview.getByTestId('email-status').first()).toBeVisible();

  await overview.getByTestId('emails-search').fill('Beförderung');
  await expect(rows).toHaveCount(2);
  await expect(overview.getByTestId('emails-count')).toHaveText('2 E-Mails');
  await rows.getByRole('link', { name: 'Ihre Beförderung wurde bestätigt' }).click();

  const detail = page.getByTestId('email-detail-page');
  await expect(detail.getByTestId('email-subject')).toHaveText('Ihre Beförderung wurde bestätigt');
  await expect(detail.getByTestId('email-recipient')).toHaveText('clara.clausen@demo.example');
  const frame = detail.getByTestId('email-body-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('[data-testid="email-body-html"]').getByText('Ihre Nominierung wurde bestätigt.'),
  ).toBeVisible();
  await detail.getByRole('tab', { name: 'Text' }).click();
  await expect(detail.getByTestId('email-body-text')).toContainText('Hallo Clara');

  // a cancelled e-mail is sent again by a writer
  await page.goto('/demo/admin/emails');
  await overview.getByTestId('emails-search').fill('Einladung zur Entwicklungskonferenz');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('email-status')).toHaveText('Abgebrochen');
  await rows.first().getByRole('link').click();
  await detail.getByTestId('email-resend').click();
  await expect(detail.getByTestId('email-status')).not.toHaveText('Abgebrochen');
  // the outbox worker sends it; the open page follows without a reload
  await expect(detail.getByTestId('email-status')).toHaveText('Gesendet');
});
