// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApi, renderListWithDetail } from '../../test/render-page';
import { EmployeesPage } from './employees-page';

let lastList = '';
beforeEach(async () => {
  lastList = '';
  await i18n.changeLanguage('en-US');
  fakeApi((path) => {
    if (path.startsWith('/Users?')) {
      lastList = path;
      const item = {
        id: 7,
        shorthand: 'EWEB',
        firstName: 'Emil',
        lastName: 'Weber',
        position: 'Sales',
        supervisorId: null,
        supervisorName: null,
        mentorName: null,
        canBeImpersonated: false,
        location: 'Berlin',
        hierarchy: 'Sales',
        active: true,
      };
      return { items: [item], totalCount: 120, pageIndex: 1, pageSize: 25 };
    }
    if (path === '/users/options') return { hierarchy: [], location: ['Berlin'], position: [] };
    return undefined;
  });
});
afterEach(cleanup);

const listed = () => new URLSearchParams(lastList.split('?')[1]);

describe('the employee overview keeps its state in the URL', () => {
  it('reads search, filter, sort and page from the URL and finds them again after a detail', async () => {
    renderListWithDetail(
      <EmployeesPage />,
      { list: '/demo/admin/users', detail: '/demo/admin/user/:shorthand' },
      '/demo/admin/users?location=Berlin&sort=position&desc=true&page=2',
    );
    await waitFor(() => expect(lastList).not.toBe(''));
    expect(Object.fromEntries(listed())).toEqual({
      location: 'Berlin',
      pageIndex: '1',
      pageSize: '25',
      sort: 'position',
      desc: 'true',
    });

    // a new search starts at the first page and keeps the rest
    fireEvent.change(screen.getByTestId('employees-search'), { target: { value: 'Web' } });
    await waitFor(() => expect(listed().get('keyword')).toBe('Web'), { timeout: 2000 });
    expect(listed().get('pageIndex')).toBe('0');
    expect(listed().get('location')).toBe('Berlin');

    fireEvent.click(await screen.findByTestId('employee-link-EWEB'));
    fireEvent.click(await screen.findByText('back'));
    const search = (await screen.findByTestId('employees-search')) as HTMLInputElement;
    expect(search.value).toBe('Web');
    await waitFor(() => expect(listed().get('keyword')).toBe('Web'));
    expect(listed().get('sort')).toBe('position');
    expect(listed().get('location')).toBe('Berlin');
  });
});
