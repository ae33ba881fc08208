// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi, renderPage } from '../../../test/render-page';
import type { ScimGroupRoleMapping, ScimGroupRoles } from '../../../../engine/api/scim';
import { GroupRolesCard } from './group-roles-card';

/** The server side: the stored mapping, replaced by PUT as the server would. */
let stored: ScimGroupRoles;
let saved: ScimGroupRoleMapping[][] = [];
beforeEach(async () => {
  saved = [];
  stored = {
    mappings: [{ group: 'DPT-HR', roles: ['dpt.user.read'] }],
    roleNames: ['dpt.full_admin', 'dpt.user.read', 'dpt.user.write'],
    groups: [
      { id: 1, displayName: 'DPT-HR', memberCount: 3 },
      { id: 2, displayName: 'DPT-Forms', memberCount: 1 },
    ],
  };
  await i18n.changeLanguage('en-US');
  fakeApi((path, init) => {
    if (path !== '/scim-group-roles') return undefined;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { mappings: ScimGroupRoleMapping[] };
      saved.push(body.mappings);
      stored = { ...stored, mappings: body.mappings };
    }
    return stored;
  });
});
afterEach(cleanup);

describe('the roles by SCIM group', () => {
  it('shows the mapping and the provisioned groups, maps another group and saves the whole mapping', async () => {
    renderPage(<GroupRolesCard slug="demo" />, '/demo/admin/provisioning');
    expect(((await screen.findByTestId('group-role-name')) as HTMLInputElement).value).toBe('DPT-HR');
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();
    // the mapped group offers no "Map", the other one does
    expect(screen.queryByRole('button', { name: 'Map the group “DPT-HR” to roles' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Map the group “DPT-Forms” to roles' }));
    const names = screen.getAllByTestId('group-role-name') as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['DPT-HR', 'DPT-Forms']);

    // a name twice cannot be saved
    fireEvent.change(names[1], { target: { value: 'dpt-hr' } });
    expect(screen.getAllByText('This group is mapped twice.')).toHaveLength(2);
    expect(screen.getByTestId('group-role-save').hasAttribute('disabled')).toBe(true);
    fireEvent.change(names[1], { target: { value: ' DPT-Forms ' } });
    fireEvent.click(screen.getByTestId('group-role-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual([
      { group: 'DPT-HR', roles: ['dpt.user.read'] },
      { group: 'DPT-Forms', roles: [] },
    ]);
    expect(await screen.findByText("Mappings saved; the members' roles are updated.")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the mapping of “DPT-Forms”' }));
    expect(screen.getAllByTestId('group-role-row')).toHaveLength(1);
  });
});
