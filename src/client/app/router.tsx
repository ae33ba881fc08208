import { createBrowserRouter } from 'react-router-dom';
import { ErrorPage } from '../features/errors/error-page';
import { RouteError } from '../features/errors/route-error';
import { CallbackPage } from './auth/callback-page';
import { OrgShell } from './org/org-shell';
import { RootRedirect } from './org/root-redirect';
import { orgRoutes } from './org-routes';

/** The routes of SPEC §2: sign-in callback and error pages outside organizations, everything else under /{slug}. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // shown while the first page's chunk loads; the session layer takes over right after
    hydrateFallbackElement: <div className="dpt-center-page" aria-busy="true" />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/callback', element: <CallbackPage /> },
      { path: '/error-403', element: <ErrorPage code={403} /> },
      { path: '/error-500', element: <ErrorPage code={500} /> },
      { path: '/:slug', element: <OrgShell />, errorElement: <RouteError />, children: orgRoutes },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
]);
