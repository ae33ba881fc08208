// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../test/render-page';
import type { DashboardTask } from '../../../engine/api/dashboard';
import { DashboardPage } from './dashboard-page';

const emil = { id: 7, firstName: 'Emil', lastName: 'Employee', shorthand: 'EMEM' };

const task = (overrides: Partial<DashboardTask>): DashboardTask => ({
  key: 'feedback:11:fill',
  type: 'fillFeedback',
  visible: true,
  processId: 3,
  processType: 1,
  feedbackId: 11,
  feedbackType: 2,
  recipient: emil,
  title: {},
  statusLabel: {},
  dueDate: '2099-03-12',
  overdue: false,
  link: { routeName: 'feedback', id: 11 },
  ...overrides,
});

/** The server side of the test: the stored tasks, changed by SetTaskVisibility as the server would. */
let tasks: DashboardTask[] = [];
let calls: { taskKey: string; visible: boolean }[] = [];
beforeEach(async () => {
  calls = [];
  tasks = [
    task({}),
    task({
      key: 'pdc-edc:5:documents',
      type: 'sendConferenceDocuments',
      processId: 5,
      processType: 5,
      feedbackId: 51,
      feedbackType: null,
      dueDate: '2020-01-08',
      overdue: true,
      link: { routeName: 'feedback', id: 51 },
    }),
  ];
  await i18n.changeLanguage('en-US');
  fakeApi((path, init) => {
    if (path === '/Dashboard/GetTasks') return { result: tasks };
    // the tasks widget alone: the calendar and the chart draw on a canvas jsdom does not have; saving answers
    // the stored layout as the server does (the dialog saves it unchanged)
    if (path === '/Dashboard/GetWidgets' || path === '/Dashboard/SaveWidgets')
      return {
        widgets: [
          { name: 'tasks', visible: true },
          { name: 'talkrounds', visible: false },
          { name: 'calendar', visible: false },
          { name: 'processStatus', visible: false },
        ],
        stored: true,
      };
    if (path === '/Dashboard/SetTaskVisibility') {
      const body = JSON.parse(String(init?.body)) as { taskKey: string; visible: boolean };
      calls.push(body);
      tasks = tasks.map((t) => (t.key === body.taskKey ? { ...t, visible: body.visible } : t));
      return { result: tasks };
    }
    return undefined;
  });
});
afterEach(cleanup);

const renderDashboard = () => renderPage(<DashboardPage />, '/demo/dashboard');

describe('the dashboard tasks', () => {
  it('lists the tasks with their links, hides one and shows it again through "show hidden"', async () => {
    renderDashboard();
    const fill = await screen.findByTestId('task-feedback:11:fill');
    expect(
      within(fill).getByRole('link', { name: 'Manager evaluation: fill in and submit' }).getAttribute('href'),
    ).toBe('/demo/feedback/11');
    expect(within(fill).getByText('MAFEG of Emil Employee · due 03/12/2099')).toBeTruthy();
    const documents = screen.getByTestId('task-pdc-edc:5:documents');
    expect(within(documents).getByRole('link', { name: 'PDC documents: send' }).getAttribute('href')).toBe(
      '/demo/feedback/51',
    );
    expect(within(documents).getByText(/overdue since 01\/08\/2020/)).toBeTruthy();
    expect(screen.getByText('2 open')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-show-hidden')).toBeNull();

    fireEvent.click(
      within(fill).getByRole('button', { name: 'Hide task: Manager evaluation: fill in and submit' }),
    );
    await waitFor(() => expect(screen.queryByTestId('task-feedback:11:fill')).toBeNull());
    expect(calls).toEqual([{ taskKey: 'feedback:11:fill', visible: false }]);
    expect(screen.getByText('1 open')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Show hidden tasks (1)'));
    const hidden = await screen.findByTestId('task-feedback:11:fill');
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    fireEvent.click(
      within(hidden).getByRole('button', { name: 'Show task again: Manager evaluation: fill in and submit' }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ taskKey: 'feedback:11:fill', visible: true });
    await waitFor(() => expect(screen.queryByTestId('dashboard-show-hidden')).toBeNull());
    expect(within(screen.getByTestId('task-feedback:11:fill')).queryByText('Hidden')).toBeNull();
  });

  it('says so when there are no tasks, and when all are hidden', async () => {
    tasks = [];
    const { unmount } = renderDashboard();
    expect(await screen.findByText('No open tasks')).toBeTruthy();
    unmount();
    tasks = [task({ visible: false })];
    renderDashboard();
    expect(await screen.findByText('You have hidden all your open tasks.')).toBeTruthy();
    expect(screen.queryByTestId('task-feedback:11:fill')).toBeNull();
  });
});

describe('arranging the dashboard', () => {
  it('says that the layout was saved', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange' }));
    fireEvent.click(await screen.findByTestId('widget-settings-save'));
    expect(await screen.findByText('The layout was saved.')).toBeTruthy();
  });
});
