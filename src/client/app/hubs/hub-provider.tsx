import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { HubName } from '../../../engine/constants';
import { getAccessToken } from '../auth/auth-service';
import { HubContext, type Hubs } from '../../lib/hubs/hub-context';
import { startManagedHub, type ManagedHub } from './hub-connection';

/**
 * The real-time connections of one organization, opened lazily: a hub connects when the first page
 * listens to it. Mount it only for a signed-in user, keyed by the slug, so switching organizations
 * closes the old connections.
 */
export function HubProvider({ slug, children }: { slug: string; children: ReactNode }) {
  const hubs = useRef(new Map<HubName, ManagedHub>());

  useEffect(() => {
    const open = hubs.current;
    return () => {
      for (const hub of open.values()) void hub.stop().catch(() => undefined);
      open.clear();
    };
  }, []);

  const value = useMemo<Hubs>(() => {
    const managed = (name: HubName) => {
      let hub = hubs.current.get(name);
      if (!hub) {
        hub = startManagedHub(name, slug, getAccessToken);
        hubs.current.set(name, hub);
      }
      return hub;
    };
    return {
      connection: (name) => managed(name).handle,
      onConnected: (name, listener) => managed(name).onConnected(listener),
    };
  }, [slug]);

  return <HubContext.Provider value={value}>{children}</HubContext.Provider>;
}
