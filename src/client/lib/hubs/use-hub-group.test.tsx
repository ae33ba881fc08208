// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHubs, type FakeHubs } from '../../test/fake-hubs';
import { HubContext } from './hub-context';
import { useHubGroup } from './use-hub-group';

afterEach(cleanup);

function mount(fake: FakeHubs, group: string | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HubContext.Provider value={fake.hubs}>{children}</HubContext.Provider>
  );
  return renderHook(({ name }: { name: string | null }) => useHubGroup('feedbacks', name), {
    wrapper,
    initialProps: { name: group },
  });
}

const calls = (fake: FakeHubs) => fake.invoked('feedbacks').map(({ method, args }) => [method, ...args]);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useHubGroup', () => {
  it('joins the group on a connected hub and leaves it on unmount', () => {
    const fake = fakeHubs();
    const view = mount(fake, 'process:7');
    expect(fake.groups('feedbacks')).toEqual(['process:7']);
    view.unmount();
    expect(calls(fake)).toEqual([
      ['JoinGroup', 'process:7'],
      ['LeaveGroup', 'process:7'],
    ]);
  });

  it('joins once the hub connects, and again on every reconnect (a new connection has no groups)', () => {
    const fake = fakeHubs({ connected: false });
    mount(fake, 'process-list');
    expect(calls(fake)).toEqual([]);
    fake.connect('feedbacks');
    expect(fake.groups('feedbacks')).toEqual(['process-list']);
    fake.disconnect('feedbacks');
    fake.connect('feedbacks');
    expect(fake.groups('feedbacks')).toEqual(['process-list']);
    expect(calls(fake)).toEqual([
      ['JoinGroup', 'process-list'],
      ['JoinGroup', 'process-list'],
    ]);
  });

  it('moves to the new group when the group changes, and joins nothing for null', () => {
    const fake = fakeHubs();
    const view = mount(fake, null);
    expect(calls(fake)).toEqual([]);
    view.rerender({ name: 'process:1' });
    view.rerender({ name: 'process:2' });
    expect(fake.groups('feedbacks')).toEqual(['process:2']);
    view.rerender({ name: null });
    expect(fake.groups('feedbacks')).toEqual([]);
  });

  it('does not leave a group while disconnected (the connection has none), nor rejoin after unmount', () => {
    const fake = fakeHubs();
    const view = mount(fake, 'process:7');
    fake.disconnect('feedbacks');
    view.unmount();
    fake.connect('feedbacks');
    expect(calls(fake)).toEqual([['JoinGroup', 'process:7']]);
  });

  it('takes a refused join quietly: logged at debug level, tried again only on a new connection', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const fake = fakeHubs({ refusedGroups: ['process:9'] });
    mount(fake, 'process:9');
    await flush();
    expect(fake.groups('feedbacks')).toEqual([]);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(calls(fake)).toEqual([['JoinGroup', 'process:9']]);
    fake.connect('feedbacks');
    expect(calls(fake)).toHaveLength(2);
    debug.mockRestore();
  });
});
