import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onUserChange, restoreUser } from './auth-service';
import { isExpired, type StoredUser } from './redirect-sign-in';

/** loading: not known yet; error: the identity provider's configuration could not be loaded. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';
export type AuthState = { status: AuthStatus; user: StoredUser | null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/** Tracks the signed-in user for React; the sign-in itself lives in auth-service. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    const set = (user: StoredUser | null) => {
      if (active) setState({ status: user && !isExpired(user) ? 'signedIn' : 'signedOut', user });
    };
    const unsubscribe = onUserChange(set);
    restoreUser()
      .then(set)
      .catch(() => active && setState({ status: 'error', user: null }));
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** The sign-in state: status and the signed-in user (as oidc-client-ts stores it). */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
