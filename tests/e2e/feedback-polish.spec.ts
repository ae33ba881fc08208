import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ProcessList } from '../../src/engine/api/feedbacks-answers';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { api, expectRefusedSaveRetried, signInAs } from './feedback-helpers';

const DOCUMENTATION = 3;

/** Every answer the page got with a 4xx or 5xx status, as the browser's console would list it. */
function failedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test('a veto that takes the read right away leads to the process, read-only, with a toast and no 403', async ({
  browser,
}) => {
  // Ben (English) has a MAFEG whose documentation his manager submitted (demo seed)
  const ben = await signInAs(browser, 'ben.becker@demo.example');
  const b = ben.page;
  const { result } = await api<ProcessList>(b, 'GET', '/Feedbacks/list/recipient');
  const process = result.find(
    (p) =>
      p.processType === PROCESS_TYPES.MAFEG &&
      !p.isClosed &&
      p.feedbacks.some((f) => f.feedbackType === DOCUMENTATION && f.isSubmitted),
  )!;
  expect(process).toBeTruthy();
  const documentation = process.feedbacks.find((f) => f.feedbackType === DOCUMENTATION)!;

  const failed = failedResponses(b);
  await b.goto(`/demo/feedback/${documentation.id}`);
  await expect(b.getByTestId('feedback-page')).toBeVisible();
  await b.getByTestId('action-veto').click();
  await b.getByTestId('veto-comment').fill('Please add the agreed training.');
  await b.getByTestId('veto-send').click();
  await expect(b.getByText('The veto was saved.')).toBeVisible();

  // the documentation is back with the manager: Ben lands on the process as he may see it now
  await expect(b.getByText('This feedback is no longer open to you.', { exact: false })).toBeVisible();
  await expect(b).not.toHaveURL(new RegExp(`/feedback/${documentation.id}$`));
  await expect(b.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'readOnly');
  await expect(b.getByTestId('feedback-notAvailable')).toHaveCount(0);
  await expect(b.getByTestId('feedback-noAccess')).toHaveCount(0);
  expect(failed).toEqual([]);
  await ben.close();
});

test("the talk date's calendar button is named by its visible text", async ({ browser }) => {
  // Ben's MAFEG has a talk date: its feedback page offers the calendar file
  const ben = await signInAs(browser, 'ben.becker@demo.example');
  const b = ben.page;
  const { result } = await api<ProcessList>(b, 'GET', '/Feedbacks/list/recipient');
  const process = result.find((p) => p.processType === PROCESS_TYPES.MAFEG && !p.isClosed)!;
  const readable = process.feedbacks.find((f) => f.canRead)!;
  await b.goto(`/demo/feedback/${readable.id}`);
  const button = b.getByTestId('talk-date-ics');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName(/^Add to calendar/);
  const result_ = await new AxeBuilder({ page: b })
    .include('[data-testid=talk-date-ics]')
    .withRules(['button-name', 'label-content-name-mismatch'])
    .analyze();
  expect(result_.violations).toEqual([]);
  await ben.close();
});

test('a failed save shows in the sticky action bar and at the question, and is retried until saved', async ({
  browser,
}) => {
  // Lena has a MAFEG self-evaluation in progress (demo seed)
  const lena = await signInAs(browser, 'lena.lang@demo.example');
  const l = lena.page;
  const { result } = await api<ProcessList>(l, 'GET', '/Feedbacks/list/recipient');
  const process = result.find((p) => p.processType === PROCESS_TYPES.MAFEG && !p.isClosed)!;
  const self = process.feedbacks.find((f) => f.feedbackType === 1)!;
  await l.goto(`/demo/feedback/${self.id}`);
  await expect(l.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'edit');

  // far down the form, out of sight of its top
  await expectRefusedSaveRetried(l, 'ms-topics', 'Verhandlungsführung');
  await lena.close();
});
