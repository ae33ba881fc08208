import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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
  test.setTimeout(120_000);
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
