// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeHubs } from '../../test/fake-hubs';
import { fakeApi, renderPage } from '../../test/render-page';
import { PromotionsPage } from './promotions-page';

let loads = 0;
beforeEach(async () => {
  loads = 0;
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    if (path === '/promotions') {
      loads += 1;
      return { result: [] };
    }
    return path.startsWith('/Users') ? [] : undefined;
  });
});
afterEach(cleanup);

async function open(roles: string[]) {
  const fake = fakeHubs();
  renderPage(<PromotionsPage />, '/demo/promotions', { userRoles: roles, isSupervisor: true }, fake.hubs);
  await screen.findByTestId('promotions-page');
  await waitFor(() => expect(loads).toBe(1));
  return fake;
}

describe('the promotions page live', () => {
  it('reloads on a new promotion and on list changes of processes, not on answers', async () => {
    const fake = await open([]);
    const update = { processId: 3, statusId: 2, origin: 'another-tab-1234' };
    act(() => fake.send('feedbacks', 'FeedbackProcessUpdated', { ...update, listChanged: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(1);
    act(() => fake.send('feedbacks', 'FeedbackProcessUpdated', { ...update, listChanged: true }));
    await waitFor(() => expect(loads).toBe(2));
    act(() => fake.send('promotions', 'PromotionProcessAdded', { processId: 4, recipientId: 7 }));
    await waitFor(() => expect(loads).toBe(3));
  });

  it('joins the list group of both hubs it listens to, for readers of the processes area only', async () => {
    const reader = await open(['dpt.processes.read']);
    expect(reader.groups('feedbacks')).toEqual(['process-list']);
    expect(reader.groups('promotions')).toEqual(['process-list']);
    cleanup();
    loads = 0;
    const supervisor = await open([]);
    expect(supervisor.invoked('feedbacks')).toEqual([]);
    expect(supervisor.invoked('promotions')).toEqual([]);
  });
});
