// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import { ProcessesPage } from './processes-page';
import type { Process } from '../../../engine/api/feedbacks-answers';

const process = (id: number, recipientId: number, processType = 1) =>
  ({
    id,
    processType,
    statusId: 110,
    isClosed: false,
    isFinished: false,
    createdAt: `2026-0${id}-01T00:00:00Z`,
    title: { 'en-US': 'MAFEG 2026' },
    recipient: { id: recipientId, firstName: 'Emil', lastName: 'Weber', shorthand: `P${recipientId}` },
    mentor: null,
    feedbacks: [],
  }) as unknown as Process;

let calls: string[] = [];
beforeEach(async () => {
  calls = [];
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    calls.push(path.split('?')[0]);
    if (path.startsWith('/Feedbacks/list/hierarchy')) return { result: [] };
    if (path === '/Process/1') return { result: [process(1, 7)] };
    if (path.startsWith('/Process/')) return { result: [] };
    if (path === '/Feedbacks/list/recipient') return { result: [process(2, 5)] };
    return undefined;
  });
});
afterEach(cleanup);

describe('the processes page opens on what the caller acts on', () => {
  it("shows HR every process, not the empty 'My employees'", async () => {
    renderPage(<ProcessesPage />, '/demo/processes', {
      userRoles: ['dpt.processes.read', 'dpt.processes.write'],
      isSupervisor: false,
    });
    expect(await screen.findByTestId('process-row-1')).toBeTruthy();
    expect(screen.getByText('All feedback and development processes of the organization.')).toBeTruthy();
    expect(calls).not.toContain('/Feedbacks/list/hierarchy');
  });

  it('keeps "My employees" one click away for HR, in the URL', async () => {
    renderPage(<ProcessesPage />, '/demo/processes?scope=team', {
      userRoles: ['dpt.processes.read'],
      isSupervisor: false,
    });
    await waitFor(() => expect(calls).toContain('/Feedbacks/list/hierarchy'));
    expect(calls.some((c) => c.startsWith('/Process/'))).toBe(false);
  });

  it('shows supervisors their employees', async () => {
    renderPage(<ProcessesPage />, '/demo/processes', {
      userRoles: ['dpt.processes.read'],
      isSupervisor: true,
    });
    await waitFor(() => expect(calls).toContain('/Feedbacks/list/hierarchy'));
    expect(screen.getByText('The feedback and development processes of your employees.')).toBeTruthy();
  });

  it('shows an employee their own processes, without a scope switch', async () => {
    renderPage(<ProcessesPage />, '/demo/processes?scope=all', { id: 5, userRoles: [], isSupervisor: false });
    expect(await screen.findByTestId('process-row-2')).toBeTruthy();
    expect(screen.getByText('Your own feedback and development processes.')).toBeTruthy();
    expect(screen.queryByTestId('filter-scope')).toBeNull();
    expect(calls).not.toContain('/Feedbacks/list/hierarchy');
    expect(calls.some((c) => c.startsWith('/Process/'))).toBe(false);
  });
});
