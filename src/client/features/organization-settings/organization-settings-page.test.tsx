// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderRoutes } from '../../test/render-page';
import { OrganizationSettingsPage } from './organization-settings-page';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  fakeApi((path) =>
    path === '/organization/settings'
      ? { feedbackMail: 'hr@demo.example', reportingAnonymityThreshold: 3 }
      : undefined,
  );
});
afterEach(cleanup);

const open = () =>
  renderRoutes(
    [
      {
        path: '/demo/admin/organization',
        element: (
          <>
            <Link to="/demo/dashboard">elsewhere</Link>
            <OrganizationSettingsPage />
          </>
        ),
      },
      { path: '/demo/dashboard', element: <p>dashboard</p> },
    ],
    '/demo/admin/organization',
    { userRoles: ['dpt.full_admin'] },
  );

describe('leaving the organization settings with unsaved changes', () => {
  it('asks first: Stay keeps the changes, Leave goes', async () => {
    const { router } = open();
    const mail = (await screen.findByTestId('feedback-mail-input')) as HTMLInputElement;
    await waitFor(() => expect(mail.value).toBe('hr@demo.example'));
    fireEvent.change(mail, { target: { value: 'people@demo.example' } });

    fireEvent.click(screen.getByText('elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(router.state.location.pathname).toBe('/demo/admin/organization');
    expect((screen.getByTestId('feedback-mail-input') as HTMLInputElement).value).toBe('people@demo.example');

    fireEvent.click(screen.getByText('elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('lets an unchanged page go without asking', async () => {
    const { router } = open();
    await screen.findByTestId('feedback-mail-input');
    fireEvent.click(screen.getByText('elsewhere'));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/dashboard');
  });
});
