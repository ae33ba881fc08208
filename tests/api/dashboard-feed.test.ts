import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { PROCESS_TYPES } from '../../src/engine/constants';
import {
  buildEhgTalk,
  buildProcessOrg,
  client,
  createProcess,
  day,
  expectStatus,
  type Person,
  setTalkDate,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

const renew = async (who: Person) =>
  expectStatus(await client(t, who).post('/api/Dashboard/CalendarFeed', {}), 200).json() as Promise<{
    active: boolean;
    url: string;
    webcalUrl: string;
  }>;
/** GET of the feed without any header: the address is the credential. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

/** The feed's events as [summary, start] pairs, parsed back with ical.js. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      uid: event.uid,
      allDay: event.startDate.isDate,
    };
  });
}

describe('Calendar feed: refusals', () => {
  it('401 without a token and 403 in another organization for the management calls; 400 and 404 for bad addresses', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/Dashboard/CalendarFeed',
        headers: { 'x-organization': o.org.slug },
      });
      expect(res.statusCode).toBe(401);
      const foreign = client(t, { ...o.employee.headers, 'x-organization': other.org.slug });
      expect((await foreign.get('/api/Dashboard/CalendarFeed')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/calendar/short.ics' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${'a'.repeat(43)}.ics` })).statusCode).toBe(
      404,
    );
  });
});

describe('Calendar feed', () => {
  it('serves the owner’s dates as iCalendar, no-store; renewing ends the old address, deleting ends the feed', async () => {
    const o = await buildProcessOrg(t);
    const { talk } = await buildEhgTalk(
      t,
      o,
      { name: 'EHG-Runde', startDate: day(-5), endDate: day(60) },
      { inDays: 7, hours: 14, minutes: 30 },
    );
    // another process of the organization the employee has no part in
    const peers = await createProcess(t, o.supervisor, o.peer.user.id, PROCESS_TYPES.EHG);
    await setTalkDate(t, o.supervisor, peers.id, talk.toISOString());

    expect(expectStatus(await client(t, o.employee).get('/api/Dashboard/CalendarFeed'), 200).json()).toEqual({
      active: false,
    });
    const feed = await renew(o.employee);
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(expectStatus(await client(t, o.employee).get('/api/Dashboard/CalendarFeed'), 200).json()).toEqual({
      active: true,
    });
    // only the hash is stored
    const stored = await t.app.db
      .selectFrom('calendar_feed_tokens')
      .selectAll()
      .where('user_id', '=', o.employee.user.id)
      .executeTakeFirstOrThrow();
    expect(feed.url).not.toContain(stored.token_hash);

    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('no-store');
    const events = eventsOf(res.body);
    const dates = expectStatus(await client(t, o.employee).get('/api/Dashboard/GetDates'), 200).json().result;
    expect(events).toHaveLength(dates.length);
    expect(events).toHaveLength(3);
    const talkEvent = events.find((e) => e.summary.startsWith('Gesprächstermin'))!;
    expect(talkEvent.allDay).toBe(false);
    expect(talkEvent.start).toBe(talk.toISOString().replace('.000', ''));
    expect(events.find((e) => e.summary.startsWith('Beginn'))).toMatchObject({
      start: day(-5),
      allDay: true,
    });
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);

    // the supervisor's feed is the supervisor's own: both talks and the talkround
    const supervisorFeed = eventsOf((await fetchFeed((await renew(o.supervisor)).url)).body);
    expect(supervisorFeed.length).toBe(4);

    const renewed = await renew(o.employee);
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);

    expect((await client(t, o.employee).delete('/api/Dashboard/CalendarFeed')).statusCode).toBe(204);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(404);
  });

  it('is rate-limited per address: guessing secrets gets 429 after 30 requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `/calendar/${'b'.repeat(43)}.ics` })).statusCode,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 404)).toBe(true);
  });
});
