import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signInAs } from './feedback-helpers';
import { signIn } from './sign-in';

/** The text of every page of a PDF, whitespace collapsed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/'),
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

test('an employee downloads the archived PDFs of a finished MAFEG from my feedbacks', async ({ page }) => {
  // the archive worker renders the demo seed's finished processes after the start: on a loaded machine that
  // can take a while, and the screen asks again every few seconds until the links are there
  // Emil Weber's MAFEG of the last round is complete in the demo seed
  await signIn(page, 'emil.employee@demo.example');
  await page.goto('/demo/my-feedbacks');
  await page.getByRole('tab', { name: /Archiv/ }).click();
  const table = page.getByTestId('archive-table');
  await expect(table).toBeVisible();

  // the self-evaluation as the employee answered it in the questionnaire
  const selfLink = table.locator('[data-testid^="archive-selfEvaluation-"]').first();
  await expect(selfLink).toBeVisible({ timeout: 60_000 });
  const selfDownload = page.waitForEvent('download');
  await selfLink.click();
  const selfFile = await selfDownload;
  expect(selfFile.suggestedFilename()).toMatch(/^selfEvaluation-\d+\.pdf$/);
  const self = await pdfText(fs.readFileSync(await selfFile.path()));
  expect(self).toContain('Selbsteinschätzung');
  expect(self).toContain('Emil Weber');
  expect(self).toContain('Den neuen Preisrechner im Vertrieb Süd eingeführt');

  // the documentation with the supervisor's summary, and the comparison with both sides
  const conclusionDownload = page.waitForEvent('download');
  await table.locator('[data-testid^="archive-conclusion-"]').first().click();
  const conclusion = await pdfText(fs.readFileSync(await (await conclusionDownload).path()));
  expect(conclusion).toContain('Gesprächsdokumentation');
  expect(conclusion).toContain('Sehr gutes Jahr mit klarer Kundenorientierung');

  const comparisonDownload = page.waitForEvent('download');
  await table.locator('[data-testid^="archive-comparison-"]').first().click();
  const comparison = await pdfText(fs.readFileSync(await (await comparisonDownload).path()));
  expect(comparison).toContain('Den neuen Preisrechner im Vertrieb Süd eingeführt');
  expect(comparison).toContain('Hat den Preisrechner eingeführt, das Team geschult');
});

test('HR re-archives a finished MAFEG from the process list: being prepared, then its links again', async ({
  page,
}) => {
  await signIn(page, 'hanna.hr@demo.example');
  // Emil Weber's MAFEG of the last round is finished; his current one is still open and has no archive
  await page.goto('/demo/processes?scope=all&type=1&kw=Weber');
  const table = page.getByTestId('processes-table');
  const links = table.locator('[data-testid^="archive-documents-"]');
  await expect(links).toHaveCount(1, { timeout: 60_000 });
  const processId = (await links.getAttribute('data-testid'))!.replace('archive-documents-', '');

  await page.getByTestId(`archive-rebuild-${processId}`).click();
  const dialog = page.getByRole('dialog', { name: 'Neu archivieren?' });
  await expect(dialog).toContainText('bleiben verfügbar');
  await dialog.getByRole('button', { name: 'Neu archivieren' }).click();
  await expect(page.getByText('Der Prozess wird neu archiviert.')).toBeVisible();
  // the job renders it anew: the earlier documents stay linked meanwhile, then the note goes away
  await expect(page.getByTestId(`archive-none-${processId}`)).toHaveText('Archiv wird erstellt …');
  await expect(page.getByTestId(`archive-rebuild-${processId}`)).toHaveCount(0);
  await expect(page.getByTestId(`archive-none-${processId}`)).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId(`archive-conclusion-${processId}`)).toBeVisible();
  await expect(page.getByTestId(`archive-rebuild-${processId}`)).toBeVisible();
});

test('an employee finds the archive in the header of a finished feedback; others see no re-archive', async ({
  page,
}) => {
  await signIn(page, 'emil.employee@demo.example');
  await page.goto('/demo/my-feedbacks');
  await page.getByRole('tab', { name: /Archiv/ }).click();
  const table = page.getByTestId('archive-table');
  await expect(table.locator('[data-testid^="archive-conclusion-"]').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(table.locator('[data-testid^="archive-rebuild-"]')).toHaveCount(0);
  await table.locator('[data-testid^="feedback-link-"]').first().click();

  const header = page.getByTestId('feedback-header');
  await expect(header.getByTestId('feedback-archive')).toBeVisible();
  await expect(header.locator('dt', { hasText: 'Archiv' })).toBeVisible();
  const download = page.waitForEvent('download');
  await header.locator('[data-testid^="archive-conclusion-"]').click();
  expect((await download).suggestedFilename()).toMatch(/^conclusion-\d+\.pdf$/);

  // an open process has no archive in its header
  await page.goto('/demo/my-feedbacks');
  await page.locator('[data-testid^="feedback-link-"]').first().click();
  await expect(page.getByTestId('feedback-header')).toBeVisible();
  await expect(page.getByTestId('feedback-archive')).toHaveCount(0);
});

test('a closed process whose documents the reader may not read says "not available" (SPEC §8)', async ({
  browser,
}) => {
  // Lena Lang's MAFEG of the last round was closed; a closed MAFEG leaves nothing to her supervisor's
  // supervisor, so the archive answers 403 and the list says the archive is not available
  const max = await signInAs(browser, 'max.manager@demo.example');
  await max.page.goto('/demo/processes?scope=all&type=1&kw=Lang');
  const none = max.page.getByTestId('processes-table').locator('[data-testid^="archive-none-"]');
  await expect(none).toHaveCount(1);
  await expect(none).toHaveText('Archiv nicht verfügbar');
  // the refusal stays in the cell: the page is not replaced by the 403 page
  await expect(max.page.getByTestId('processes-table')).toBeVisible();
  await expect(max.page.locator('[data-testid^="archive-rebuild-"]')).toHaveCount(0);
  await max.close();
});

test('at 390 px every archive link is within the window, one per line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'emil.employee@demo.example');
  await page.goto('/demo/my-feedbacks');
  await page.getByRole('tab', { name: /Archiv/ }).click();
  const list = page.getByTestId('archive-table').locator('[data-testid^="archive-documents-"]').first();
  await expect(list).toBeVisible({ timeout: 60_000 });
  const boxes = await list.locator('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top };
    }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  // stacked: each document on a line of its own
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(boxes.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
