import { expect, test } from '@playwright/test';
import { choose, signInAs } from './feedback-helpers';

test("the PDC overview lists a talkround's processes with conference date and documents state", async ({
  browser,
}) => {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  const h = hr.page;
  await h.getByRole('link', { name: 'PDC/EDC' }).click();
  await expect(h.getByTestId('pdc-edc-page')).toBeVisible();

  await choose(h, 'pdc-edc-talkround', /PDC · PDC Vertrieb Abteilungsleitung/);
  await expect(h.getByTestId('pdc-edc-window')).toContainText('Abteilungsleitungen Vertrieb');
  const table = h.getByTestId('pdc-edc-table');
  await expect(table).toContainText('Sara Schmidt');
  const tom = table.locator('tr').filter({ hasText: 'Tom Klein' });
  await expect(tom).toContainText('Vorbereitung abgeschickt');
  await expect(tom).toContainText('Versendet am');
  await expect(table).not.toContainText('Mia Fischer');

  // the head-of round: the conference is in five days and the documents have not gone out
  await choose(h, 'pdc-edc-talkround', /PDC · PDC ab Head-of/);
  const max = h.getByTestId('pdc-edc-table').locator('tr').filter({ hasText: 'Max Müller' });
  await expect(max.getByTestId('documents-late')).toContainText('Nicht eine Woche vorher versendet');
  await expect(h).toHaveURL(/talkround=\d+/);
  await hr.close();
});
