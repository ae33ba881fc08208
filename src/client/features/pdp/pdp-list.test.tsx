// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import type { SessionInfo } from '../../../engine/session/session-types';
import { mergePdpLists } from './list';
import { PdpPage } from './pdp-page';
import type { PdpListItem } from '../../../engine/api/pdp';

const item = (processId: number, lastName: string, overrides: Partial<PdpListItem> = {}): PdpListItem => ({
  processId,
  recipient: { id: processId * 10, firstName: 'Eva', lastName, shorthand: lastName.slice(0, 4) },
  statusId: 199,
  isClosed: false,
  startDate: '2026-07-01',
  endDate: '2027-06-15',
  lastReviewDate: '2026-09-01T08:00:00.000Z',
  nextReviewDate: null,
  reviewExpiresOn: '2027-03-01',
  document: null,
  level: 1,
  ...overrides,
});

let answers: Record<string, PdpListItem[]> = {};
let asked: string[] = [];
beforeEach(async () => {
  asked = [];
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    asked.push(path);
    if (path === '/Pdp') return { pdp: null, canCreate: false };
    return path in answers ? { result: answers[path] } : undefined;
  });
});
afterEach(cleanup);

const renderPdp = (session: Partial<SessionInfo>) => renderPage(<PdpPage />, '/demo/pdp', session);

describe('the PDP list on /pdp', () => {
  it("a supervisor sees the hierarchy's plans with status and reviews, filters by status and opens one", async () => {
    answers = {
      '/Pdp/List/Hierarchy': [
        item(1, 'Adler'),
        item(2, 'Berg', { level: 2, statusId: 110, nextReviewDate: '2027-01-15T09:00:00.000Z' }),
      ],
      '/Pdp/List': [item(1, 'Adler'), item(3, 'Mentee', { level: null, statusId: 0, lastReviewDate: null })],
    };
    renderPdp({ id: 1, isSupervisor: true });
    const table = await screen.findByTestId('pdp-list-table');
    await waitFor(() => expect(within(table).getAllByTestId(/^pdp-list-row-/)).toHaveLength(3));
    expect(screen.getByText('Development plans of my employees')).toBeTruthy();
    const berg = within(table).getByTestId('pdp-list-row-2').closest('tr')!;
    expect(within(berg).getByText(/indirect report/)).toBeTruthy();
    expect(within(berg).getByText('01/15/2027')).toBeTruthy();
    expect(within(berg).getByRole('link', { name: 'Open PDP: Eva Berg' }).getAttribute('href')).toBe(
      '/demo/pdp/2',
    );
    const mentee = within(table).getByTestId('pdp-list-row-3').closest('tr')!;
    expect(within(mentee).getAllByText('not set')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('pdp-list-status'));
    // the overlay's options are named by their aria-label (the status label, here the id without a workflow)
    fireEvent.click(await screen.findByLabelText('110'));
    await waitFor(() => expect(within(table).getAllByTestId(/^pdp-list-row-/)).toHaveLength(1));
    expect(within(table).getByTestId('pdp-list-row-2')).toBeTruthy();
  });

  it('HR sees every plan of the organization from /Pdp/List only', async () => {
    answers = { '/Pdp/List': [item(4, 'Zorn', { level: null })] };
    renderPdp({ id: 1, userRoles: ['dpt.processes.read'] });
    expect(await screen.findByText('Development plans of the organization')).toBeTruthy();
    await screen.findByTestId('pdp-list-row-4');
    expect(asked).not.toContain('/Pdp/List/Hierarchy');
  });

  it('redraws the rows in the new language', async () => {
    answers = { '/Pdp/List': [item(4, 'Zorn', { level: null })] };
    renderPdp({ id: 1, userRoles: ['dpt.processes.read'] });
    const row = (await screen.findByTestId('pdp-list-row-4')).closest('tr')!;
    expect(within(row).getByText('none yet')).toBeTruthy();
    await act(() => i18n.changeLanguage('de-DE'));
    const again = screen.getByTestId('pdp-list-row-4').closest('tr')!;
    expect(within(again).getByText('noch keins')).toBeTruthy();
    expect(within(again).getByText('01.09.2026')).toBeTruthy();
  });

  it('an employee without reports or plans to see gets no list', async () => {
    answers = { '/Pdp/List/Hierarchy': [], '/Pdp/List': [] };
    renderPdp({ id: 1 });
    await screen.findByTestId('pdp-none');
    await waitFor(() => expect(asked).toContain('/Pdp/List'));
    expect(screen.queryByTestId('pdp-list')).toBeNull();
  });
});

describe('mergePdpLists', () => {
  it('keeps each plan once with its closest level, by name', () => {
    const merged = mergePdpLists([
      [item(2, 'Berg', { level: 2 }), item(1, 'Adler', { level: null })],
      [item(1, 'Adler', { level: 1 })],
    ]);
    expect(merged.map((i) => [i.processId, i.level])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
