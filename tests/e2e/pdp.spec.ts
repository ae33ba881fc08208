import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { hubJoined } from './feedback-helpers';
import { signIn } from './sign-in';

// the calendar file is in the browser's time zone (SPEC §7)
test.use({ timezoneId: 'Europe/Berlin' });

test('an employee uploads a PDP document, sets a review date and downloads the .ics', async ({ page }) => {
  await signIn(page, 'emil.employee@demo.example');

  // the PDP is linked from the own processes
  await page.goto('/demo/my-feedbacks');
  await page.locator('[data-testid^="pdp-link-"]').first().click();
  await expect(page.getByTestId('pdp-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönlicher Entwicklungsplan');

  // the German template, then uploaded as the plan
  const templateDownload = page.waitForEvent('download');
  await page.getByTestId('pdp-template-de').click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('PDP-Vorlage.pdf');
  const templateBytes = fs.readFileSync(await template.path());
  expect(templateBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page
    .locator('[data-testid="pdp-upload"] input[type="file"]')
    .setInputFiles({ name: 'Mein Entwicklungsplan.pdf', mimeType: 'application/pdf', buffer: templateBytes });
  await expect(page.getByTestId('pdp-current-file')).toHaveText('Mein Entwicklungsplan.pdf');
  await expect(page.getByText('Dokument gespeichert.')).toBeVisible();

  // a disguised executable is refused with a message; the plan stays
  await page.locator('[data-testid="pdp-upload"] input[type="file"]').setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`MZ${'\0'.repeat(300)}`),
  });
  await expect(page.getByTestId('pdp-upload-problem')).toContainText('nicht gespeichert');
  await expect(page.getByTestId('pdp-current-file')).toHaveText('Mein Entwicklungsplan.pdf');

  // the current document downloads byte for byte
  const current = page.waitForEvent('download');
  await page.getByTestId('pdp-download-current').click();
  const currentFile = await current;
  expect(currentFile.suggestedFilename()).toBe('Mein Entwicklungsplan.pdf');
  expect(fs.readFileSync(await currentFile.path()).equals(templateBytes)).toBe(true);

  // a review date on the 15th of the month after next, 10:30 in Berlin
  const now = new Date();
  const target = new Date(now.getFullYear(), now.getMonth() + 2, 15);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${pad(target.getDate())}.${pad(target.getMonth() + 1)}.${target.getFullYear()}`;
  // typed, not picked: the date field and the time field take keyboard input
  const review = page.getByTestId('pdp-review-input');
  await review.locator('input[type="text"]').fill(day);
  await review.locator('input[type="time"]').fill('10:30');
  await page.getByTestId('pdp-review-save').click();
  await expect(page.getByText('Review-Termin gespeichert.')).toBeVisible();
  await expect(page.getByTestId('pdp-next-review')).toHaveText(`${day} 10:30`);
  await expect(page.getByTestId('pdp-status')).toHaveText('Review geplant');

  const ics = page.waitForEvent('download');
  await page.getByTestId('pdp-review-ics').click();
  const calendar = await ics;
  expect(calendar.suggestedFilename()).toMatch(/^pdp-review-\d+\.ics$/);
  const text = fs.readFileSync(await calendar.path(), 'utf8');
  const compact = `${target.getFullYear()}${pad(target.getMonth() + 1)}${pad(target.getDate())}`;
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`DTSTART:${compact}T103000`);
  expect(text).toContain('X-WR-TIMEZONE:Europe/Berlin');
  expect(text).toContain('SUMMARY:PDP-Review: Emil');

  // the dates survive a reload
  await page.reload();
  await expect(page.getByTestId('pdp-next-review')).toHaveText(`${day} 10:30`);
  await expect(page.getByTestId('pdp-current-file')).toHaveText('Mein Entwicklungsplan.pdf');
});

test("the supervisor's open PDP screen shows the employee's new upload without a reload", async ({
  browser,
}) => {
  const employeeContext = await browser.newContext({ locale: 'de-DE' });
  const supervisorContext = await browser.newContext({ locale: 'de-DE' });
  const e = await employeeContext.newPage();
  const s = await supervisorContext.newPage();
  await signIn(e, 'emil.employee@demo.example');
  await e.goto('/demo/my-feedbacks');
  await e.locator('[data-testid^="pdp-link-"]').first().click();
  await expect(e.getByTestId('pdp-page')).toBeVisible();
  const pdpPath = new URL(e.url()).pathname;

  // Sara leads Emil: she reads his plan, may set its date, but uploads nothing
  await signIn(s, 'sara.supervisor@demo.example');
  // her open screen hears of the upload once its connection has joined the process's group
  const joined = hubJoined(s, 'process-overview');
  await s.goto(pdpPath);
  await expect(s.getByRole('heading', { level: 1 })).toHaveText(/Entwicklungsplan von Emil/);
  await joined;
  await expect(s.getByTestId('pdp-review-save')).toBeVisible();
  await expect(s.getByTestId('pdp-upload')).toHaveCount(0);

  const name = `Live ${Date.now()}.pdf`;
  await e
    .locator('[data-testid="pdp-upload"] input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(e.getByTestId('pdp-current-file')).toHaveText(name);
  await expect(s.getByTestId('pdp-current-file')).toHaveText(name);
  await employeeContext.close();
  await supervisorContext.close();
});
