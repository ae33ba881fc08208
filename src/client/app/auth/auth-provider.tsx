import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getUserManager } from './auth-service';

/** loading: not known yet; error: the identity provider's configuration could not be loaded. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';
export type AuthState = { status: AuthStatus; user: User | null };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/** A stored user whose token expired (tab closed for a while) gets one silent renewal before counting as out. */
async function restoreUser(manager: UserManager): Promise<User | null> {
  const user = await manager.getUser();
  if (!user || !user.expired) return user;
  try {
    return await manager.signinSilent();
  } catch {
    return null;
  }
}

/** Tracks the signed-in user of oidc-client-ts for React; the sign-in itself lives in auth-service. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const set = (user: User | null) => {
      if (active) setState({ status: user && !user.expired ? 'signedIn' : 'signedOut', user });
    };
    getUserManager()
      .then(async (manager) => {
        const { events } = manager;
        const onLoaded = (user: User) => set(user);
        const onGone = () => set(null);
        events.addUserLoaded(onLoaded);
        events.addUserUnloaded(onGone);
        events.addAccessTokenExpired(onGone);
        unsubscribe = () => {
          events.removeUserLoaded(onLoaded);
          events.removeUserUnloaded(onGone);
          events.removeAccessTokenExpired(onGone);
        };
        set(await restoreUser(manager));
      })
      .catch(() => active && setState({ status: 'error', user: null }));
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** The sign-in state: status and the oidc-client-ts user. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
