import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SessionInfo } from '../../engine/api/session';
import { configureHttpClient } from '../api';
import { HubContext, type Hubs } from '../lib/hubs/hub-context';
import { SessionContext } from '../lib/session/session-context';
import { ToastProvider } from '../app/toast/toast-provider';
import { silentHubs } from './fake-hubs';
import { buildSession } from './session-fixture';

/**
 * Answers the app's API calls in a component test: `answer` gets the path after `/api` (with its query) and the
 * request, and returns the JSON body of a 200, or undefined for a 404.
 */
export function fakeApi(answer: (path: string, init: RequestInit | undefined) => unknown) {
  configureHttpClient({
    getAccessToken: async () => 'token',
    getOrganization: () => 'demo',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const body = answer(url.pathname.replace(/^\/api/, '') + url.search, init);
      return body === undefined
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
    },
  });
}

/**
 * Renders a page as the app shows it at `path` of the demo organization: router, session (with overrides),
 * hubs (silent unless a test passes fakeHubs().hubs), toasts and an SWR cache of its own, so that no answer
 * leaks from one test into the next.
 */
export function renderPage(
  page: ReactNode,
  path: string,
  session: Partial<SessionInfo> = {},
  hubs: Hubs = silentHubs,
) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <SessionContext.Provider value={{ session: buildSession(session), slug: 'demo' }}>
          <HubContext.Provider value={hubs}>
            <ToastProvider>{page}</ToastProvider>
          </HubContext.Provider>
        </SessionContext.Provider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/**
 * Like renderPage, for pages that need a data router (leave guards block navigation with useBlocker): the
 * `routes` rendered at `path`; returns the router too, for navigating and reading its location.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  session: Partial<SessionInfo> = {},
  hubs: Hubs = silentHubs,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionContext.Provider value={{ session: buildSession(session), slug: 'demo' }}>
        <HubContext.Provider value={hubs}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </HubContext.Provider>
      </SessionContext.Provider>
    </SWRConfig>,
  );
  return { ...result, router };
}

/** A detail page that only offers going back in the history (a button named `back`). */
function BackOnly() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

/**
 * Renders a list page at `path` (its route `routes.list`) beside `detailRoute`, a detail whose `back` button goes
 * back in the history: for tests that a list finds its state again after a detail.
 */
export function renderListWithDetail(
  list: ReactNode,
  routes: { list: string; detail: string },
  path: string,
) {
  return renderPage(
    <Routes>
      <Route path={routes.list} element={list} />
      <Route path={routes.detail} element={<BackOnly />} />
    </Routes>,
    path,
  );
}
