// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeHubs } from '../../test/fake-hubs';
import { fakeApi, renderPage } from '../../test/render-page';
import { PdcEdcPage } from './pdc-edc-page';

let loads = 0;
beforeEach(async () => {
  loads = 0;
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    if (path.startsWith('/Feedbacks/listPdcEdc')) {
      loads += 1;
      return { talkround: null, reminders: [], result: [] };
    }
    return path.startsWith('/Talkrounds') ? { result: [] } : undefined;
  });
});
afterEach(cleanup);

describe('the PDC/EDC page live', () => {
  it('joins the list group as a reader of processes and reloads on list changes only', async () => {
    const fake = fakeHubs();
    renderPage(<PdcEdcPage />, '/demo/pdc-edc', { userRoles: ['dpt.processes.read'] }, fake.hubs);
    await screen.findByTestId('pdc-edc-page');
    await waitFor(() => expect(loads).toBe(1));
    expect(fake.groups('feedbacks')).toEqual(['process-list']);
    const update = { processId: 3, statusId: 2 };
    act(() => fake.send('feedbacks', 'FeedbackProcessUpdated', { ...update, listChanged: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(1);
    act(() => fake.send('feedbacks', 'FeedbackProcessCreated', { ...update, listChanged: true }));
    await waitFor(() => expect(loads).toBe(2));
  });
});
