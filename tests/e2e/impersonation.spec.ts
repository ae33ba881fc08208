import { expect, test } from '@playwright/test';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { api, choose, closeOpenProcesses, feedbackOf, rate, signInAs } from './feedback-helpers';
import type { Process } from '../../src/engine/api/feedbacks-answers';

const { MAFEG } = PROCESS_TYPES;
const SELF = 1;

test('an administrator views the product as an employee, saves an answer, stops, and finds it audited', async ({
  browser,
}) => {
  const admin = await signInAs(browser, 'anna.admin@demo.example');
  const a = admin.page;

  // Emil gets a fresh MAFEG, so his self-evaluation is open
  await closeOpenProcesses(a, MAFEG, 'EWEB');
  const people = await api<{ id: number; shorthand: string }[]>(a, 'GET', '/Users');
  const emil = people.find((p) => p.shorthand === 'EWEB')!;
  const process = await api<Process>(a, 'POST', '/Feedbacks', {
    recipientId: emil.id,
    processType: MAFEG,
  });
  const self = feedbackOf(process, SELF);

  // a second tab of the same browser, on Anna's processes
  const other = await a.context().newPage();
  await other.goto('/demo/processes');
  await expect(other.getByTestId('processes-page')).toBeVisible();

  // "Ansehen als" from the impersonation page, confirmed
  await a.goto('/demo/admin/impersonations');
  await expect(a.getByTestId('impersonations-page')).toBeVisible();
  await choose(a, 'impersonate-person', /Weber, Emil/);
  await a.getByTestId('impersonate-button').click();
  const confirm = a.getByRole('dialog', { name: 'Ansehen als Emil Weber?' });
  await expect(confirm).toContainText('höchstens 60 Minuten');
  await confirm.getByRole('button', { name: 'Ansehen als Emil Weber' }).click();

  // Emil's dashboard, with the notice; the administration is not Emil's
  await expect(a).toHaveURL(/\/demo\/dashboard$/);
  await expect(a.getByTestId('dashboard-page')).toBeVisible();
  const notice = a.getByTestId('impersonation-notice');
  await expect(notice).toContainText('Angemeldet als Emil Weber');
  await expect(a.getByRole('link', { name: 'Identitätswechsel' })).toHaveCount(0);

  // the other tab switched along: it acts as Emil too, and says so
  await expect(other.getByTestId('impersonation-notice')).toContainText('Angemeldet als Emil Weber');

  // a reload keeps acting as Emil
  await a.reload();
  await expect(a.getByTestId('impersonation-notice')).toContainText('Angemeldet als Emil Weber');

  // Emil's self-evaluation: an answer is saved as Emil
  await a.goto('/demo/my-feedbacks');
  await a.getByTestId(`feedback-link-${process.id}-${SELF}`).click();
  await expect(a).toHaveURL(new RegExp(`/demo/feedback/${self}$`));
  await expect(a.getByTestId('feedback-page')).toHaveAttribute('data-mode', 'edit');
  const saved = a.waitForResponse((r) => r.url().includes('/api/feedbackValues') && r.ok());
  await rate(a, 'ms-satisfaction', 3);
  await saved;

  // stop: back as Anna, on the page she came from
  await a.getByTestId('impersonation-stop').click();
  await expect(a).toHaveURL(/\/demo\/admin\/impersonations$/);
  await expect(a.getByTestId('impersonations-page')).toBeVisible();
  await expect(a.getByTestId('impersonation-notice')).toHaveCount(0);
  await expect(other.getByTestId('impersonation-notice')).toHaveCount(0);
  await expect(other.getByTestId('processes-page')).toBeVisible();

  // the save is in the audit list, with both names; the filter by employee keeps it
  const table = a.getByTestId('impersonations-table');
  const row = table.getByRole('row').filter({ hasText: '/api/feedbackValues' }).first();
  await expect(row).toContainText('Anna Albrecht');
  await expect(row).toContainText('Emil Weber');
  await expect(table).toContainText('Identitätswechsel begonnen');
  await expect(table).toContainText('Identitätswechsel beendet');
  await choose(a, 'filter-employee', /Weber, Emil/);
  await expect(table.getByRole('row').filter({ hasText: '/api/feedbackValues' }).first()).toBeVisible();
  await choose(a, 'filter-employee', /Albrecht, Anna/);
  await expect(table).toContainText('Mit diesen Filtern wurde beim Identitätswechsel nichts geändert.');

  // the session is Anna's again: her own MAFEG list as an administrator
  const session = await api<{ id: number; isImpersonated: boolean }>(a, 'GET', '/Session/Initialize');
  expect(session.isImpersonated).toBe(false);
  expect(session.id).not.toBe(emil.id);
  await admin.close();
});
