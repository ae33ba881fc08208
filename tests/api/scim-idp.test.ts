import { describe, expect, it, vi } from 'vitest';
import type { ScimUser, ScimUserList } from '../../src/engine/api/scim';
import {
  CORE,
  EMPLOYEE,
  ENTERPRISE,
  GROUP,
  SEARCH,
  expectScimError,
  newUser,
  scimHelpers,
} from './helpers/scim-client';
import { useTestApp } from './helpers/use-test-app';

// what Entra ID and Okta do against the SCIM endpoint (RFC 7643/7644 and their documented behaviour)
vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });
const { t } = useTestApp();
const { provisionedOrg, historyOf, hrSave, employeeRow } = scimHelpers(t);

const byUserName = (userName: string) => `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;
describe('userName apart from the work e-mail (Entra: userPrincipalName and mail)', () => {
  it('keeps both, and four Entra re-sync cycles and four Okta PUTs change nothing and write no history', async () => {
    const { client } = await provisionedOrg();
    const upn = 'paula.petersen@corp.onmicrosoft.example';
    const mail = 'paula.petersen@firma.example';
    const entraUser = {
      schemas: [CORE, ENTERPRISE],
      externalId: 'f1e2d3c4-0000-4000-8000-000000000001',
      userName: upn,
      active: true,
      displayName: 'Paula Petersen',
      emails: [{ primary: true, type: 'work', value: mail }],
      name: { givenName: 'Paula', familyName: 'Petersen', formatted: 'Paula Petersen' },
      title: 'Beraterin',
      [ENTERPRISE]: { department: 'Beratung' },
    };
    const created = await client.post('/Users', entraUser);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json() as ScimUser;
    expect(user).toMatchObject({ userName: upn, emails: [{ value: mail, type: 'work', primary: true }] });
    expect(await employeeRow(user.id)).toMatchObject({ email: mail, scim_user_name: upn });
    const history = await historyOf(Number(user.id));
    expect(history.find((h) => h.field === 'email')?.new_value).toBe(mail);

    for (let cycle = 1; cycle <= 4; cycle += 1) {
      // Entra finds the user by its matching attribute, then sends what it holds
      const found = (await client.get(byUserName(upn))).json() as ScimUserList;
      expect(found.Resources.map((u) => u.id)).toEqual([user.id]);
      const patched = await client.patch(`/Users/${user.id}`, [
        { op: 'Replace', path: 'userName', value: upn },
        { op: 'Replace', path: 'active', value: 'True' },
        { op: 'Replace', path: 'displayName', value: 'Paula Petersen' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: mail },
        { op: 'Replace', path: 'name.givenName', value: 'Paula' },
        { op: 'Replace', path: 'name.familyName', value: 'Petersen' },
        { op: 'Replace', path: 'title', value: 'Beraterin' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Beratung' },
        { op: 'Add', path: 'externalId', value: entraUser.externalId },
      ]);
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toEqual(user);
      // Okta sends the whole user with PUT
      const put = await client.put(`/Users/${user.id}`, { ...entraUser, id: user.id });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual(user);
      expect(await historyOf(Number(user.id)), `cycle ${cycle}`).toEqual(history);
    }
    expect((await client.get(byUserName(mail))).json()).toMatchObject({ totalResults: 0 });
    const byMail = `/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "${mail}"`)}`;
    expect(((await client.get(byMail)).json() as ScimUserList).Resources.map((u) => u.id)).toEqual([user.id]);

    // a userName and a work e-mail are each unique in the organization
    const sameUserName = await client.post(
      '/Users',
      newUser(upn.toUpperCase(), { emails: [{ value: 'other@firma.example', type: 'work' }] }),
    );
    expectScimError(sameUserName, 409, 'uniqueness');
    const sameMail = await client.post(
      '/Users',
      newUser('other@corp.example', { emails: [{ value: mail }] }),
    );
    expectScimError(sameMail, 409, 'uniqueness');
    // a userName that is no e-mail needs an e-mail in emails
    expectScimError(await client.post('/Users', newUser('CORP\\paula2')), 400, 'invalidValue');
    const noAt = await client.post(
      '/Users',
      newUser('CORP\\paula2', { emails: [{ value: 'p2@firma.example' }] }),
    );
    expect(noAt.statusCode, noAt.body).toBe(201);
  });
});

describe('the API lock', () => {
  it('answers 409 mutability to changes it refuses; deactivation passes it and is recorded', async () => {
    const { client, headers } = await provisionedOrg();
    const user = (
      await client.post('/Users', newUser('lena@firma.example', { title: 'Beraterin' }))
    ).json() as ScimUser;
    expect((await hrSave(headers, user, { isApiUpdateLocked: true })).statusCode).toBe(200);
    const before = await historyOf(Number(user.id));

    const refused = await client.patch(`/Users/${user.id}`, [
      { op: 'replace', path: 'title', value: 'Chefin' },
    ]);
    expectScimError(refused, 409, 'mutability');
    expect((refused.json() as { detail: string }).detail).toMatch(/API lock/);
    expect(((await client.get(`/Users/${user.id}`)).json() as ScimUser).title).toBe('Beraterin');
    // the same data as stored is no change: a re-sync of a locked employee passes
    const same = await client.patch(`/Users/${user.id}`, [
      { op: 'replace', path: 'title', value: 'Beraterin' },
    ]);
    expect(same.statusCode, same.body).toBe(200);

    const off = await client.patch(`/Users/${user.id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, [EMPLOYEE]: { apiUpdateLocked: true } });
    expect((await employeeRow(user.id)).active).toBe(false);
    // switching back on is a change the lock refuses
    expectScimError(
      await client.patch(`/Users/${user.id}`, [{ op: 'replace', path: 'active', value: true }]),
      409,
      'mutability',
    );
    expect((await client.delete(`/Users/${user.id}`)).statusCode).toBe(204);
    expect(
      (await historyOf(Number(user.id))).slice(before.length).map((h) => [h.field, h.new_value, h.applied]),
    ).toEqual([
      ['position', 'Chefin', false],
      ['active', 'false', true],
      ['active', 'true', false],
    ]);
  });
});

describe('attributes and excludedAttributes', () => {
  it('answer only what is asked for on lists, single users and /.search; id and schemas always', async () => {
    const { client } = await provisionedOrg();
    const lead = (await client.post('/Users', newUser('lead@firma.example'))).json() as ScimUser;
    const user = (
      await client.post(
        '/Users',
        newUser('anna@firma.example', {
          title: 'Beraterin',
          [ENTERPRISE]: { department: 'Beratung', manager: { value: lead.id } },
        }),
      )
    ).json() as ScimUser;
    const filter = encodeURIComponent('userName eq "anna@firma.example"');
    const attributes = encodeURIComponent(`userName,name.givenName,${ENTERPRISE}:department`);
    const list = (
      await client.get(`/Users?filter=${filter}&attributes=${attributes}`)
    ).json() as ScimUserList;
    expect(list.Resources).toEqual([
      {
        schemas: user.schemas,
        id: user.id,
        userName: 'anna@firma.example',
        name: { givenName: 'Greta' },
        [ENTERPRISE]: { department: 'Beratung' },
      },
    ]);
    const excluded = encodeURIComponent(`emails,name.familyName,${ENTERPRISE}:manager,id,schemas,meta`);
    const one = (await client.get(`/Users/${user.id}?excludedAttributes=${excluded}`)).json() as ScimUser;
    expect(one).toMatchObject({
      id: user.id,
      schemas: user.schemas,
      title: 'Beraterin',
      name: { givenName: 'Greta' },
    });
    expect(one.emails).toBeUndefined();
    expect(one.name.familyName).toBeUndefined();
    expect(one.meta).toBeUndefined();
    expect(one[ENTERPRISE]).toEqual({ department: 'Beratung' });
    const justId = (await client.get(`/Users/${user.id}?attributes=id`)).json();
    expect(justId).toEqual({ schemas: user.schemas, id: user.id });

    const search = await client.post('/Users/.search', {
      schemas: [SEARCH],
      filter: 'title eq "Beraterin"',
      attributes: ['userName', 'active'],
      startIndex: 1,
      count: 10,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ schemas: user.schemas, id: user.id, userName: 'anna@firma.example', active: true }],
    });
    expect(Object.keys((search.json() as ScimUserList).Resources[0]).sort()).toEqual([
      'active',
      'id',
      'schemas',
      'userName',
    ]);
    const excludedSearch = (
      await client.post('/Users/.search', { schemas: [SEARCH], excludedAttributes: ['emails', 'meta'] })
    ).json() as ScimUserList;
    expect(excludedSearch.totalResults).toBe(3);
    expect(excludedSearch.Resources.every((u) => u.emails === undefined && u.meta === undefined)).toBe(true);
    expectScimError(await client.post('/Users/.search', { filter: 'title pr' }), 400, 'invalidSyntax');
    // POST, PUT and PATCH answers honour them too
    const patched = await client.patch(`/Users/${user.id}?attributes=title`, [
      { op: 'replace', path: 'title', value: 'Leiterin' },
    ]);
    expect(patched.json()).toEqual({ schemas: user.schemas, id: user.id, title: 'Leiterin' });
  });
});

describe('PUT keeps what the identity system does not send', () => {
  it('an Okta PUT without the enterprise extension keeps supervisor and department; null clears', async () => {
    const { client } = await provisionedOrg();
    const lead = (await client.post('/Users', newUser('chef@firma.example'))).json() as ScimUser;
    const user = (
      await client.post(
        '/Users',
        newUser('okta@firma.example', {
          title: 'Berater',
          addresses: [{ type: 'work', locality: 'Köln' }],
          [ENTERPRISE]: { department: 'Beratung', manager: { value: lead.id } },
          [EMPLOYEE]: { currentPosition: 'Projektleiter' },
        }),
      )
    ).json() as ScimUser;
    const before = await historyOf(Number(user.id));
    const okta = {
      schemas: [CORE],
      id: user.id,
      userName: 'okta@firma.example',
      name: { givenName: 'Greta', familyName: 'Grün' },
      emails: [{ primary: true, value: 'okta@firma.example', type: 'work' }],
      active: true,
      title: 'Senior Berater',
    };
    const put = await client.put(`/Users/${user.id}`, okta);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Senior Berater',
      addresses: [{ locality: 'Köln' }],
      [ENTERPRISE]: { department: 'Beratung', manager: { value: lead.id } },
      [EMPLOYEE]: { currentPosition: 'Projektleiter' },
    });
    expect((await historyOf(Number(user.id))).slice(before.length).map((h) => h.field)).toEqual(['position']);
    // a sent extension replaces the sub-attributes it names; null clears one
    const dept = await client.put(`/Users/${user.id}`, {
      ...okta,
      schemas: [CORE, ENTERPRISE],
      [ENTERPRISE]: { department: 'Strategie' },
    });
    expect(dept.json()).toMatchObject({
      [ENTERPRISE]: { department: 'Strategie', manager: { value: lead.id } },
    });
    const cleared = await client.put(`/Users/${user.id}`, {
      ...okta,
      schemas: [CORE, ENTERPRISE],
      [ENTERPRISE]: { manager: null },
      title: '',
    });
    expect((cleared.json() as ScimUser)[ENTERPRISE]).toEqual({ department: 'Strategie' });
    expect((cleared.json() as ScimUser).title).toBeUndefined();
  });
});

describe('first and last name', () => {
  it('are required as HR needs them: POST without, and PATCH removing them, answer 400 invalidValue', async () => {
    const { client, headers } = await provisionedOrg();
    for (const body of [
      { schemas: [CORE], userName: 'only@firma.example' },
      { schemas: [CORE], userName: 'only@firma.example', name: { givenName: 'Only' } },
      { schemas: [CORE], userName: 'only@firma.example', name: { givenName: ' ', familyName: 'Name' } },
    ])
      expectScimError(await client.post('/Users', body), 400, 'invalidValue');
    expect((await client.get(byUserName('only@firma.example'))).json()).toMatchObject({ totalResults: 0 });

    const user = (await client.post('/Users', newUser('named@firma.example'))).json() as ScimUser;
    for (const operation of [
      { op: 'remove', path: 'name' },
      { op: 'remove', path: 'name.givenName' },
      { op: 'replace', path: 'name.familyName', value: '' },
      { op: 'replace', path: 'name', value: { givenName: 'Greta', familyName: null } },
    ])
      expectScimError(await client.patch(`/Users/${user.id}`, [operation]), 400, 'invalidValue');
    expectScimError(
      await client.put(`/Users/${user.id}`, { ...newUser('named@firma.example'), name: null }),
      400,
      'invalidValue',
    );
    const now = (await client.get(`/Users/${user.id}`)).json() as ScimUser;
    expect(now.name).toMatchObject({ givenName: 'Greta', familyName: 'Grün' });
    // and HR's own save of the employee works
    const saved = await hrSave(headers, now, { position: 'Beraterin' });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('schemas and attribute paths', () => {
  it('refuses wrong schemas and unknown PATCH paths, and ignores attributes IdPs send by default', async () => {
    const { client } = await provisionedOrg();
    const body = newUser('schemas@firma.example');
    for (const schemas of [undefined, [], [GROUP], [CORE, 'urn:example:unknown:2.0:User'], [ENTERPRISE]]) {
      const res = await client.post('/Users', { ...body, schemas });
      expectScimError(res, 400, 'invalidSyntax');
    }
    const user = (await client.post('/Users', body)).json() as ScimUser;
    expectScimError(
      await client.put(`/Users/${user.id}`, { ...body, schemas: undefined }),
      400,
      'invalidSyntax',
    );
    const before = await historyOf(Number(user.id));
    for (const operation of [
      { op: 'replace', path: 'fooBar', value: 'x' },
      { op: 'replace', value: { fooBar: 'x' } },
      { op: 'replace', path: 'name.nickName', value: 'x' },
      { op: 'add', path: `${ENTERPRISE}:fooBar`, value: 'x' },
      { op: 'add', path: `${EMPLOYEE}:fooBar`, value: 'x' },
      { op: 'replace', path: 'emails[type eq "work"].fooBar', value: 'x' },
    ])
      expectScimError(await client.patch(`/Users/${user.id}`, [operation]), 400, 'invalidPath');

    const defaults = {
      phoneNumbers: [{ type: 'work', value: '+49 221 1234' }],
      preferredLanguage: 'de-DE',
      password: 'Secret-123',
      locale: 'de-DE',
      timezone: 'Europe/Berlin',
      nickName: 'Gre',
      photos: [{ type: 'photo', value: 'https://x.example/p.jpg' }],
      ims: [{ type: 'skype', value: 'greta' }],
      entitlements: [{ value: 'x' }],
      roles: [{ value: 'admin' }],
      x509Certificates: [{ value: 'MIIB' }],
      userType: 'Employee',
      profileUrl: 'https://x.example/greta',
    };
    const full = await client.post('/Users', {
      ...newUser('defaults@firma.example', defaults),
      title: 'Beraterin',
      addresses: [
        { type: 'work', streetAddress: 'Hohe Str. 1', locality: 'Köln', postalCode: '50667', country: 'DE' },
      ],
      [ENTERPRISE]: { employeeNumber: '4711', costCenter: 'K1', organization: 'Firma', division: 'Nord' },
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ title: 'Beraterin', addresses: [{ locality: 'Köln' }] });
    const ignored = await client.patch(`/Users/${user.id}`, [
      ...Object.entries(defaults).map(([path, value]) => ({ op: 'replace', path, value })),
      { op: 'add', path: 'phoneNumbers[type eq "mobile"].value', value: '+49 170 1' },
      { op: 'replace', path: `${ENTERPRISE}:employeeNumber`, value: '4712' },
      { op: 'add', value: { preferredLanguage: 'en-US', 'name.honorificPrefix': 'Dr.' } },
    ]);
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(await historyOf(Number(user.id))).toEqual(before);
  });
});

describe('PATCH of emails', () => {
  it('add and remove change the work e-mail, with and without a filter path, or answer a clear error', async () => {
    const { client } = await provisionedOrg();
    const upn = 'a.upn@corp.example';
    const user = (
      await client.post(
        '/Users',
        newUser(upn, { emails: [{ value: 'a@firma.example', type: 'work', primary: true }] }),
      )
    ).json() as ScimUser;
    const at = `/Users/${user.id}`;
    const email = async () => (await employeeRow(user.id)).email;

    const steps: [unknown, string][] = [
      [
        { op: 'add', path: 'emails', value: [{ value: 'a.new@firma.example', type: 'work', primary: true }] },
        'a.new@firma.example',
      ],
      [
        { op: 'add', path: 'emails[type eq "work"].value', value: 'a.newer@firma.example' },
        'a.newer@firma.example',
      ],
      [
        { op: 'add', value: { emails: [{ value: 'a.third@firma.example', type: 'work' }] } },
        'a.third@firma.example',
      ],
      // without an e-mail in emails, userName is the work e-mail when it is one
      [{ op: 'remove', path: 'emails[type eq "work"].value' }, upn],
      [{ op: 'add', path: 'emails', value: { value: 'a.back@firma.example' } }, 'a.back@firma.example'],
      [{ op: 'remove', path: 'emails' }, upn],
      [
        { op: 'replace', path: 'emails', value: [{ value: 'a.last@firma.example', type: 'work' }] },
        'a.last@firma.example',
      ],
      [{ op: 'remove', path: 'emails[type eq "work"]' }, upn],
    ];
    for (const [operation, expected] of steps) {
      const res = await client.patch(at, [operation]);
      expect(res.statusCode, `${JSON.stringify(operation)} ${res.body}`).toBe(200);
      expect((res.json() as ScimUser).emails, JSON.stringify(operation)).toEqual([
        { value: expected, type: 'work', primary: true },
      ]);
      expect(await email()).toBe(expected);
    }
    // a home address is no work e-mail to keep: the work e-mail stays
    await client.patch(at, [
      { op: 'add', path: 'emails', value: [{ value: 'home@x.example', type: 'home' }] },
    ]);
    expect(await email()).toBe(upn);

    const plain = (
      await client.post(
        '/Users',
        newUser('CORP\\bwayne', { emails: [{ value: 'b@firma.example', type: 'work' }] }),
      )
    ).json() as ScimUser;
    for (const operation of [
      { op: 'remove', path: 'emails' },
      { op: 'remove', path: 'emails[type eq "work"].value' },
    ]) {
      const res = await client.patch(`/Users/${plain.id}`, [operation]);
      expectScimError(res, 400, 'invalidValue');
      expect((res.json() as { detail: string }).detail).toMatch(/work e-mail/);
    }
    expect((await employeeRow(plain.id)).email).toBe('b@firma.example');
  });
});

describe('DELETE', () => {
  it('takes the User out of SCIM (404, not listed), keeps the employee deactivated, and a re-POST brings them back', async () => {
    const { client } = await provisionedOrg();
    const user = (
      await client.post('/Users', newUser('gone@firma.example', { externalId: 'ext-gone' }))
    ).json() as ScimUser;
    expect((await client.delete(`/Users/${user.id}`)).statusCode).toBe(204);
    expectScimError(await client.get(`/Users/${user.id}`), 404);
    expectScimError(await client.delete(`/Users/${user.id}`), 404);
    expectScimError(
      await client.patch(`/Users/${user.id}`, [{ op: 'replace', path: 'active', value: true }]),
      404,
    );
    expectScimError(await client.put(`/Users/${user.id}`, newUser('gone@firma.example')), 404);
    expect((await client.get(byUserName('gone@firma.example'))).json()).toMatchObject({ totalResults: 0 });
    const all = (await client.get('/Users')).json() as ScimUserList;
    expect(all.Resources.map((u) => u.id)).not.toContain(user.id);
    expect(all.totalResults).toBe(1);
    const row = await employeeRow(user.id);
    expect(row.active).toBe(false);
    expect(row.scim_deleted_at).not.toBeNull();
    // a deleted user is no manager to name
    expectScimError(
      await client.post(
        '/Users',
        newUser('report@firma.example', { [ENTERPRISE]: { manager: { value: user.id } } }),
      ),
      400,
      'invalidValue',
    );

    // the same person provisioned again: the employee comes back, with their id, history and processes
    const again = await client.post(
      '/Users',
      newUser('gone@firma.example', { externalId: 'ext-gone', title: 'Zurück' }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: user.id, active: true, title: 'Zurück' });
    expect((await historyOf(Number(user.id))).slice(-2).map((h) => [h.field, h.new_value])).toEqual([
      ['position', 'Zurück'],
      ['active', 'true'],
    ]);
    expect((await client.get(`/Users/${user.id}`)).statusCode).toBe(200);

    // another identity with the deleted user's userName is a conflict, not a takeover
    expect((await client.delete(`/Users/${user.id}`)).statusCode).toBe(204);
    expectScimError(
      await client.post('/Users', newUser('gone@firma.example', { externalId: 'someone-else' })),
      409,
      'uniqueness',
    );
    // without an externalId, the userName names them
    const byName = await client.post('/Users', newUser('GONE@firma.example'));
    expect(byName.statusCode, byName.body).toBe(201);
    expect((byName.json() as ScimUser).id).toBe(user.id);
  });
});

describe('displayName and discovery', () => {
  it('keeps displayName for the round trip, and /Schemas, /ResourceTypes and /ServiceProviderConfig tell the truth', async () => {
    const { client } = await provisionedOrg();
    const user = (
      await client.post('/Users', newUser('dn@firma.example', { displayName: 'Greta G. (HR)' }))
    ).json() as ScimUser;
    expect(user.displayName).toBe('Greta G. (HR)');
    const history = await historyOf(Number(user.id));
    const renamed = await client.patch(`/Users/${user.id}`, [
      { op: 'replace', path: 'displayName', value: 'Greta Grün-Weiß' },
    ]);
    expect((renamed.json() as ScimUser).displayName).toBe('Greta Grün-Weiß');
    expect(await historyOf(Number(user.id))).toEqual(history);
    const filtered = (
      await client.get(`/Users?filter=${encodeURIComponent('displayName eq "greta grün-weiß"')}`)
    ).json() as ScimUserList;
    expect(filtered.Resources.map((u) => u.id)).toEqual([user.id]);
    const plain = (await client.post('/Users', newUser('plain@firma.example'))).json() as ScimUser;
    expect(plain.displayName).toBe('Greta Grün');
    // a manager named by its URI only
    const report = await client.post(
      '/Users',
      newUser('report@firma.example', {
        [ENTERPRISE]: { manager: { $ref: `http://localhost:3000/scim/v2/Users/${user.id}` } },
      }),
    );
    expect(report.json()).toMatchObject({ [ENTERPRISE]: { manager: { value: user.id } } });

    type Attribute = { name: string; mutability: string; subAttributes?: Attribute[]; required: boolean };
    const schema = async (id: string) =>
      ((await client.get(`/Schemas/${id}`)).json() as { attributes: Attribute[] }).attributes;
    const attr = (list: Attribute[], name: string) => list.find((a) => a.name === name) as Attribute;
    const manager = attr(await schema(ENTERPRISE), 'manager');
    expect(attr(manager.subAttributes ?? [], '$ref').mutability).toBe('readWrite');
    expect(attr(manager.subAttributes ?? [], 'value').mutability).toBe('readWrite');
    const core = await schema(CORE);
    expect(attr(core, 'displayName').mutability).toBe('readWrite');
    expect(attr(attr(core, 'name').subAttributes ?? [], 'givenName').required).toBe(true);
    expect((await client.get('/ServiceProviderConfig')).json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      sort: { supported: false },
      etag: { supported: false },
      bulk: { supported: false },
      changePassword: { supported: false },
    });
  });
});
