import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-server';
import { api } from './feedback-helpers';
import { signIn } from './sign-in';
import type { ProcessList } from '../../src/engine/api/feedbacks-answers';

const MAFEG = 1;
/** demo users who read in English: their e-mails use the English texts */
const ENGLISH_READERS = new Set(['TKLE', 'BBEC']);

/** The text of every .eml in the pickup folder. */
async function pickedUpMails(): Promise<string[]> {
  const folder = path.join(E2E_DATA_DIR, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names.filter((n) => n.endsWith('.eml')).map((n) => readFile(path.join(folder, n), 'utf8')),
  );
}

test('HR edits the German subject of a template; the next e-mail of that kind carries it', async ({
  page,
}) => {
  const marker = `E2E ${Date.now().toString(36)}`;
  await signIn(page, 'hanna.hr@demo.example');
  await page.getByRole('link', { name: 'Benachrichtigungsvorlagen' }).click();
  const list = page.getByTestId('notification-templates-page');
  await expect(list.getByRole('heading', { name: 'Benachrichtigungsvorlagen' })).toBeVisible();
  await list.getByTestId('template-processClosed').click();

  const editor = page.getByTestId('notification-template-edit-page');
  await expect(editor.getByRole('heading', { name: 'Vorlage: Prozess geschlossen' })).toBeVisible();
  const subject = editor.getByTestId('template-subject-de-DE');

  // an unknown placeholder is shown at its field, and saving waits for it to go
  await subject.fill('Hallo {{geheim}}');
  await expect(editor.getByTestId('template-error-subject-de-DE')).toHaveText(
    'Unbekannter Platzhalter: geheim',
  );
  await expect(editor.getByTestId('template-save')).toBeDisabled();

  // a placeholder goes in at the cursor
  await subject.fill(`${marker} Abschluss `);
  await subject.press('End');
  await editor.getByTestId('placeholder-processType').click();
  await expect(subject).toHaveValue(`${marker} Abschluss {{processType}}`);
  await expect(editor.getByTestId('template-error-subject-de-DE')).toHaveCount(0);
  await expect(editor.getByTestId('template-preview-subject-de-DE')).toHaveText(`${marker} Abschluss MAFEG`);
  // the preview frame renders the sample e-mail (nothing in it runs: the frame is sandboxed)
  const preview = editor.getByTestId('template-preview-de-DE').locator('iframe');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('[data-testid="template-preview-de-DE"] iframe').getByText('Zur Anwendung:'),
  ).toBeVisible();
  await editor.getByTestId('template-save').click();
  await expect(page.getByText('Die Vorlage wurde gespeichert.')).toBeVisible();
  await expect(editor.getByText('Angepasst')).toBeVisible();

  // an action: HR closes an open MAFEG of a German reader, who is told by e-mail
  const { result } = await api<ProcessList>(page, 'GET', `/Process/${MAFEG}`);
  const open = result.find((p) => !p.isClosed && p.recipient && !ENGLISH_READERS.has(p.recipient.shorthand));
  expect(open, 'an open MAFEG in the demo data').toBeTruthy();
  await api(page, 'POST', '/Feedbacks/close', { processId: open!.id, reasonId: 6 });

  await expect
    .poll(async () => (await pickedUpMails()).find((m) => m.includes(`Subject: ${marker} Abschluss MAFEG`)), {
      timeout: 60_000,
    })
    .toBeTruthy();
  const mail = (await pickedUpMails()).find((m) => m.includes(`Subject: ${marker} Abschluss MAFEG`))!;
  expect(mail).toContain('Content-Type: text/plain');
  expect(mail).toContain('Content-Type: text/html');
  // the link opens the process's page the reader may open when they follow it (decided then, not when sent)
  expect(mail).toMatch(/http:\/\/localhost:\d+\/demo\/open\/process\/\d+/);

  // reset after a confirmation brings the default back
  await editor.getByTestId('template-reset').click();
  await page
    .getByRole('button', { name: 'Yes' })
    .or(page.getByRole('button', { name: 'Ja' }))
    .click();
  await expect(page.getByText('Die Vorlage nutzt wieder den Standardtext.')).toBeVisible();
  await expect(subject).toHaveValue('{{processType}}: Prozess geschlossen');

  // the e-mail overview lists the e-mail with the edited subject, and its detail shows the body
  await page.getByRole('link', { name: 'E-Mail-Übersicht' }).click();
  const overview = page.getByTestId('emails-page');
  await overview.getByTestId('emails-search').fill(marker);
  const rows = overview.getByTestId('emails-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: `${marker} Abschluss MAFEG` })
    .click();
  const detail = page.getByTestId('email-detail-page');
  await expect(detail.getByTestId('email-subject')).toHaveText(`${marker} Abschluss MAFEG`);
  await expect(
    page.frameLocator('[data-testid="email-body-html"]').getByText('wurde geschlossen', { exact: false }),
  ).toBeVisible();
  await detail.getByRole('tab', { name: 'Text' }).click();
  await expect(detail.getByTestId('email-body-text')).toContainText('(MAFEG) wurde geschlossen.');
});
