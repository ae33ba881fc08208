import { describe, expect, it } from 'vitest';
import type { DashboardDate, DashboardTask } from '../../src/engine/api/dashboard';
import type { ProcessLink } from '../../src/engine/api/links';
import type { AppNotification, RouteData } from '../../src/engine/api/notifications';
import type { FulltextResult } from '../../src/engine/api/search';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../src/engine/constants';
import { client, day, expectStatus } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

type DemoUser = { email: string; subject: string; id: number; slug: string; headers: Record<string, string> };

/** Every demo person of every demo organization, signed in. */
async function demoUsers(): Promise<DemoUser[]> {
  const rows = await t.app.db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.email', 'users.subject', 'users.id', 'organizations.slug'])
    .where('organizations.slug', 'in', ['demo', 'nordlicht'])
    .orderBy('users.id')
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      headers: { authorization: `Bearer ${await t.tokenFor(r.subject)}`, 'x-organization': r.slug },
    })),
  );
}

/** The API behind the page a link opens: what the page loads first. */
function pageApi(link: RouteData): string | null {
  switch (link.routeName) {
    case 'feedback':
      return `/api/Feedbacks?feedbackId=${link.id}`;
    case 'pdp':
      return link.id === null ? '/api/Pdp' : `/api/Pdp/${link.id}`;
    case 'promotions':
      return '/api/promotions';
    case 'pdc-edc':
      return '/api/Feedbacks/listPdcEdc';
    case 'anonymous-submissions':
      return link.id === null
        ? '/api/feedbacks/anonymous/submissions'
        : `/api/feedbacks/anonymous/submissions/${link.id}`;
    case 'anonymous-submission':
      return '/api/feedbacks/anonymous/submissions';
    case 'my-feedbacks':
      return '/api/Feedbacks/list/recipient';
    case 'processes':
    case 'dashboard':
      return '/api/Dashboard/GetTasks';
    default:
      return null;
  }
}

/** Every link the API answers the user: calendar, notifications, tasks, search, e-mails (resolved on arrival). */
async function linksOf(user: DemoUser): Promise<{ source: string; link: RouteData }[]> {
  const api = client(t, user.headers);
  const found: { source: string; link: RouteData }[] = [];
  const add = (source: string, link: RouteData | null) => link && found.push({ source, link });

  const dates = expectStatus(
    await api.get(`/api/Dashboard/GetDates?from=${day(-500)}&to=${day(590)}`),
    200,
  ).json().result as DashboardDate[];
  for (const d of dates) add(`date ${d.key}`, d.link);
  const notifications = expectStatus(
    await api.get(`/api/Notifications/${user.subject}`),
    200,
  ).json() as AppNotification[];
  for (const n of notifications) add(`notification ${n.id} ${n.kind}`, n.routeData);
  const tasks = expectStatus(await api.get('/api/Dashboard/GetTasks'), 200).json().result as DashboardTask[];
  for (const task of tasks) add(`task ${task.key}`, task.link);
  for (const term of ['Kunden', 'Präsentieren', 'Team', 'Gespräch']) {
    const hits = expectStatus(await api.get(`/api/fulltextsearch/${encodeURIComponent(term)}`), 200).json()
      .results as FulltextResult[];
    for (const hit of hits) add(`search ${term}`, { routeName: 'feedback', id: hit.feedbackId });
  }
  const mails = await t.app.db
    .selectFrom('emails')
    .select(['id', 'body_text'])
    .where('recipient', '=', user.email)
    .execute();
  for (const mail of mails) {
    for (const match of mail.body_text.matchAll(/\/open\/process\/(\d+)(?:\?feedback=(\d+))?/g)) {
      const query = match[2] ? `?feedbackId=${match[2]}` : '';
      const open = expectStatus(
        await api.get(`/api/Links/process/${match[1]}${query}`),
        200,
      ).json() as ProcessLink;
      add(`e-mail ${mail.id}`, open.routeData);
    }
  }
  return found;
}

describe('every link the product makes for a person opens for them', () => {
  it('calendar, notifications, tasks, search and e-mails: each page answers 200 to every demo user', async () => {
    // a documentation vetoed and submitted again now: its recipient gets a notification and an e-mail leading to it
    const people = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', 'in', ['sara.supervisor@demo.example', 'clara.clausen@demo.example'])
      .execute();
    const actorOf = (email: string) => {
      const u = people.find((p) => p.email === email)!;
      return { organizationId: u.organization_id, userId: u.id, roles: u.roles, locale: 'de-DE' as const };
    };
    const [sara, clara] = [actorOf('sara.supervisor@demo.example'), actorOf('clara.clausen@demo.example')];
    const ehg = await t.app.db
      .selectFrom('processes')
      .select('id')
      .where('recipient_id', '=', clara.userId)
      .where('process_type', '=', PROCESS_TYPES.EHG)
      .executeTakeFirstOrThrow();
    const [doc] = (await t.processes.api.feedbacksOf(clara.organizationId, ehg.id)).filter(
      (f) => f.feedback_type === FEEDBACK_TYPES.documentation,
    );
    await t.processes.api.veto(clara, doc.id, 'Bitte das Ziel ergänzen.');
    await t.processes.api.submit(sara, doc.id);

    const refused: string[] = [];
    let followed = 0;
    for (const user of await demoUsers()) {
      const api = client(t, user.headers);
      for (const { source, link } of await linksOf(user)) {
        const url = pageApi(link);
        expect(url, `${user.email} ${source}`).not.toBeNull();
        const res = await api.get(url!);
        followed += 1;
        if (res.statusCode !== 200) refused.push(`${user.email} ${source} -> ${url}: ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    expect(followed).toBeGreaterThan(20);

    // the submitted documentation: notification and e-mail lead Clara to the document to confirm
    const claraUser = (await demoUsers()).find((u) => u.id === clara.userId)!;
    const bell = expectStatus(
      await client(t, claraUser.headers).get(`/api/Notifications/${claraUser.subject}`),
      200,
    ).json() as AppNotification[];
    expect(bell.find((n) => n.kind === 'feedbackSubmitted')?.routeData).toEqual({
      routeName: 'feedback',
      id: doc.id,
    });
    const mail = await t.app.db
      .selectFrom('emails')
      .select('body_text')
      .where('recipient', '=', claraUser.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`/demo/open/process/${ehg.id}?feedback=${doc.id}`);
  });

  it("clara's talk in the calendar leads to a feedback she may read, not to one that refuses her", async () => {
    const clara = (await demoUsers()).find((u) => u.email === 'clara.clausen@demo.example')!;
    const api = client(t, clara.headers);
    const dates = expectStatus(await api.get('/api/Dashboard/GetDates'), 200).json()
      .result as DashboardDate[];
    const talks = dates.filter((d) => d.type === 1 && d.processType === PROCESS_TYPES.MAFEG);
    expect(talks.length).toBeGreaterThan(0);
    for (const talk of talks) {
      expect(talk.link?.routeName).toBe('feedback');
      expect(talk.feedbackId).toBe(talk.link?.id);
      expectStatus(await api.get(`/api/Feedbacks?feedbackId=${talk.feedbackId}`), 200);
    }
  });

  it('GET /Links/process: 401 without a sign-in, null for a process of another organization', async () => {
    const users = await demoUsers();
    const olaf = users.find((u) => u.email === 'olaf.olsen@nordlicht.example')!;
    const demoProcess = await t.app.db
      .selectFrom('processes')
      .innerJoin('organizations', 'organizations.id', 'processes.organization_id')
      .select('processes.id')
      .where('organizations.slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/Links/process/${demoProcess.id}`,
      headers: { 'x-organization': 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await client(t, olaf.headers).get('/api/Links/process/abc')).statusCode).toBe(400);
    const foreign = expectStatus(
      await client(t, olaf.headers).get(`/api/Links/process/${demoProcess.id}`),
      200,
    );
    expect(foreign.json()).toEqual({ routeData: null });
  });
});
