import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import type { DateList } from '../../src/engine/api/dashboard';
import { api, signInAs } from './feedback-helpers';

test('the profile makes a calendar feed that serves the dashboard dates; renewing and ending it stop the old address', async ({
  browser,
}) => {
  const user = await signInAs(browser, 'mia.mentor@demo.example');
  const page = user.page;
  await page.goto('/demo/profile');
  const card = page.getByTestId('calendar-feed');
  await expect(card.getByTestId('calendar-feed-state')).toBeVisible();
  await card.getByTestId('calendar-feed-renew').click();
  const https = card.getByTestId('calendar-feed-https');
  await expect(https).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByTestId('calendar-feed-webcal')).toHaveValue(/^webcal:\/\//);
  const first = await https.inputValue();

  // the address, without any sign-in, answers an iCalendar document with the dashboard's dates
  const res = await page.request.get(first);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const { result: dates } = await api<DateList>(page, 'GET', '/Dashboard/GetDates');
  expect(events).toHaveLength(dates.length);
  for (const date of dates) {
    const start = date.allDay ? date.start : date.start.slice(0, 16);
    expect(
      events.some((e) =>
        date.allDay
          ? e.startDate.isDate && e.startDate.toString() === start
          : e.startDate.toJSDate().toISOString().slice(0, 16) === start,
      ),
      date.key,
    ).toBe(true);
  }

  // a new address ends the old one
  await card.getByTestId('calendar-feed-renew').click();
  await expect(https).not.toHaveValue(first);
  const second = await https.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  // ending the subscription (after a confirmation) stops the address
  await card.getByTestId('calendar-feed-remove').click();
  await page.getByRole('button', { name: 'Beenden', exact: true }).click();
  await expect(page.getByText('Ihr Abonnement ist beendet.')).toBeVisible();
  await expect(card.getByTestId('calendar-feed-state')).toHaveText('Sie haben noch kein Abonnement.');
  await expect(card.getByTestId('calendar-feed-remove')).toHaveCount(0);
  expect((await page.request.get(second)).status()).toBe(404);
  await page.reload();
  await expect(card.getByTestId('calendar-feed-state')).toHaveText('Sie haben noch kein Abonnement.');
  await user.close();
});
