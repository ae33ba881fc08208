import { expect, test } from '@playwright/test';
import {
  feedbackOf,
  MAX_AND_TOM,
  signInAs,
  startEhg,
  write,
  writeAndSubmitEhgDocumentation,
} from './feedback-helpers';

const DOCUMENTATION = 3;

test('an EHG: the documentation is released to the employee on submit and stays editable', async ({
  browser,
}) => {
  // Max leads Tom; Tom works in English (his language in the demo data)
  const { supervisor: manager, process } = await startEhg(browser, MAX_AND_TOM);
  const m = manager.page;
  const documentation = feedbackOf(process, DOCUMENTATION);

  // the employee has nothing to read before the release
  const employee = await signInAs(browser, 'tom.teamlead@demo.example');
  const e = employee.page;
  await e.goto(`/demo/feedback/${documentation}`);
  await expect(e.getByTestId('feedback-noAccess')).toHaveText(
    'You have no permission to access this feedback.',
  );

  // the supervisor writes and submits the documentation
  await m.goto(`/demo/feedback/${documentation}`);
  await writeAndSubmitEhgDocumentation(m);
  await expect(m.getByTestId('process-status')).toContainText('Dokumentation freigegeben');

  // still editable for the supervisor after the release
  await expect(m.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'edit');
  const noteSaved = m.waitForResponse(
    (r) => r.url().endsWith('/api/FeedbackComments') && !!r.request().postData()?.includes('eh-notes'),
  );
  await write(m, 'eh-notes', 'Nachtrag: Termin im Kalender.');
  expect((await noteSaved).status()).toBe(200);

  // the employee's open page comes alive with the release, read-only, and shows the later change too
  await expect(e.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'readOnly');
  await expect(e.locator('#root_eh-expect-manager_comment')).toHaveValue(
    'Verantwortung für das Backoffice-Reporting.',
  );
  await expect(e.locator('#root_eh-notes_comment')).toHaveValue('Nachtrag: Termin im Kalender.');
  // Tom's bell heard of the release at once, in his language
  await e.getByTestId('notifications-bell').click();
  const released = e.getByTestId('notifications-list').getByRole('button', {
    name: /submitted the documentation \(EHG\)/,
  });
  await expect(released.first()).toBeVisible();
  await e.keyboard.press('Escape');
  await e.getByTestId('action-approve').click();
  // the confirmation dialog's own button (the action button carries the same label)
  await e.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(e.getByText('The feedback was confirmed.')).toBeVisible();
  await expect(e.getByTestId('process-status')).toContainText('Complete');

  // and the supervisor sees the completion without reloading
  await expect(m.getByTestId('process-status')).toContainText('Abgeschlossen');

  // Max is told of the confirmation; the notification leads to the documentation and then counts as seen
  await m.goto('/demo/dashboard');
  const count = m.getByTestId('notifications-count');
  await expect(async () => expect(Number(await count.textContent())).toBeGreaterThan(0)).toPass();
  const unseen = Number(await count.textContent());
  await m.getByTestId('notifications-bell').click();
  await m
    .getByTestId('notifications-list')
    .getByRole('button', { name: /hat Ihre Dokumentation \(EHG\) bestätigt/ })
    .first()
    .click();
  await expect(m).toHaveURL(new RegExp(`/demo/feedback/${documentation}$`));
  // the badge counts one less, and disappears at 0
  if (unseen > 1) await expect(count).toHaveText(String(unseen - 1));
  else await expect(count).toHaveCount(0);
  await Promise.all([manager.close(), employee.close()]);
});
