import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  CORE,
  EMPLOYEE,
  ENTERPRISE,
  GROUP,
  expectScimError,
  newUser,
  scimHelpers,
} from './helpers/scim-client';
import { useTestApp } from './helpers/use-test-app';
import type { ScimUser, ScimUserList } from '../../src/engine/api/scim';

// the whole provisioning cycle makes a few hundred requests; a busy machine needs the time
vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });
const { t } = useTestApp();

const { postToken, createToken, scim, provisionedOrg, historyOf, employeeRow } = scimHelpers(t);

/** The headers of a signed-in employee (found by e-mail) in an organization. */
async function signedIn(email: string, slug: string) {
  const user = await t.app.db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.id', 'u.organization_id')
    .select('u.subject')
    .where('u.email', '=', email)
    .where('o.slug', '=', slug)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': slug };
}

describe('provisioning tokens', () => {
  it('are for full administrators only: 401 without sign-in, 403 for HR and managers, 400 for a bad name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/scim-tokens' })).statusCode).toBe(401);
    for (const email of ['hanna.hr@demo.example', 'max.manager@demo.example']) {
      const headers = await signedIn(email, 'demo');
      expect((await t.app.inject({ method: 'GET', url: '/api/scim-tokens', headers })).statusCode).toBe(403);
      const post = await postToken(headers, { name: 'x' });
      expect(post.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/scim-tokens/1', headers })).statusCode).toBe(
        403,
      );
    }
    const admin = await signedIn('anna.admin@demo.example', 'demo');
    for (const payload of [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      {},
      { name: 'a', extra: 1 },
    ]) {
      const res = await postToken(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/scim-tokens/abc', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('shows the secret once, keeps only its SHA-256 hash, lists and revokes per organization', async () => {
    const admin = await signedIn('anna.admin@demo.example', 'demo');
    const created = await createToken(admin, 'Okta');
    expect(created.secret).toMatch(/^dptscim_[A-Za-z0-9_-]{43}$/);
    expect(created.baseUrl).toBe('http://localhost:3000/scim/v2');

    const stored = await t.app.db
      .selectFrom('scim_tokens')
      .selectAll()
      .where('id', '=', created.token.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    const list = await t.app.inject({ method: 'GET', url: '/api/scim-tokens', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    const mine = (
      list.json() as {
        result: { id: number; name: string; revokedAt: string | null; createdBy: { shorthand: string } }[];
      }
    ).result.find((r) => r.id === created.token.id);
    expect(mine).toMatchObject({ name: 'Okta', revokedAt: null, createdBy: { shorthand: 'AALB' } });

    // nordlicht's administrator neither sees nor revokes it
    const nora = await signedIn('nora.nord@nordlicht.example', 'nordlicht');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/scim-tokens', headers: nora });
    expect((theirs.json() as { result: { id: number }[] }).result.map((r) => r.id)).not.toContain(
      created.token.id,
    );
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/scim-tokens/${created.token.id}`,
      headers: nora,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await scim(created.secret).get('/Users?count=1')).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/scim-tokens/${created.token.id}`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: '/api/scim-tokens', headers: admin })).json() as {
      result: { id: number; revokedAt: string | null; lastUsedAt: string | null }[];
    };
    const row = after.result.find((r) => r.id === created.token.id);
    expect(row?.revokedAt).not.toBeNull();
    expect(row?.lastUsedAt).not.toBeNull();
    expectScimError(await scim(created.secret).get('/Users'), 401);
  });
  it('keeps at most 20 active tokens per organization', async () => {
    const { headers } = await provisionedOrg();
    const ids: number[] = [];
    for (let i = 1; i < 20; i += 1) ids.push((await createToken(headers, `Token ${i}`)).token.id);
    const tooMany = await postToken(headers, { name: 'x' });
    expect(tooMany.statusCode).toBe(409);
    expect((tooMany.json() as { code: string }).code).toBe('SCIM_TOKEN_LIMIT');
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/scim-tokens/${ids[0]}`, headers });
    expect(revoked.statusCode).toBe(204);
    await createToken(headers, 'Token 21');
  });
});

describe('SCIM access', () => {
  it('answers 401 as a SCIM error without a token, with an unknown one and with a revoked one', async () => {
    expectScimError(await scim(null).get('/Users'), 401);
    expectScimError(await scim('dptscim_' + 'A'.repeat(43)).get('/Users'), 401);
    expectScimError(await scim('not-even-a-token').post('/Users', newUser('x@y.example')), 401);
    expectScimError(await scim(null).get('/ServiceProviderConfig'), 401);
  });

  it("keeps nordlicht's token away from every demo user", async () => {
    const nora = await signedIn('nora.nord@nordlicht.example', 'nordlicht');
    const { secret } = await createToken(nora);
    const nordlicht = scim(secret);
    const anna = await t.app.db
      .selectFrom('users')
      .select(['id', 'first_name', 'position', 'active'])
      .where('email', '=', 'anna.admin@demo.example')
      .executeTakeFirstOrThrow();

    expectScimError(await nordlicht.get(`/Users/${anna.id}`), 404);
    expectScimError(await nordlicht.put(`/Users/${anna.id}`, newUser('anna.admin@demo.example')), 404);
    expectScimError(
      await nordlicht.patch(`/Users/${anna.id}`, [{ op: 'replace', path: 'title', value: 'X' }]),
      404,
    );
    expectScimError(await nordlicht.delete(`/Users/${anna.id}`), 404);
    const listed = (
      await nordlicht.get('/Users?filter=' + encodeURIComponent('userName eq "anna.admin@demo.example"'))
    ).json() as ScimUserList;
    expect(listed.totalResults).toBe(0);
    const all = (await nordlicht.get('/Users?count=200')).json() as ScimUserList;
    expect(all.Resources.every((u) => String(u.userName).endsWith('@nordlicht.example'))).toBe(true);
    // a demo user as manager is no user of nordlicht
    const managed = await nordlicht.post(
      '/Users',
      newUser('new.one@nordlicht.example', { [ENTERPRISE]: { manager: { value: String(anna.id) } } }),
    );
    expectScimError(managed, 400, 'invalidValue');

    const unchanged = await t.app.db
      .selectFrom('users')
      .select(['id', 'first_name', 'position', 'active'])
      .where('id', '=', anna.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual(anna);
    expect(await historyOf(anna.id)).toEqual([]);
  });
});

describe('deactivation', () => {
  it('takes a deactivated employee out of the pickers and answers 403 to their calls at once', async () => {
    const anna = await signedIn('anna.admin@demo.example', 'demo');
    const olaf = await signedIn('olaf.olsen@nordlicht.example', 'nordlicht');
    const nora = await signedIn('nora.nord@nordlicht.example', 'nordlicht');
    const { secret } = await createToken(nora, 'deactivation');
    const before = await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: olaf });
    expect(before.statusCode).toBe(200);
    const olafId = (before.json() as { id: number }).id;

    const off = await scim(secret).patch(`/Users/${olafId}`, [
      { op: 'Replace', path: 'active', value: 'False' },
    ]);
    expect(off.statusCode, off.body).toBe(200);

    const after = await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: olaf });
    expect(after.statusCode).toBe(403);
    const pickers = await t.app.inject({ method: 'GET', url: '/api/Users', headers: nora });
    expect((pickers.json() as { id: number }[]).map((u) => u.id)).not.toContain(olafId);
    // the demo organization is untouched
    expect((await t.app.inject({ method: 'GET', url: '/api/Users', headers: anna })).statusCode).toBe(200);

    await scim(secret).patch(`/Users/${olafId}`, [{ op: 'replace', value: { active: true } }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: olaf })).statusCode,
    ).toBe(200);
  });
});

describe('SCIM bad input', () => {
  it('refuses malformed filters, patches, bodies and oversized fields with SCIM errors, changing nothing', async () => {
    const { client } = await provisionedOrg();
    const created = await client.post('/Users', newUser('greta@firma.example', { title: 'Beraterin' }));
    expect(created.statusCode).toBe(201);
    const user = created.json() as ScimUser;

    for (const filter of [
      'userName eq',
      'userName eq "a" and',
      '(userName eq "a"',
      'userName xx "a"',
      'nickName eq "a"',
      'userName eq "a" ] x',
      'active eq "yes"',
      'x'.repeat(1001),
    ])
      expectScimError(await client.get(`/Users?filter=${encodeURIComponent(filter)}`), 400, 'invalidFilter');
    expectScimError(await client.get('/Users?count=abc'), 400, 'invalidValue');

    const at = `/Users/${user.id}`;
    expectScimError(
      await client.patch(at, [{ op: 'move', path: 'title', value: 'X' }]),
      400,
      'invalidSyntax',
    );
    expectScimError(
      await client.patch(at, [{ op: 'replace', path: 'title[', value: 'X' }]),
      400,
      'invalidPath',
    );
    expectScimError(
      await client.patch(at, [{ op: 'replace', path: 'emails[type eq].value', value: 'X' }]),
      400,
      'invalidFilter',
    );
    expectScimError(await client.patch(at, [{ op: 'remove' }]), 400, 'noTarget');
    expectScimError(await client.patch(at, [{ op: 'replace', path: 'id', value: '7' }]), 400, 'mutability');
    expectScimError(
      await client.patch(at, [{ op: 'replace', path: `${EMPLOYEE}:apiUpdateLocked`, value: true }]),
      400,
      'mutability',
    );
    expectScimError(
      await client.patch(at, [{ op: 'replace', path: 'active', value: 'maybe' }]),
      400,
      'invalidValue',
    );
    expectScimError(
      await client.patch(at, [{ op: 'replace', path: 'title', value: 'x'.repeat(201) }]),
      400,
      'invalidValue',
    );
    expectScimError(await client.patch(at, [{ op: 'remove', path: 'userName' }]), 400, 'invalidValue');
    expectScimError(await client.patch(at, [{ op: 'replace', value: 'not an object' }]), 400, 'invalidValue');
    expectScimError(await client.patch(at, []), 400);
    expectScimError(
      await client.rawPatch(at, { Operations: [{ op: 'replace', path: 'title', value: 'X' }] }),
      400,
    );
    expectScimError(
      await client.rawPatch(at, {
        schemas: ['urn:wrong'],
        Operations: [{ op: 'replace', path: 'title', value: 'X' }],
      }),
      400,
      'invalidSyntax',
    );
    expectScimError(await client.rawPatch(at, '{"schemas": ['), 400, 'invalidSyntax');

    expectScimError(
      await client.post('/Users', newUser('y'.repeat(255) + '@firma.example')),
      400,
      'invalidValue',
    );
    expectScimError(await client.post('/Users', newUser('no-at-sign')), 400, 'invalidValue');
    expectScimError(await client.post('/Users', { name: { givenName: 'No userName' } }), 400, 'invalidValue');
    expectScimError(
      await client.post('/Users', newUser('z@firma.example', { title: 'x'.repeat(201) })),
      400,
      'invalidValue',
    );
    expectScimError(await client.post('/Users', newUser('GRETA@firma.example')), 409, 'uniqueness');
    // the same new userName five times at once: one is created, the others are told it is taken
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/Users', newUser('same@firma.example'))),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expectScimError(
      await client.post('/Users', newUser('w@firma.example', { [EMPLOYEE]: { shorthand: 'a b' } })),
      400,
      'invalidValue',
    );

    for (const id of ['999999', 'abc', '0', '99999999999', '1.5']) {
      expectScimError(await client.get(`/Users/${id}`), 404);
      expectScimError(
        await client.patch(`/Users/${id}`, [{ op: 'replace', path: 'title', value: 'X' }]),
        404,
      );
    }
    expectScimError(await client.get('/Groups/abc'), 404);

    const after = (await client.get(at)).json() as ScimUser;
    expect(after.title).toBe('Beraterin');
    expect(after.userName).toBe('greta@firma.example');
    expect(((await client.get('/Users')).json() as ScimUserList).totalResults).toBe(3);
  });
});

describe('SCIM discovery', () => {
  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const { client } = await provisionedOrg();
    const config = await client.get('/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(String(config.headers['content-type'])).toContain('application/scim+json');
    expect(config.headers['x-ratelimit-limit']).toBe('1200');
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
    });
    const types = (await client.get('/ResourceTypes')).json() as {
      Resources: { id: string; schemaExtensions: { schema: string }[] }[];
    };
    expect(types.Resources.map((r) => r.id)).toEqual(['User', 'Group']);
    expect(types.Resources[0].schemaExtensions.map((e) => e.schema)).toEqual([ENTERPRISE, EMPLOYEE]);
    const schemas = (await client.get('/Schemas')).json() as { Resources: { id: string }[] };
    expect(schemas.Resources.map((s) => s.id)).toEqual([CORE, ENTERPRISE, EMPLOYEE, GROUP]);
    expect((await client.get(`/Schemas/${ENTERPRISE}`)).statusCode).toBe(200);
    expectScimError(await client.get('/Schemas/urn:nope'), 404);

    // the routes and their schemas are in the OpenAPI document, and every schema compiles
    expect(() => t.app.compileRouteSchemas()).not.toThrow();
    const docRes = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docRes.statusCode).toBe(200);
    const openApi = docRes.json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openApi.paths)).toEqual(
      expect.arrayContaining([
        '/scim/v2/Users',
        '/scim/v2/Users/{id}',
        '/api/scim-tokens',
        '/api/scim-tokens/{id}',
      ]),
    );
  });
});

describe('a provisioning cycle', () => {
  it('creates 100 users with managers, lists, updates, honours the API lock and deactivates', async () => {
    const { org, admin, headers, client } = await provisionedOrg();

    // ---- create: 10 managers, then 90 reports, each with a manager
    const managers: ScimUser[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await client.post(
        '/Users',
        newUser(`lead${i}@firma.example`, {
          externalId: `ext-lead-${i}`,
          name: { givenName: 'Lea', familyName: `Müller${i}` },
          title: 'Teamleiterin',
          [ENTERPRISE]: { department: 'Beratung' },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers.location).toBe(`http://localhost:3000/scim/v2/Users/${(res.json() as ScimUser).id}`);
      managers.push(res.json() as ScimUser);
    }
    const reports: ScimUser[] = [];
    for (let i = 0; i < 90; i += 1) {
      const res = await client.post('/Users', {
        schemas: [CORE, ENTERPRISE, EMPLOYEE],
        userName: `person${i}@firma.example`,
        externalId: `ext-${i}`,
        name: { givenName: 'Paul', familyName: 'Schäfer' },
        title: 'Berater',
        emails: [{ value: `person${i}@firma.example`, type: 'work', primary: true }],
        addresses: [{ type: 'work', locality: i % 2 ? 'Hamburg' : 'Köln' }],
        [ENTERPRISE]: { department: 'Beratung', manager: { value: managers[i % 10].id } },
        [EMPLOYEE]: { currentPosition: 'Projektleiter' },
      });
      expect(res.statusCode, res.body).toBe(201);
      reports.push(res.json() as ScimUser);
    }
    expect(managers[0][EMPLOYEE].shorthand).toBe('LMUE');
    expect(managers[1][EMPLOYEE].shorthand).toBe('LMUE2');
    expect(new Set(reports.map((r) => r[EMPLOYEE].shorthand)).size).toBe(90);
    const first = reports[0];
    expect(first).toMatchObject({
      userName: 'person0@firma.example',
      externalId: 'ext-0',
      title: 'Berater',
      active: true,
      addresses: [{ locality: 'Köln' }],
      [ENTERPRISE]: {
        department: 'Beratung',
        manager: {
          value: managers[0].id,
          displayName: 'Lea Müller0',
          $ref: `http://localhost:3000/scim/v2/Users/${managers[0].id}`,
        },
      },
      [EMPLOYEE]: { currentPosition: 'Projektleiter', apiUpdateLocked: false },
    });
    const row = await employeeRow(first.id);
    expect(row).toMatchObject({
      organization_id: org.id,
      email: 'person0@firma.example',
      position: 'Berater',
      current_position: 'Projektleiter',
      hierarchy: 'Beratung',
      location: 'Köln',
      supervisor_id: Number(managers[0].id),
      external_id: 'ext-0',
    });
    expect(row.subject).toMatch(/^scim:[0-9a-f-]{36}$/);
    const created = await historyOf(row.id);
    expect(created.every((h) => h.source === 'provisioning' && h.changed_by === null && h.applied)).toBe(
      true,
    );
    expect(created.map((h) => h.field)).toContain('supervisorId');

    // ---- list: filters and paging (the organization also holds its administrator)
    const byName = (
      await client.get(`/Users?filter=${encodeURIComponent('userName eq "PERSON7@firma.example"')}`)
    ).json() as ScimUserList;
    expect(byName.totalResults).toBe(1);
    expect(byName.Resources[0].id).toBe(reports[7].id);
    const byExternal = (
      await client.get(`/Users?filter=${encodeURIComponent('externalId eq "ext-lead-3"')}`)
    ).json() as ScimUserList;
    expect(byExternal.Resources.map((u) => u.id)).toEqual([managers[3].id]);
    const hamburg = (
      await client.get(
        `/Users?filter=${encodeURIComponent('addresses.locality eq "hamburg" and title sw "Ber"')}&count=5`,
      )
    ).json() as ScimUserList;
    expect(hamburg).toMatchObject({ totalResults: 45, itemsPerPage: 5, startIndex: 1 });
    const page1 = (await client.get('/Users?startIndex=1&count=40')).json() as ScimUserList;
    const page3 = (await client.get('/Users?startIndex=81&count=40')).json() as ScimUserList;
    expect(page1).toMatchObject({ totalResults: 101, itemsPerPage: 40, startIndex: 1 });
    expect(page3).toMatchObject({ totalResults: 101, itemsPerPage: 21, startIndex: 81 });
    const ids = new Set([...page1.Resources, ...page3.Resources].map((u) => u.id));
    expect(ids.size).toBe(61);
    const total = async (filter: string) =>
      ((await client.get(`/Users?count=0&filter=${encodeURIComponent(filter)}`)).json() as ScimUserList)
        .totalResults;
    expect(await total('emails[type eq "work" and value ew "@FIRMA.example"]')).toBe(100);
    expect(await total('meta.lastModified gt "2000-01-01T00:00:00Z" and not (externalId pr)')).toBe(1);
    expect(
      await total(`${ENTERPRISE}:manager.value eq "${managers[3].id}" or name.familyName co "ller3"`),
    ).toBe(10);
    const counted = (await client.get('/Users?count=0')).json() as ScimUserList;
    expect(counted).toMatchObject({ totalResults: 101, itemsPerPage: 0, Resources: [] });

    // ---- update: PUT replaces, PATCH changes single attributes
    const put = await client.put(`/Users/${reports[1].id}`, {
      schemas: [CORE, ENTERPRISE],
      userName: 'person1@firma.example',
      externalId: 'ext-1',
      name: { givenName: 'Paula', familyName: 'Schäfer' },
      title: 'Senior Beraterin',
      [ENTERPRISE]: { department: 'Strategie', manager: { value: managers[2].id } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Senior Beraterin',
      name: { givenName: 'Paula' },
      [ENTERPRISE]: { department: 'Strategie', manager: { value: managers[2].id } },
    });
    // what PUT leaves out stays: location and current position
    expect((put.json() as ScimUser).addresses).toEqual([
      { type: 'work', locality: 'Hamburg', primary: true },
    ]);
    expect((put.json() as ScimUser)[EMPLOYEE].currentPosition).toBe('Projektleiter');

    const target = reports[2];
    const patched = await client.patch(`/Users/${target.id}`, [
      { op: 'Replace', path: 'name.givenName', value: 'Petra' },
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'petra@firma.example' },
      { op: 'replace', path: `${ENTERPRISE}:manager`, value: managers[5].id },
      { op: 'add', value: { title: 'Managerin', [`${ENTERPRISE}:department`]: 'Vertrieb' } },
      { op: 'remove', path: 'addresses[type eq "work"]' },
    ]);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      // userName is the identity system's identifier; the work e-mail is apart from it
      userName: 'person2@firma.example',
      emails: [{ value: 'petra@firma.example', type: 'work', primary: true }],
      name: { givenName: 'Petra', familyName: 'Schäfer' },
      title: 'Managerin',
      [ENTERPRISE]: { department: 'Vertrieb', manager: { value: managers[5].id } },
    });
    expect((patched.json() as ScimUser).addresses).toBeUndefined();
    const targetHistory = await historyOf(Number(target.id));
    expect(targetHistory.slice(-6).map((h) => [h.field, h.previous_value, h.new_value, h.applied])).toEqual([
      ['firstName', 'Paul', 'Petra', true],
      ['email', 'person2@firma.example', 'petra@firma.example', true],
      ['position', 'Berater', 'Managerin', true],
      ['hierarchy', 'Beratung', 'Vertrieb', true],
      ['location', 'Köln', '', true],
      ['supervisorId', managers[2].id, managers[5].id, true],
    ]);

    // a manager that would close a supervisor cycle is refused
    const cycle = await client.patch(`/Users/${managers[0].id}`, [
      { op: 'replace', path: `${ENTERPRISE}:manager.value`, value: reports[0].id },
    ]);
    expectScimError(cycle, 400, 'invalidValue');
    expect(
      ((await client.get(`/Users/${managers[0].id}`)).json() as ScimUser)[ENTERPRISE].manager,
    ).toBeUndefined();
    // and so is a userName another user has
    expectScimError(
      await client.patch(`/Users/${reports[3].id}`, [
        { op: 'replace', path: 'userName', value: 'lead0@firma.example' },
      ]),
      409,
      'uniqueness',
    );

    // ---- lock one employee through the employee administration, update again: nothing applied, all refused
    const locked = reports[4];
    const lock = await t.app.inject({
      method: 'PUT',
      url: '/api/Users',
      headers,
      payload: {
        id: Number(locked.id),
        firstName: 'Paul',
        lastName: 'Schäfer',
        email: 'person4@firma.example',
        shorthand: locked[EMPLOYEE].shorthand,
        position: 'Berater',
        currentPosition: 'Projektleiter',
        hierarchy: 'Beratung',
        location: 'Köln',
        supervisorId: Number(managers[4].id),
        mentorId: null,
        isApiUpdateLocked: true,
      },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await historyOf(Number(locked.id))).at(-1)).toMatchObject({
      field: 'isApiUpdateLocked',
      source: 'person',
      changed_by: admin.id,
      applied: true,
    });
    const before = await historyOf(Number(locked.id));
    const refusedPatch = await client.patch(`/Users/${locked.id}`, [
      { op: 'replace', path: 'title', value: 'Direktor' },
      { op: 'replace', path: `${ENTERPRISE}:department`, value: 'Vorstand' },
    ]);
    expectScimError(refusedPatch, 409, 'mutability');
    expect((refusedPatch.json() as { detail: string }).detail).toContain('API lock');
    // the same refusal asked again is not recorded twice
    expectScimError(
      await client.patch(`/Users/${locked.id}`, [{ op: 'replace', path: 'title', value: 'Direktor' }]),
      409,
      'mutability',
    );
    const refusedPut = await client.put(
      `/Users/${locked.id}`,
      newUser('moved@firma.example', { externalId: 'ext-4-new', emails: [{ value: 'moved@firma.example' }] }),
    );
    expectScimError(refusedPut, 409, 'mutability');
    const afterRefusals = (await client.get(`/Users/${locked.id}`)).json() as ScimUser;
    expect(afterRefusals).toMatchObject({
      // the identity system's own identifiers pass the lock; the employee's fields do not
      userName: 'moved@firma.example',
      externalId: 'ext-4-new',
      emails: [{ value: 'person4@firma.example' }],
      title: 'Berater',
      [ENTERPRISE]: { department: 'Beratung' },
      [EMPLOYEE]: { apiUpdateLocked: true },
    });
    // deactivation passes the lock: a leaver loses access
    const deactivateLocked = await client.delete(`/Users/${locked.id}`);
    expect(deactivateLocked.statusCode).toBe(204);
    const lockedRow = await employeeRow(locked.id);
    expect(lockedRow).toMatchObject({
      position: 'Berater',
      hierarchy: 'Beratung',
      email: 'person4@firma.example',
      active: false,
    });
    const recorded = (await historyOf(Number(locked.id))).slice(before.length);
    expect(recorded.every((h) => h.source === 'provisioning' && h.changed_by === null)).toBe(true);
    expect(recorded.map((h) => [h.field, h.new_value, h.applied])).toEqual([
      ['position', 'Direktor', false],
      ['hierarchy', 'Vorstand', false],
      ['firstName', 'Greta', false],
      ['lastName', 'Grün', false],
      ['email', 'moved@firma.example', false],
      ['active', 'false', true],
    ]);

    // ---- deactivate: active false, the employee stays
    const gone = reports[5];
    const off = await client.patch(`/Users/${gone.id}`, [{ op: 'replace', path: 'active', value: false }]);
    expect((off.json() as ScimUser).active).toBe(false);
    expect((await historyOf(Number(gone.id))).at(-1)).toMatchObject({
      field: 'active',
      previous_value: 'true',
      new_value: 'false',
      applied: true,
      source: 'provisioning',
    });
    const inactive = (
      await client.get(`/Users?filter=${encodeURIComponent('active eq false')}`)
    ).json() as ScimUserList;
    expect(inactive.Resources.map((u) => u.id)).toEqual([gone.id]);
    // PATCH active back on, as identity systems do
    const back = await client.patch(`/Users/${gone.id}`, [{ op: 'replace', value: { active: 'True' } }]);
    expect((back.json() as ScimUser).active).toBe(true);
  });
});
