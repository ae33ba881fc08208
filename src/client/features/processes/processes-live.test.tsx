// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessChange } from '../../../engine/hubs/contract';
import { i18n } from '../../lib/i18n/i18n';
import { fakeHubs } from '../../test/fake-hubs';
import { fakeApi, renderPage } from '../../test/render-page';
import { ProcessesPage } from './processes-page';

let listCalls = 0;
beforeEach(async () => {
  listCalls = 0;
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    if (path.startsWith('/Feedbacks/list/hierarchy')) {
      listCalls += 1;
      return { result: [] };
    }
    return undefined;
  });
});
afterEach(cleanup);

const change = (overrides: Partial<ProcessChange>): ProcessChange => ({
  processId: 3,
  statusId: 2,
  listChanged: true,
  origin: 'another-tab-1234',
  ...overrides,
});

async function open(roles: string[]) {
  const fake = fakeHubs();
  renderPage(<ProcessesPage />, '/demo/processes', { userRoles: roles, isSupervisor: true }, fake.hubs);
  await screen.findByTestId('processes-page');
  await waitFor(() => expect(listCalls).toBe(1));
  return fake;
}

describe('the processes page live', () => {
  it("reloads its list on a process's list change and on a new process, not on answers", async () => {
    const fake = await open([]);
    act(() => fake.send('feedbacks', 'FeedbackProcessUpdated', change({ listChanged: false })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listCalls).toBe(1);
    act(() => fake.send('feedbacks', 'FeedbackProcessUpdated', change({})));
    await waitFor(() => expect(listCalls).toBe(2));
    act(() => fake.send('feedbacks', 'FeedbackProcessCreated', change({ processId: 4 })));
    await waitFor(() => expect(listCalls).toBe(3));
  });

  it("hears of the organization's processes only with read access to the processes area", async () => {
    const reader = await open(['dpt.processes.read']);
    expect(reader.groups('feedbacks')).toEqual(['process-list']);
    cleanup();
    listCalls = 0;
    const supervisor = await open([]);
    expect(supervisor.invoked('feedbacks')).toEqual([]);
  });
});
