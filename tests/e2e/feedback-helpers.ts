import { expect, type Browser, type Page, type WebSocket } from '@playwright/test';
import type { Process, ProcessList } from '../../src/engine/api/feedbacks-answers';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { signIn } from './sign-in';

/** A signed-in user in a browser context of their own. */
export type Actor = { page: Page; close: () => Promise<void> };

/** Signs in through the embedded sign-in page in a new context (two people, two contexts). */
export async function signInAs(browser: Browser, email: string): Promise<Actor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}

type Json = Record<string, unknown>;

/** Calls the API as the signed-in user (the token oidc-client-ts keeps in local storage). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-organization': 'demo',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, url: `/api${path}`, body },
  );
}

/** Closes (as an administrator of processes) every open process of a type for an employee, so a test starts clean. */
export async function closeOpenProcesses(admin: Page, processType: number, shorthand: string): Promise<void> {
  const { result } = await api<ProcessList>(admin, 'GET', `/Process/${processType}`);
  for (const p of result.filter((p) => p.recipient?.shorthand === shorthand && !p.isClosed)) {
    await api<Json>(admin, 'POST', '/Feedbacks/close', { processId: p.id, reasonId: 6 });
  }
}

/** Signs HR in for a moment to close an employee's open processes of a type, so a test starts clean. */
export async function closeOpenProcessesAsHr(browser: Browser, processType: number, shorthand: string) {
  const hr = await signInAs(browser, 'hanna.hr@demo.example');
  await closeOpenProcesses(hr.page, processType, shorthand);
  await hr.close();
}

/** Creates a process through the dialog on /processes, as a supervisor does, and waits for its confirmation. */
export async function createProcessInDialog(
  page: Page,
  employee: RegExp,
  processType: string,
): Promise<void> {
  await page.goto('/demo/processes');
  await page.getByTestId('create-process').click();
  await choose(page, 'create-employee', employee);
  await choose(page, 'create-type', processType);
  await page.getByTestId('create-submit').click();
  await expect(page.getByText('Der Prozess wurde angelegt.')).toBeVisible();
}

/** The open process of a type of an employee, as the caller sees it in their hierarchy list. */
export async function openProcessOf(page: Page, processType: number, shorthand: string): Promise<Process> {
  const { result } = await api<ProcessList>(
    page,
    'GET',
    `/Feedbacks/list/hierarchy?type=${processType}&indirect=true`,
  );
  const process = result.find((p) => p.recipient?.shorthand === shorthand && !p.isClosed);
  expect(process, `an open process of type ${processType} for ${shorthand}`).toBeTruthy();
  return process!;
}

/** A supervisor of the demo data and an employee of theirs: the supervisor's sign-in, how the lists name the employee. */
export type DemoLine = { supervisor: string; employee: RegExp; shorthand: string };
export const SARA_AND_LENA: DemoLine = {
  supervisor: 'sara.supervisor@demo.example',
  employee: /Lang, Lena/,
  shorthand: 'LLAN',
};
export const MAX_AND_TOM: DemoLine = {
  supervisor: 'max.manager@demo.example',
  employee: /Klein, Tom/,
  shorthand: 'TKLE',
};

/**
 * A new EHG of the line's employee, created in the dialog by their supervisor (signed in in a context of their
 * own), after HR closed the employee's open EHGs.
 */
export async function startEhg(
  browser: Browser,
  line: DemoLine,
): Promise<{ supervisor: Actor; process: Process }> {
  await closeOpenProcessesAsHr(browser, PROCESS_TYPES.EHG, line.shorthand);
  const supervisor = await signInAs(browser, line.supervisor);
  await createProcessInDialog(supervisor.page, line.employee, 'EHG');
  return { supervisor, process: await openProcessOf(supervisor.page, PROCESS_TYPES.EHG, line.shorthand) };
}

export const feedbackOf = (process: Process, feedbackType: number) =>
  process.feedbacks.find((f) => f.feedbackType === feedbackType)!.id;

/** Chooses a scale value of a question (or of a matrix row). */
export async function rate(page: Page, elementId: string, value: number, itemId?: string) {
  const name = `root_${elementId}${itemId ? `_${itemId}` : ''}_value`;
  // by keyboard, as a user would: the sticky bars may cover a radio that was just scrolled to
  const radio = page.locator(`input[type=radio][name="${name}"][value="${value}"]`);
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/** Types the comment or text answer of a question (or of a matrix row) and leaves the field. */
export async function write(page: Page, elementId: string, text: string, itemId?: string) {
  const input = page.locator(`#root_${elementId}${itemId ? `_${itemId}` : ''}_comment`);
  await input.fill(text);
  await input.blur();
}

/**
 * Opens a PrimeReact dropdown or multiselect once it takes clicks: one still loading its options (its spinner)
 * or disabled (waiting for another choice) ignores them, so its list would never open.
 */
export async function openDropdown(page: Page, testId: string) {
  const dropdown = page.getByTestId(testId);
  await expect(dropdown.locator('.p-icon-spin')).toHaveCount(0);
  await expect(dropdown).not.toHaveClass(/p-disabled/);
  await dropdown.click();
}

/** Picks an option of a PrimeReact dropdown by its visible text. */
export async function choose(page: Page, testId: string, option: string | RegExp) {
  await openDropdown(page, testId);
  await page.getByRole('option', { name: option }).click();
}

/** Picks the first option of a PrimeReact dropdown. */
export async function chooseFirst(page: Page, testId: string) {
  await openDropdown(page, testId);
  await page.getByRole('listbox').getByRole('option').first().click();
}

/**
 * The server refuses the comment saves (503) of the open form's question `elementId` while `text` is typed into
 * it: the sticky action bar and the question show the failure (`whileRefused` checks more meanwhile). Once the
 * server answers again, the form's own next try saves it, nothing typed again, and a reload shows the text.
 */
export async function expectRefusedSaveRetried(
  page: Page,
  elementId: string,
  text: string,
  { whileRefused }: { whileRefused?: () => Promise<void> } = {},
): Promise<void> {
  const comments = '**/api/FeedbackComments*';
  let refused = 0;
  await page.route(comments, async (route) => {
    refused += 1;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE"}' });
  });
  const field = page.locator(`#root_${elementId}_comment`);
  await field.scrollIntoViewIfNeeded();
  await field.fill(text);
  await field.blur();

  const bar = page.getByRole('toolbar', { name: 'Aktionen' });
  const state = bar.getByTestId('save-state');
  // the form's own timers decide here (tries after 1 s and 3 s, then every 10 s): a ceiling beyond them
  await expect(state).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(state).toBeInViewport();
  await expect(bar.getByRole('alert')).toContainText('konnte nicht gespeichert werden');
  const marked = page.locator(`[data-element-id="${elementId}"][data-save-failed]`);
  await expect(marked).toBeVisible();
  await whileRefused?.();

  const triedBefore = refused;
  await page.unroute(comments);
  await expect(state).toHaveAttribute('data-state', 'saved', { timeout: 60_000 });
  expect(triedBefore).toBeGreaterThanOrEqual(3);
  await expect(marked).toHaveCount(0);
  await page.reload();
  await expect(field).toHaveValue(text);
}

/**
 * Submits the open feedback and waits for its success toast. A toast of an earlier submit on the same page may
 * still be showing (3.5 s), so the new one is awaited only once that is gone: one toast, this submit's.
 */
export async function submitAndExpectToast(page: Page): Promise<void> {
  const submitted = page.getByText('Das Feedback wurde abgegeben.');
  await expect(submitted).toHaveCount(0);
  await page.getByTestId('action-submit').click();
  // submitting cannot be undone: the page asks first
  await page.getByRole('dialog').getByRole('button', { name: 'Abgeben', exact: true }).click();
  await expect(submitted).toBeVisible();
}

/**
 * Writes the demo EHG documentation open on the page (both expectations, the clarity, one agreement row) as its
 * supervisor and submits it.
 */
export async function writeAndSubmitEhgDocumentation(page: Page): Promise<void> {
  await write(page, 'eh-expect-manager', 'Verantwortung für das Backoffice-Reporting.');
  await write(page, 'eh-expect-employee', 'Regelmäßige Abstimmung alle zwei Wochen.');
  await rate(page, 'eh-clarity', 3);
  await page.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  await page.keyboard.type('Einarbeitung Reporting-Tool');
  await page.keyboard.press('Tab');
  await submitAndExpectToast(page);
}

/**
 * Resolves when a connection of the page to `hub` opened from now on has its handshake answered (its first
 * frame in). Call it before the navigation that connects: the listener is on each socket from its creation, so
 * the answer cannot slip by. Every socket counts, not only the first one seen: on a busy machine the socket of
 * the page being left (a reload) may be reported after the call and then never answered, and a socket the
 * server closed is replaced by the client's retry.
 */
export function hubConnected(page: Page, hub: string): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes(`/hubs/${hub}`)) return;
      ws.once('framereceived', () => {
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}

type HubRecord = { type?: number; target?: string; invocationId?: string; error?: string };

/** The hub protocol's records in one WebSocket frame (JSON, each ended by the record separator). */
function hubRecords(payload: string | Buffer): HubRecord[] {
  return String(payload)
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      try {
        return JSON.parse(record) as HubRecord;
      } catch {
        return {};
      }
    });
}

/**
 * Resolves when the page's next connection to `hub` has joined a group (a JoinGroup the server answered
 * without an error): from then on the open view hears of changes to what it shows. Call it before the
 * navigation that opens the view, like hubConnected.
 */
export function hubJoined(page: Page, hub: string): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes(`/hubs/${hub}`)) return;
      const asked = new Set<string>();
      ws.on('framesent', ({ payload }) => {
        for (const record of hubRecords(payload))
          if (record.type === 1 && record.target === 'JoinGroup' && record.invocationId)
            asked.add(record.invocationId);
      });
      ws.on('framereceived', ({ payload }) => {
        for (const record of hubRecords(payload)) {
          if (record.type !== 3 || !asked.has(record.invocationId ?? '') || record.error) continue;
          page.off('websocket', onSocket);
          resolve();
        }
      });
    };
    page.on('websocket', onSocket);
  });
}
