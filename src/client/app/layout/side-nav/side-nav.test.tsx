// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSession } from '../../../test/session-fixture';
import { i18n } from '../../../lib/i18n/i18n';
import { SessionContext } from '../../../lib/session/session-context';
import { SideNav } from './side-nav';

function renderNav(roles: string[]) {
  const session = buildSession({ userRoles: roles });
  render(
    <MemoryRouter initialEntries={['/demo/dashboard']}>
      <SessionContext.Provider value={{ session, slug: 'demo' }}>
        <SideNav />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('SideNav', () => {
  it('hides the admin entries from a user without area access', async () => {
    await i18n.changeLanguage('en-US');
    renderNav([]);
    expect(screen.getByTestId('nav-dashboard').getAttribute('href')).toBe('/demo/dashboard');
    expect(screen.getByTestId('nav-dashboard').className).toContain('dpt-nav-link-active');
    expect(screen.queryByTestId('nav-forms')).toBeNull();
    expect(screen.queryByTestId('nav-error-log')).toBeNull();
    expect(screen.queryByText('Administration')).toBeNull();
  });

  it('shows the entries of the areas the roles reach, in the current language', async () => {
    await i18n.changeLanguage('de-DE');
    renderNav(['dpt.forms.read', 'dpt.error_log.write']);
    expect(screen.getByTestId('nav-forms').textContent).toBe('Formulare');
    expect(screen.getByTestId('nav-error-log').getAttribute('href')).toBe('/demo/admin/error-log');
    expect(screen.queryByTestId('nav-emails')).toBeNull();
    expect(screen.queryByTestId('nav-notification-templates')).toBeNull();
  });
});
