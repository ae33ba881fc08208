import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { choose, hubConnected } from './feedback-helpers';
import { signIn } from './sign-in';

type Transition = { from: number; to: number; triggerType: number; feedbackType: number | null };
const ehg = JSON.parse(readFileSync('workflows/ehg.json', 'utf8')) as { transitions: Transition[] };
const indexOf = (from: number, trigger: number) =>
  ehg.transitions.findIndex((t) => t.from === from && t.triggerType === trigger);
// 210 --100 talk date reached--> 220 is the transition the admin changes; 200 --7--> 210 is the only way
// into 210, so pointing it elsewhere makes 210 unreachable.
const TALK_DATE_REACHED = indexOf(210, 100);
const INTO_210 = indexOf(200, 7);

/** Picks the option of a PrimeReact dropdown whose label starts with `prefix`. */
const chooseStarting = (page: Page, testId: string, prefix: string) =>
  choose(page, testId, new RegExp(`^${prefix}`));

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('an admin changes a transition, meets and fixes a checker issue, simulates, saves, reloads, resets', async ({
  page,
}) => {
  expect(TALK_DATE_REACHED).toBeGreaterThanOrEqual(0);
  // the editor checks and simulates with the engine in the browser, under the app's strict CSP (no eval)
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) cspViolations.push(m.text());
  });
  await signIn(page, 'anna.admin@demo.example');
  await page.goto('/demo/admin/workflows');
  await expect(page.getByTestId('workflows-page')).toBeVisible();
  await page.getByTestId('workflow-link-3').click();
  const editor = page.getByTestId('workflow-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('workflow-save')).toBeDisabled();

  // change the target of "talk date reached" in 210 from 220 to 230
  await chooseStarting(page, `transition-${TALK_DATE_REACHED}-to`, '230 ·');
  await expect(editor).toHaveAttribute('data-dirty', 'true');
  await expect(page.getByTestId('graph-edge-210-230')).toBeVisible();
  await expect(page.getByTestId('workflow-save')).toBeEnabled();

  // make 210 unreachable: the checker says so, and saving is blocked
  await chooseStarting(page, `transition-${INTO_210}-to`, '220 ·');
  const issue = page.getByTestId('workflow-issue-unreachableStatus');
  await expect(issue).toContainText('Status 210');
  await expect(page.getByTestId('workflow-save')).toBeDisabled();
  // the issue leads to the status: its tab opens and its id field gets the focus
  await issue.getByRole('button').click();
  await expect(tab(page, 'Status')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('status-row-210').getByRole('textbox').first()).toBeFocused();

  // fix it
  await tab(page, 'Graph und Übergänge').click();
  await chooseStarting(page, `transition-${INTO_210}-to`, '210 ·');
  await expect(page.getByTestId('workflow-issues')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('workflow-save')).toBeEnabled();

  // the simulator runs the edited workflow: 210 + talk date reached -> 230
  await tab(page, 'Simulator').click();
  await chooseStarting(page, 'simulator-status', '210 ·');
  await chooseStarting(page, 'simulator-trigger', '100 ·');
  await page.getByTestId('simulator-fire').click();
  await expect(page.getByTestId('simulator-result')).toHaveAttribute('data-next', '230');
  await expect(page.getByTestId('simulator-status')).toContainText('230');
  await page.getByTestId('simulator-reset').click();
  await expect(page.getByTestId('simulator-status')).toContainText('200');

  // save, reload: the change is stored
  await page.getByTestId('workflow-save').click();
  await expect(page.getByText('Der Workflow wurde gespeichert.')).toBeVisible();
  await expect(editor).toHaveAttribute('data-dirty', 'false');
  await page.reload();
  await expect(page.getByTestId(`transition-${TALK_DATE_REACHED}-to`)).toContainText('230');
  await page.goto('/demo/admin/workflows');
  await expect(page.getByTestId('workflows-page').getByText('Angepasst')).toBeVisible();

  // back to the default (confirmed), so later specs meet the default EHG
  await page.getByTestId('workflow-link-3').click();
  await page.getByTestId('workflow-reset').click();
  await page.getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
  await expect(page.getByText('Der Standard-Workflow wurde wiederhergestellt.')).toBeVisible();
  await expect(page.getByTestId(`transition-${TALK_DATE_REACHED}-to`)).toContainText('220');
  expect(cspViolations).toEqual([]);
});

test("someone else's save: unsaved edits stay with an offer to reload; an unchanged editor follows", async ({
  page,
  context,
}) => {
  await signIn(page, 'anna.admin@demo.example');
  // this tab hears of the other's saves once its organization hub is connected
  const connected = hubConnected(page, 'organization');
  await page.goto('/demo/admin/workflows');
  await page.getByTestId('workflow-link-3').click();
  await expect(page.getByTestId('workflow-editor')).toBeVisible();
  await connected;
  const other = await context.newPage(); // the same admin in a second tab
  await other.goto(page.url());
  await expect(other.getByTestId('workflow-editor')).toBeVisible();

  // unsaved edits here, a save there
  await chooseStarting(page, `transition-${TALK_DATE_REACHED}-to`, '230 ·');
  await chooseStarting(other, `transition-${TALK_DATE_REACHED}-to`, '240 ·');
  await other.getByTestId('workflow-save').click();
  await expect(other.getByTestId('workflow-editor')).toHaveAttribute('data-dirty', 'false');
  await expect(other.getByTestId('workflow-remote-change')).toHaveCount(0);

  const notice = page.getByTestId('workflow-remote-change');
  await expect(notice).toHaveAttribute('data-kind', 'dirty');
  await expect(page.getByTestId(`transition-${TALK_DATE_REACHED}-to`)).toContainText('230');
  await notice.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByTestId(`transition-${TALK_DATE_REACHED}-to`)).toContainText('240');
  await expect(page.getByTestId('workflow-editor')).toHaveAttribute('data-dirty', 'false');

  // without edits here, the other tab's next save simply shows up
  await chooseStarting(other, `transition-${TALK_DATE_REACHED}-to`, '220 ·');
  await other.getByTestId('workflow-save').click();
  await expect(notice).toHaveAttribute('data-kind', 'adopted');
  await expect(page.getByTestId(`transition-${TALK_DATE_REACHED}-to`)).toContainText('220');
  await other.close();
});

test('an HR user without full_admin meets 403 on the workflow screens', async ({ page }) => {
  await signIn(page, 'hanna.hr@demo.example');
  await page.goto('/demo/admin/workflows');
  await expect(page).toHaveURL(/\/error-403$/);
  await expect(page.getByTestId('error-page-403')).toBeVisible();
});
