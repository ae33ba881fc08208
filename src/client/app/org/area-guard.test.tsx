// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { buildSession } from '../../test/session-fixture';
import { orgRoutes } from '../org-routes';
import { HubContext } from '../../lib/hubs/hub-context';
import { silentHubs } from '../../test/fake-hubs';
import { SessionContext } from '../../lib/session/session-context';
import { ToastContext, type ToastApi } from '../../lib/toast/toast-context';
import '../../lib/i18n/i18n';

const quietToasts: ToastApi = { showError: () => {}, showSuccess: () => {}, showInfo: () => {} };

function open(path: string, roles: string[]) {
  const session = buildSession({ userRoles: roles });
  const router = createMemoryRouter(
    [
      { path: '/error-403', element: <p data-testid="forbidden" /> },
      {
        path: '/:slug',
        element: (
          <SessionContext.Provider value={{ session, slug: 'demo' }}>
            <HubContext.Provider value={silentHubs}>
              <ToastContext.Provider value={quietToasts}>
                <Outlet />
              </ToastContext.Provider>
            </HubContext.Provider>
          </SessionContext.Provider>
        ),
        children: orgRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('admin pages by area (SPEC §6)', () => {
  it.each([
    '/demo/admin/forms',
    '/demo/admin/error-log',
    '/demo/admin/emails',
    '/demo/admin/notification-templates',
    '/demo/admin/users',
    '/demo/admin/workflows',
  ])('%s sends a user without access to /error-403', async (path) => {
    const router = open(path, []);
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error-403');
  });

  it.each([
    ['/demo/admin/error-log', 'dpt.error_log.read'],
    ['/demo/admin/email/3', 'dpt.email_history.read'],
    ['/demo/admin/notification-templates', 'dpt.notification_templates.read'],
    ['/demo/admin/users', 'dpt.user.read'],
    ['/demo/admin/workflows', 'dpt.full_admin'],
    ['/demo/admin/form/preview/1', 'dpt.forms.read'],
    ['/demo/admin/forms', 'dpt.forms.read'],
    ['/demo/admin/form/edit/7', 'dpt.forms.write'],
  ])('%s opens its page with %s', async (path, role) => {
    const router = open(path, [role]);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByTestId('forbidden')).toBeNull();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('an unknown page inside an organization is a 404', async () => {
    open('/demo/nothing-here', ['dpt.full_admin']);
    expect(await screen.findByTestId('error-page-404')).toBeTruthy();
  });
});
