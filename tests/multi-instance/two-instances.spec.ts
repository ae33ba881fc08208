import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { EMAIL_STATUSES } from '../../src/engine/constants';
import {
  api,
  feedbackOf,
  MAX_AND_TOM,
  SARA_AND_LENA,
  signInAs,
  startEhg,
  write,
  writeAndSubmitEhgDocumentation,
} from '../e2e/feedback-helpers';
import { signIn } from '../e2e/sign-in';
import { PROXY_URL } from './cluster-env';
import { INSTANCE_HEADER, PIN_HEADER, type ProxyState } from './round-robin-proxy';

// Two instances of the built app on one PostgreSQL database behind a round-robin proxy (every
// request and every WebSocket to the next instance, no stickiness), in a real browser. The proxy names the
// instance of each response (INSTANCE_HEADER) and of each WebSocket (/__proxy/state); a pinned context
// (PIN_HEADER) makes sure an action happens on the other instance than the socket that must hear of it.

const DOCUMENTATION = 3;

const proxyState = async (): Promise<ProxyState> =>
  (await fetch(`${PROXY_URL}/__proxy/state`)).json() as Promise<ProxyState>;

type Mails = { received: { to: string }[]; outbox: { recipient: string; status: number }[] };
/** What the run's mail server received, and the outbox's rows (cluster-main.ts). */
const mails = async (): Promise<Mails> =>
  (await fetch(`${PROXY_URL}/__proxy/mails`)).json() as Promise<Mails>;
const address = (to: string) => /[^\s<>,"]+@[^\s<>,"]+/.exec(to)?.[0]?.toLowerCase() ?? to;

/** The instance a WebSocket of the page went to, as the proxy recorded it. */
async function instanceOf(ws: WebSocket): Promise<number> {
  const url = new URL(ws.url());
  const socket = (await proxyState()).sockets.find((s) => s.url === url.pathname + url.search);
  expect(socket, `the proxy forwarded ${url.pathname}`).toBeTruthy();
  return socket!.instance;
}

/**
 * Resolves with the page's next connection to `hub` once its handshake is answered, or (joined) once the
 * server also answered its JoinGroup: only then does an event of the group reach it. Listens from the socket's
 * creation, so call it before what connects.
 */
function hubSocket(page: Page, hub: string, { joined = false } = {}): Promise<WebSocket> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes(`/hubs/${hub}?`)) return;
      page.off('websocket', onSocket);
      const joins = new Set<string>();
      const messages = (payload: string | Buffer) => String(payload).split('\u001e').filter(Boolean);
      ws.on('framesent', ({ payload }) => {
        for (const message of messages(payload))
          if (message.includes('"JoinGroup"'))
            joins.add((JSON.parse(message) as { invocationId: string }).invocationId);
      });
      ws.on('framereceived', ({ payload }) => {
        if (!joined) return resolve(ws);
        for (const message of messages(payload)) {
          const { type, invocationId } = JSON.parse(message) as { type?: number; invocationId?: string };
          if (type === 3 && invocationId && joins.has(invocationId)) resolve(ws);
        }
      });
    };
    page.on('websocket', onSocket);
  });
}

/** Sends what the page does from now on to one instance (no argument: round robin again). */
const pin = (page: Page, instance?: number) =>
  page.context().setExtraHTTPHeaders(instance === undefined ? {} : { [PIN_HEADER]: String(instance) });

test('signing in through the proxy: the sign-in’s requests alternate between the instances', async ({
  page,
}) => {
  const served = new Map<string, string[]>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/oidc/')) return;
    served.set(path, [...(served.get(path) ?? []), response.headers()[INSTANCE_HEADER]]);
  });
  await signIn(page, 'emil.employee@demo.example');
  const instances = new Set([...served.values()].flat());
  // the authorization request, the interaction page, its form post, the token request, …: on both instances
  expect([...served.keys()].length).toBeGreaterThanOrEqual(3);
  expect(instances).toEqual(new Set(['0', '1']));

  // the token one instance issued is accepted by each
  for (const instance of [0, 1]) {
    await pin(page, instance);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Session/Initialize'));
    await page.reload();
    expect((await answer).headers()[INSTANCE_HEADER]).toBe(String(instance));
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  }
  await pin(page);
});

test('a talk date set on one instance reaches the employee’s dashboard connected to the other', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { supervisor, process } = await startEhg(browser, SARA_AND_LENA);
  const s = supervisor.page;

  // the employee's dashboard is open, its users hub connected to one of the instances
  const employee = await signInAs(browser, 'lena.lang@demo.example');
  const e = employee.page;
  const usersHub = hubSocket(e, 'users');
  await e.reload();
  const listening = await instanceOf(await usersHub);
  const other = 1 - listening;
  const calendar = e.getByTestId('dashboard-calendar');
  await expect(calendar.locator('.fc-daygrid')).toBeVisible();
  const entry = calendar.locator(`[data-testid="calendar-event-talk:${process.id}"]`);
  await expect(entry).toHaveCount(0);

  // the supervisor sets the talk date for the first day of next month, on the other instance
  const talk = new Date();
  talk.setMonth(talk.getMonth() + 1, 1);
  talk.setHours(10, 30, 0, 0);
  await pin(s, other);
  const saved = s.waitForResponse((r) => r.url().endsWith('/api/FeedbackTalkDate'));
  const answer = await api<{ id?: number }>(s, 'POST', '/FeedbackTalkDate', {
    processId: process.id,
    talkDate: talk.toISOString(),
  });
  expect(answer.id).toBe(process.id);
  expect((await saved).headers()[INSTANCE_HEADER]).toBe(String(other));
  await pin(s);

  // without a reload, through the database's backplane: the next month shows it
  await calendar.getByRole('button', { name: /Nächste/ }).click();
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(entry).toContainText('Gespräch');
  await Promise.all([employee.close(), supervisor.close()]);
});

test('answers saved on either instance reach the other’s open page; one instance drains mid-session', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Max leads Tom (demo hierarchy); the EHG documentation is Tom's to read once released
  const { supervisor: manager, process } = await startEhg(browser, MAX_AND_TOM);
  const m = manager.page;
  const documentation = feedbackOf(process, DOCUMENTATION);
  await m.goto(`/demo/feedback/${documentation}`);
  await writeAndSubmitEhgDocumentation(m);
  await expect(m.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'edit');

  // Tom reads the released documentation; his page's process group is on one instance
  const employee = await signInAs(browser, 'tom.teamlead@demo.example');
  const e = employee.page;
  const joined = hubSocket(e, 'feedbacks', { joined: true });
  await e.goto(`/demo/feedback/${documentation}`);
  await expect(e.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'readOnly');
  const tomsSocket = await joined;
  const listening = await instanceOf(tomsSocket);
  const other = 1 - listening;

  // Max's answer is saved on the other instance; Tom's page shows it without a reload
  const note = (text: string) =>
    m.waitForResponse(
      (r) => r.url().endsWith('/api/FeedbackComments') && !!r.request().postData()?.includes(text),
    );
  await pin(m, other);
  const first = note('Erster Nachtrag');
  await write(m, 'eh-notes', 'Erster Nachtrag.');
  expect((await first).status()).toBe(200);
  expect((await first).headers()[INSTANCE_HEADER]).toBe(String(other));
  await pin(m);
  await expect(e.locator('#root_eh-notes_comment')).toHaveValue('Erster Nachtrag.');

  // a rolling update stops the instance Tom's page listens to (SIGTERM: it drains) while Max keeps writing
  const reconnected = hubSocket(e, 'feedbacks', { joined: true });
  const stopped = fetch(`${PROXY_URL}/__proxy/stop/${listening}`, { method: 'POST' });
  const during = note('während des Updates');
  await write(m, 'eh-expect-manager', 'Reporting, geändert während des Updates.');
  expect((await during).status()).toBe(200);
  expect((await stopped).status).toBe(200);
  expect((await proxyState()).instances[listening].ready).toBe(false);

  // Tom's page reconnects by itself, through the proxy, to the instance that is left
  const tomsNewSocket = await reconnected;
  expect(await instanceOf(tomsNewSocket)).toBe(other);
  expect((await proxyState()).sockets.filter((s) => s.open).every((s) => s.instance === other)).toBe(true);

  // both pages keep working: Max's next answer reaches Tom's open page, with the one saved during the drain
  const last = note('Nach dem Update');
  await write(m, 'eh-notes', 'Nach dem Update geschrieben.');
  expect((await last).status()).toBe(200);
  expect((await last).headers()[INSTANCE_HEADER]).toBe(String(other));
  await expect(e.locator('#root_eh-notes_comment')).toHaveValue('Nach dem Update geschrieben.');
  await expect(e.locator('#root_eh-expect-manager_comment')).toHaveValue(
    'Reporting, geändert während des Updates.',
  );
  await expect(m.getByTestId('save-state')).not.toHaveAttribute('data-state', 'failed');

  // and the saved answer is in the database: a reload on the remaining instance shows it
  await m.reload();
  await expect(m.locator('#root_eh-notes_comment')).toHaveValue('Nach dem Update geschrieben.');
  await expect(m.locator('#root_eh-expect-manager_comment')).toHaveValue(
    'Reporting, geändert während des Updates.',
  );
  await Promise.all([manager.close(), employee.close()]);

  // every e-mail of the run (processes started, talk date, release, …) went out exactly once, also around the
  // drain: the mail server received each recipient's e-mails as often as the outbox holds them sent
  const { sending, pending, sent } = EMAIL_STATUSES;
  await expect
    .poll(async () => (await mails()).outbox.filter((e) => e.status === sending || e.status === pending), {
      timeout: 30_000,
    })
    .toEqual([]);
  const { received, outbox } = await mails();
  const delivered = outbox.filter((e) => e.status === sent).map((e) => address(e.recipient));
  expect(delivered).toContain('tom.teamlead@demo.example');
  expect(delivered).toContain('lena.lang@demo.example');
  expect(received.map((r) => address(r.to)).sort()).toEqual(delivered.sort());
});
