import { describe, expect, it, vi } from 'vitest';
import type { ScimGroup, ScimGroupList, ScimGroupRoles, ScimUser } from '../../src/engine/api/scim';
import { buildUser } from './helpers/factories';
import { CORE, GROUP, SEARCH, expectScimError, newUser, scimHelpers } from './helpers/scim-client';
import { useTestApp } from './helpers/use-test-app';

// SCIM Groups give the product's roles: the organization maps group names to roles
vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });
const { t } = useTestApp();
const { provisionedOrg, historyOf } = scimHelpers(t);

const HR_ROLES = ['dpt.processes.read', 'dpt.user.read'];

/** The headers of a provisioned employee's own requests (as if signed in). */
async function signedInAs(user: ScimUser, slug: string) {
  const row = await t.app.db
    .selectFrom('users')
    .select('subject')
    .where('id', '=', Number(user.id))
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await t.tokenFor(row.subject)}`, 'x-organization': slug };
}

const putMapping = (headers: Record<string, string>, mappings: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/scim-group-roles', headers, payload: { mappings } });

describe('the group-to-role mapping', () => {
  it('is for full administrators: 401, 403 for HR, 400 for unknown roles and a group mapped twice', async () => {
    const { org, headers } = await provisionedOrg();
    expect((await t.app.inject({ method: 'GET', url: '/api/scim-group-roles' })).statusCode).toBe(401);
    const hr = await buildUser(t.app.db, {
      organizationId: org.id,
      roles: ['dpt.user.write', 'dpt.user.read'],
    });
    const hrHeaders = { authorization: `Bearer ${await t.tokenFor(hr.subject)}`, 'x-organization': org.slug };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/scim-group-roles', headers: hrHeaders })).statusCode,
    ).toBe(403);
    expect((await putMapping(hrHeaders, [])).statusCode).toBe(403);
    for (const mappings of [
      [{ group: 'HR', roles: ['dpt.nothing.read'] }],
      [
        { group: 'HR', roles: ['dpt.user.read'] },
        { group: ' hr ', roles: [] },
      ],
      [{ group: '', roles: [] }],
      [{ group: 'HR', roles: ['dpt.user.read'], extra: 1 }],
    ]) {
      const res = await putMapping(headers, mappings);
      expect(res.statusCode, JSON.stringify(mappings)).toBe(400);
    }
    const saved = await putMapping(headers, [{ group: ' HR ', roles: ['DPT.User.Read', 'dpt.user.read'] }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json() as ScimGroupRoles;
    expect(answer.mappings).toEqual([{ group: 'HR', roles: ['dpt.user.read'] }]);
    expect(answer.roleNames).toContain('dpt.processes.read');
    expect(answer.roleNames).toContain('dpt.full_admin');
  });
});

describe('SCIM Groups', () => {
  it('give HR rights by membership: add, remove, rename and delete take effect on the next request', async () => {
    const { org, admin, headers, client } = await provisionedOrg();
    expect(
      (
        await putMapping(headers, [
          { group: 'DPT-HR', roles: HR_ROLES },
          { group: 'DPT-Forms', roles: ['dpt.forms.write', 'dpt.user.read'] },
        ])
      ).statusCode,
    ).toBe(200);
    const hanna = (await client.post('/Users', newUser('hanna@firma.example'))).json() as ScimUser;
    const other = (await client.post('/Users', newUser('olga@firma.example'))).json() as ScimUser;
    // a role Olga holds anyway stays hers whatever her groups do
    await t.app.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['dpt.user.read']) })
      .where('id', '=', Number(other.id))
      .execute();
    const asHanna = await signedInAs(hanna, org.slug);
    const options = () => t.app.inject({ method: 'GET', url: '/api/users/options', headers: asHanna });
    const rolesOf = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: asHanna })).json() as {
          userRoles: string[];
        }
      ).userRoles;
    expect((await options()).statusCode).toBe(403);

    const created = await client.post('/Groups', {
      schemas: [GROUP],
      displayName: 'DPT-HR',
      externalId: 'aad-hr',
      members: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as ScimGroup;
    expect(created.headers.location).toBe(`http://localhost:3000/scim/v2/Groups/${group.id}`);
    expect(group).toMatchObject({
      schemas: [GROUP],
      displayName: 'DPT-HR',
      externalId: 'aad-hr',
      members: [],
    });

    // Entra: find by name, then add a member
    const found = (
      await client.get(
        `/Groups?filter=${encodeURIComponent('displayName eq "dpt-hr"')}&excludedAttributes=members`,
      )
    ).json() as ScimGroupList;
    expect(found.Resources).toEqual([
      { schemas: [GROUP], id: group.id, displayName: 'DPT-HR', externalId: 'aad-hr', meta: group.meta },
    ]);
    const added = await client.patch(`/Groups/${group.id}`, [
      { op: 'Add', path: 'members', value: [{ value: hanna.id }, { value: other.id }] },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as ScimGroup).members).toEqual([
      {
        value: hanna.id,
        display: 'Greta Grün',
        type: 'User',
        $ref: `http://localhost:3000/scim/v2/Users/${hanna.id}`,
      },
      {
        value: other.id,
        display: 'Greta Grün',
        type: 'User',
        $ref: `http://localhost:3000/scim/v2/Users/${other.id}`,
      },
    ]);
    expect((await options()).statusCode).toBe(200);
    expect((await rolesOf()).sort()).toEqual(HR_ROLES);
    expect((await historyOf(Number(hanna.id))).at(-1)).toMatchObject({
      field: 'roles',
      previous_value: '',
      new_value: 'dpt.processes.read, dpt.user.read',
      source: 'provisioning',
      applied: true,
    });
    expect((await historyOf(Number(other.id))).at(-1)).toMatchObject({
      field: 'roles',
      previous_value: 'dpt.user.read',
      new_value: 'dpt.processes.read, dpt.user.read',
    });

    // Okta: remove by filter; Entra: remove by value
    const removed = await client.patch(`/Groups/${group.id}`, [
      { op: 'remove', path: `members[value eq "${hanna.id}"]` },
    ]);
    expect((removed.json() as ScimGroup).members.map((m) => m.value)).toEqual([other.id]);
    expect((await options()).statusCode).toBe(403);
    expect(await rolesOf()).toEqual([]);
    await client.patch(`/Groups/${group.id}`, [
      { op: 'Remove', path: 'members', value: [{ value: other.id }] },
    ]);
    const otherRow = await t.app.db
      .selectFrom('users')
      .select(['roles', 'provisioned_roles'])
      .where('id', '=', Number(other.id))
      .executeTakeFirstOrThrow();
    expect(otherRow).toEqual({ roles: ['dpt.user.read'], provisioned_roles: [] });

    // rename (Okta sends the id along) and PUT: the new name's roles apply
    await client.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: hanna.id }] }]);
    const renamed = await client.patch(`/Groups/${group.id}`, [
      { op: 'replace', value: { id: group.id, displayName: 'DPT-Forms' } },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await rolesOf()).sort()).toEqual(['dpt.forms.write', 'dpt.user.read']);
    const put = await client.put(`/Groups/${group.id}`, {
      schemas: [GROUP],
      displayName: 'DPT-HR',
      members: [{ value: hanna.id }],
    });
    expect((put.json() as ScimGroup).displayName).toBe('DPT-HR');
    expect((await rolesOf()).sort()).toEqual(HR_ROLES);

    // the administrator changes the mapping: applied at once, recorded as theirs
    await putMapping(headers, [{ group: 'dpt-hr', roles: ['dpt.processes.write'] }]);
    expect(await rolesOf()).toEqual(['dpt.processes.write']);
    expect((await historyOf(Number(hanna.id))).at(-1)).toMatchObject({
      field: 'roles',
      new_value: 'dpt.processes.write',
      source: 'person',
      changed_by: admin.id,
    });
    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/scim-group-roles', headers })
    ).json() as ScimGroupRoles;
    expect(summary.groups).toEqual([{ id: Number(group.id), displayName: 'DPT-HR', memberCount: 1 }]);

    // .search and attributes
    const search = await client.post('/Groups/.search', {
      schemas: [SEARCH],
      filter: 'externalId eq "aad-hr"',
      attributes: ['displayName'],
    });
    expect(search.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: group.id, displayName: 'DPT-HR' }],
    });

    expect((await client.delete(`/Groups/${group.id}`)).statusCode).toBe(204);
    expectScimError(await client.get(`/Groups/${group.id}`), 404);
    expect(await rolesOf()).toEqual([]);
    expect((await options()).statusCode).toBe(403);
  });

  it('refuses bad groups with SCIM errors and keeps organizations apart', async () => {
    const { client } = await provisionedOrg();
    const { client: stranger } = await provisionedOrg();
    const user = (await client.post('/Users', newUser('member@firma.example'))).json() as ScimUser;
    const theirs = (await stranger.post('/Users', newUser('member@firma.example'))).json() as ScimUser;
    const group = (
      await client.post('/Groups', { schemas: [GROUP], displayName: 'Team' })
    ).json() as ScimGroup;
    expectScimError(
      await client.post('/Groups', { schemas: [GROUP], displayName: 'TEAM' }),
      409,
      'uniqueness',
    );
    expectScimError(
      await client.post('/Groups', { schemas: [CORE], displayName: 'X' }),
      400,
      'invalidSyntax',
    );
    expectScimError(await client.post('/Groups', { displayName: 'X' }), 400, 'invalidSyntax');
    expectScimError(
      await client.post('/Groups', { schemas: [GROUP], displayName: 'X', members: [{ value: theirs.id }] }),
      400,
      'invalidValue',
    );
    expectScimError(
      await client.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: 'abc' }] }]),
      400,
      'invalidValue',
    );
    expectScimError(
      await client.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'owners', value: [] }]),
      400,
      'invalidPath',
    );
    expectScimError(
      await client.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'id', value: '9' }]),
      400,
      'mutability',
    );
    expectScimError(
      await client.get(`/Groups?filter=${encodeURIComponent('members[value eq "1"]')}`),
      400,
      'invalidFilter',
    );
    expectScimError(await stranger.get(`/Groups/${group.id}`), 404);
    expectScimError(
      await stranger.patch(`/Groups/${group.id}`, [
        { op: 'add', path: 'members', value: [{ value: theirs.id }] },
      ]),
      404,
    );
    expectScimError(await stranger.delete(`/Groups/${group.id}`), 404);
    expect(((await stranger.get('/Groups')).json() as ScimGroupList).totalResults).toBe(0);
    // a member deleted through SCIM leaves the group's answer
    await client.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: user.id }] }]);
    await client.delete(`/Users/${user.id}`);
    expect(((await client.get(`/Groups/${group.id}`)).json() as ScimGroup).members).toEqual([]);

    const types = (await client.get('/ResourceTypes')).json() as {
      Resources: { id: string; endpoint: string }[];
    };
    expect(types.Resources.map((r) => [r.id, r.endpoint])).toEqual([
      ['User', '/Users'],
      ['Group', '/Groups'],
    ]);
    expect((await client.get(`/Schemas/${GROUP}`)).statusCode).toBe(200);
    expect((await client.get('/ResourceTypes/Group')).statusCode).toBe(200);
  });
});
