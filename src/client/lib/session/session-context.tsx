import { createContext, useContext } from 'react';
import type { SessionInfo } from '../../../engine/api/session';

export type SessionContextValue = { session: SessionInfo; slug: string };

/** The loaded session of the organization in the URL; provided by the organization shell. */
export const SessionContext = createContext<SessionContextValue | null>(null);

/** The current session and slug; only inside an organization's pages (after Initialize answered). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is only available inside an organization');
  return value;
}
