import { createBrowserRouter } from 'react-router-dom';
import { ErrorPage } from '../features/errors/error-page';
import { RouteError } from '../features/errors/route-error';
import { CallbackPage } from './auth/callback-page';
import { OrgShell } from './org/org-shell';
import { RootRedirect } from './org/root-redirect';
import { lazyPage } from './lazy-page';
import { orgRoutes } from './org-routes';

const printPage = lazyPage(() => import('../features/feedback/print-page'), 'PrintPage');
const publicShell = lazyPage(() => import('../features/feedback/public-shell'), 'PublicShell');

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
      // SPEC §2: the print route has its own narrow layout; with an access token, like the anonymous
      // feedback, it needs no sign-in
      {
        path: '/:slug/print/:id',
        element: <OrgShell layout="bare" />,
        errorElement: <RouteError />,
        children: [{ index: true, lazy: printPage }],
      },
      {
        lazy: publicShell,
        errorElement: <RouteError />,
        children: [
          { path: '/:slug/print/:id/:accessToken', lazy: printPage },
          {
            path: '/:slug/feedback/anonymous/:id/:accessToken',
            lazy: lazyPage(() => import('../features/feedback/anonymous-page'), 'AnonymousFeedbackPage'),
          },
        ],
      },
      { path: '/:slug', element: <OrgShell />, errorElement: <RouteError />, children: orgRoutes },
      { path: '*', element: <ErrorPage code={404} /> },
    ],
  },
]);
