// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHubs, type FakeHubs } from '../../test/fake-hubs';
import { HubContext } from './hub-context';
import { useHubResync } from './use-hub-resync';

afterEach(cleanup);

function mount(fake: FakeHubs, reload: () => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HubContext.Provider value={fake.hubs}>{children}</HubContext.Provider>
  );
  return renderHook(() => useHubResync('users', reload), { wrapper });
}

describe('useHubResync', () => {
  it('reloads after a reconnect of a connection the view already had', () => {
    const fake = fakeHubs();
    const reload = vi.fn();
    mount(fake, reload);
    expect(reload).not.toHaveBeenCalled();
    fake.disconnect('users');
    fake.connect('users');
    expect(reload).toHaveBeenCalledTimes(1);
    fake.disconnect('users');
    fake.connect('users');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on the first connection when the view mounted before it (its fetch heard nothing)', () => {
    const fake = fakeHubs({ connected: false });
    const reload = vi.fn();
    mount(fake, reload);
    expect(reload).not.toHaveBeenCalled();
    fake.connect('users');
    expect(reload).toHaveBeenCalledTimes(1);
    fake.disconnect('users');
    fake.connect('users');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('stops listening when unmounted', () => {
    const fake = fakeHubs();
    const reload = vi.fn();
    const view = mount(fake, reload);
    view.unmount();
    fake.disconnect('users');
    fake.connect('users');
    expect(reload).not.toHaveBeenCalled();
  });
});
