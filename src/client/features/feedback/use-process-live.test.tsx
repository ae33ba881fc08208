// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessChange } from '../../../engine/hubs/contract';
import type { QuestionnaireFormHandle } from '../../forms/questionnaire-form';
import { CLIENT_ID } from '../../lib/hubs/client-id';
import { HubContext } from '../../lib/hubs/hub-context';
import { fakeHubs } from '../../test/fake-hubs';
import { useProcessLive } from './use-process-live';

afterEach(cleanup);

function mount() {
  const fake = fakeHubs();
  const order: string[] = [];
  const flush = vi.fn(async () => void order.push('flush'));
  const refresh = vi.fn(async () => void order.push('refresh'));
  const formRef = { current: { flush } as unknown as QuestionnaireFormHandle };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HubContext.Provider value={fake.hubs}>{children}</HubContext.Provider>
  );
  const view = renderHook(() => useProcessLive(7, formRef, refresh), { wrapper });
  const send = (change: Partial<ProcessChange>) =>
    act(() =>
      fake.send('feedbacks', 'FeedbackProcessUpdated', {
        processId: 7,
        statusId: 2,
        listChanged: false,
        ...change,
      }),
    );
  return { fake, view, refresh, order, send };
}

describe('useProcessLive', () => {
  it("joins the process's group on the feedbacks hub while mounted", () => {
    const { fake, view } = mount();
    expect(fake.groups('feedbacks')).toEqual(['process:7']);
    view.unmount();
    expect(fake.groups('feedbacks')).toEqual([]);
  });

  it("leaves this tab's own updates alone: no reload, no notice", async () => {
    const { view, refresh, send } = mount();
    send({ origin: CLIENT_ID, listChanged: true });
    send({ origin: CLIENT_ID });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refresh).not.toHaveBeenCalled();
    expect(view.result.current.notice).toBe(false);
  });

  it("saves typed text, reloads and shows the notice on another tab's update", async () => {
    const { view, order, send } = mount();
    send({ origin: 'another-tab-1234' });
    await waitFor(() => expect(view.result.current.notice).toBe(true));
    expect(order).toEqual(['flush', 'refresh']);
    act(() => view.result.current.dismissNotice());
    expect(view.result.current.notice).toBe(false);
  });

  it('takes a change without origin (a job) as foreign, and ignores other processes', async () => {
    const { view, refresh, send } = mount();
    send({ processId: 8, origin: 'another-tab-1234' });
    send({ statusId: 3, listChanged: true });
    await waitFor(() => expect(view.result.current.notice).toBe(true));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
