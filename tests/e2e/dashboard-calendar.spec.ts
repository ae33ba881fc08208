import { expect, test, type Page } from '@playwright/test';
import { api, hubConnected, SARA_AND_LENA, signInAs, startEhg } from './feedback-helpers';

/** Moves the calendar forward once when `date` is not in the shown month (or, in the week view, week). */
async function showDate(page: Page, date: Date, view: 'month' | 'week') {
  const now = new Date();
  const later = view === 'month' ? date.getMonth() !== now.getMonth() : date.getDay() === 1; // German weeks start on Monday: tomorrow is a Monday -> next week
  if (later)
    await page
      .getByTestId('dashboard-calendar')
      .getByRole('button', { name: /Nächste/ })
      .click();
}

test('a supervisor sets a talk date; the employee’s open dashboard shows it in month and week view and opens it', async ({
  browser,
}) => {
  const { supervisor, process } = await startEhg(browser, SARA_AND_LENA);
  const s = supervisor.page;

  // the employee's dashboard is open before the date exists
  const employee = await signInAs(browser, 'lena.lang@demo.example');
  const e = employee.page;
  // a real open dashboard is connected to the users hub: wait for the connection's handshake answer
  const usersHub = hubConnected(e, 'users');
  await e.reload();
  await usersHub;
  const calendar = e.getByTestId('dashboard-calendar');
  await expect(calendar.locator('.fc-daygrid')).toBeVisible();
  const entry = calendar.locator(`[data-testid="calendar-event-talk:${process.id}"]`);
  await expect(entry).toHaveCount(0);

  // the supervisor (in their own browser) sets the talk date for tomorrow, 10:30
  const talk = new Date(Date.now() + 24 * 3600 * 1000);
  talk.setHours(10, 30, 0, 0);
  const answer = await api<{ id?: number }>(s, 'POST', '/FeedbackTalkDate', {
    processId: process.id,
    talkDate: talk.toISOString(),
  });
  expect(answer.id).toBe(process.id);

  // without a reload: the users hub tells the employee's calendar (month view)
  await showDate(e, talk, 'month');
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Gespräch');

  // the week view shows it at its time
  await calendar.getByRole('button', { name: 'Woche', exact: true }).click();
  await expect(calendar.locator('.fc-timegrid')).toBeVisible();
  await showDate(e, talk, 'week');
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('10:30');

  // the keyboard moves between weeks: Page Down and Page Up come back to the same week
  await calendar.getByRole('button', { name: 'Woche', exact: true }).focus();
  await e.keyboard.press('PageDown');
  await expect(entry).toHaveCount(0);
  await e.keyboard.press('PageUp');
  await expect(entry).toBeVisible();

  // The EHG's one feedback is the documentation, which the employee may read only once it is released: her entry
  // is no link (no page she may not open), while the supervisor's opens the documentation.
  await expect(entry.locator('xpath=ancestor-or-self::a[@href]')).toHaveCount(0);
  await entry.click();
  await expect(e).toHaveURL(/\/demo\/dashboard$/);
  await expect(e.getByTestId('feedback-noAccess')).toHaveCount(0);

  await s.goto('/demo/dashboard');
  const ownEntry = s
    .getByTestId('dashboard-calendar')
    .locator(`[data-testid="calendar-event-talk:${process.id}"]`);
  await showDate(s, talk, 'month');
  await ownEntry.click();
  await expect(s).toHaveURL(new RegExp(`/demo/feedback/${process.feedbacks[0]!.id}$`));
  await expect(s.getByTestId('feedback-page')).toBeVisible();

  await employee.close();
  await supervisor.close();
});

test('hiding a widget survives a reload; showing it again too', async ({ browser }) => {
  const user = await signInAs(browser, 'emil.employee@demo.example');
  const page = user.page;
  await expect(page.getByTestId('dashboard-process-status')).toBeVisible();

  await page.getByTestId('dashboard-arrange').click();
  await page.getByTestId('widget-visible-processStatus').click();
  await page.getByTestId('widget-settings-save').click();
  await expect(page.getByTestId('dashboard-process-status')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('dashboard-calendar')).toBeVisible();
  await expect(page.getByTestId('dashboard-process-status')).toHaveCount(0);

  // the keyboard reaches the setting: show it again and move it to the top
  await page.getByTestId('dashboard-arrange').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('widget-visible-processStatus').click();
  const up = page.getByRole('button', { name: 'Prozessstatus nach oben' });
  await up.click();
  // now first: it cannot move further up
  await expect(up).toBeDisabled();
  await expect(page.getByTestId('widget-settings-list').locator('li').first()).toContainText('Prozessstatus');
  await page.getByTestId('widget-settings-save').click();
  await page.reload();
  await expect(page.getByTestId('dashboard-process-status')).toBeVisible();
  await expect(page.locator('.dpt-dash-widget').first()).toHaveClass(/dpt-dash-widget-processStatus/);
  // back to the first layout for other tests
  await page.getByTestId('dashboard-arrange').click();
  await page.getByRole('button', { name: 'Prozessstatus nach unten' }).click();
  await page.getByTestId('widget-settings-save').click();
  await expect(page.locator('.dpt-dash-widget').first()).toHaveClass(/dpt-dash-widget-calendar/);
  await user.close();
});
