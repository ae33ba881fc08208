import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { startExternalIssuer, type ExternalIssuer } from '../e2e/external-idp-issuer';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';
import type { SessionInfo } from '../../src/engine/api/session';
import type { UserHistory, UserIdentities } from '../../src/engine/api/users';

// An external OpenID Connect issuer (docs/deployment.md, "Sign-in at your own identity provider"): a second, separate provider with its own users and
// random subjects; the app trusts it through OIDC_ISSUER and matches its people to employees by a claim.

const AUDIENCE = 'urn:dpt:api';
/** migrating and seeding a fresh database takes long on a loaded machine */
const START_MS = 180_000;

type Started = { app: FastifyInstance; issuer: ExternalIssuer; close: () => Promise<void> };

async function start(env: Record<string, string>): Promise<Started> {
  const issuer = await startExternalIssuer({
    appUrl: 'http://localhost:3000',
    clientId: 'dpt-web',
    audience: AUDIENCE,
    people: [
      { email: 'max.manager@demo.example', password: 'x', givenName: 'Max', familyName: 'M', roles: [] },
      { email: 'emil.employee@demo.example', password: 'x', givenName: 'Emil', familyName: 'W', roles: [] },
      { email: 'lena.lang@demo.example', password: 'x', givenName: 'Lena', familyName: 'L', roles: [] },
      { email: 'mia.mentor@demo.example', password: 'x', givenName: 'Mia', familyName: 'F', roles: [] },
      { email: 'stranger@elsewhere.example', password: 'x', givenName: 'S', familyName: 'T', roles: [] },
    ],
  });
  const database = await createTestDatabase();
  const { dataDir, config } = testConfig(
    'dpt-external-idp-',
    database.databaseUrl,
    {},
    {
      OIDC_ISSUER: issuer.url,
      ...env,
    },
  );
  const { app } = await buildServer(config, { logger: false });
  await app.ready();
  return {
    app,
    issuer,
    close: async () => {
      await app.close();
      await issuer.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const call = (app: FastifyInstance, token: string | undefined, url: string, slug = 'demo') =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-organization': slug },
  });

describe('external issuer, matched by e-mail (Keycloak-style roles)', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start({ OIDC_ROLES_CLAIM: 'realm_access.roles', OIDC_ROLES_MAP: 'dpt-admins=dpt.full_admin' });
  }, START_MS);
  afterAll(async () => s?.close(), START_MS);

  const tokenOf = (email: string, claims: Record<string, unknown> = {}) =>
    s.issuer.mint({
      sub: s.issuer.subjectOf(email),
      email,
      scope: 'openid profile email dpt-api',
      ...claims,
    });
  const initialize = (token: string | undefined, slug?: string) =>
    call(s.app, token, '/api/Session/Initialize', slug);

  it('401 without a token, for a token of another key, and without the API permission', async () => {
    expect((await initialize(undefined)).statusCode).toBe(401);
    const other = await startExternalIssuer({
      appUrl: 'x',
      clientId: 'dpt-web',
      audience: AUDIENCE,
      people: [],
    });
    try {
      // the same issuer name, but signed with another provider's key
      const forged = await other.mint({
        sub: 'x',
        iss: s.issuer.url,
        email: 'anna.admin@demo.example',
        scope: 'dpt-api',
      });
      expect((await initialize(forged)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    const noScope = await tokenOf('max.manager@demo.example', { scope: 'openid profile email' });
    expect((await initialize(noScope)).statusCode).toBe(401);
    // the embedded provider does not run: its routes are not there
    expect(
      (await s.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode,
    ).toBe(404);
  });

  it('matches a person by e-mail (without case) to the employee, with the database roles', async () => {
    const token = await tokenOf('max.manager@demo.example', { email: 'Max.Manager@Demo.Example' });
    const res = await initialize(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'max.manager@demo.example',
      firstName: 'Max',
      isAdmin: false,
      userId: s.issuer.subjectOf('max.manager@demo.example'),
      currentOrganization: { slug: 'demo' },
    });
    expect(res.json<{ userRoles: string[] }>().userRoles.sort()).toEqual([
      'dpt.processes.read',
      'dpt.user.read',
    ]);
    // the roles answer: an area the database roles open, and one they do not
    expect((await call(s.app, token, '/api/organization/settings')).statusCode).toBe(403);
  });

  it('remembers the subject: a changed e-mail claim still matches, another subject with the e-mail does not', async () => {
    const first = await tokenOf('lena.lang@demo.example');
    expect((await initialize(first)).statusCode).toBe(200);
    const renamed = await tokenOf('lena.lang@demo.example', { email: 'lena.neu@elsewhere.example' });
    const res = await initialize(renamed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'lena.lang@demo.example', lastName: 'Lang' });
    const impostor = await s.issuer.mint({
      sub: 'another-subject-of-the-issuer',
      email: 'lena.lang@demo.example',
      scope: 'dpt-api',
    });
    const refused = await initialize(impostor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UNKNOWN_PERSON' });
    const rows = await s.app.db
      .selectFrom('user_identities')
      .innerJoin('users', 'users.id', 'user_identities.user_id')
      .select(['users.email', 'user_identities.subject', 'user_identities.issuer'])
      .where('users.email', '=', 'lena.lang@demo.example')
      .execute();
    expect(rows).toEqual([
      {
        email: 'lena.lang@demo.example',
        subject: s.issuer.subjectOf('lena.lang@demo.example'),
        issuer: s.issuer.url,
      },
    ]);
  });

  it("HR sees an employee's sign-in link and undoes it; the link and its removal are in the history", async () => {
    // people no other case signs in as: Paula (an employee) and Hanna (HR, who may change employees)
    const mint = (sub: string, email: string) =>
      s.issuer.mint({ sub, email, scope: 'openid profile email dpt-api' });
    const paula = await mint('paula-at-the-issuer', 'paula.peters@demo.example');
    const paulaId = (await initialize(paula)).json<SessionInfo>().id;
    const admin = await mint('hanna-at-the-issuer', 'hanna.hr@demo.example');
    expect((await initialize(admin)).statusCode).toBe(200);
    const request = (token: string, method: 'GET' | 'DELETE', url: string) =>
      s.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' } });

    const listed = await request(admin, 'GET', `/api/users/${paulaId}/identities`);
    expect(listed.statusCode, listed.body).toBe(200);
    const identities = listed.json<UserIdentities>();
    expect(identities).toEqual([
      {
        id: expect.any(Number),
        issuer: s.issuer.url,
        subject: 'paula-at-the-issuer',
        linkedAt: expect.any(String),
      },
    ]);
    const url = `/api/users/${paulaId}/identities/${identities[0]!.id}`;
    // without user write (max manages people but may not change them), without a sign-in, a wrong id
    const manager = await tokenOf('max.manager@demo.example');
    expect((await request(manager, 'GET', `/api/users/${paulaId}/identities`)).statusCode).toBe(403);
    expect((await request(manager, 'DELETE', url)).statusCode).toBe(403);
    expect(
      (await s.app.inject({ method: 'DELETE', url, headers: { 'x-organization': 'demo' } })).statusCode,
    ).toBe(401);
    expect((await request(admin, 'DELETE', `/api/users/${paulaId}/identities/999999`)).statusCode).toBe(404);

    expect((await request(admin, 'DELETE', url)).statusCode).toBe(204);
    expect((await request(admin, 'GET', `/api/users/${paulaId}/identities`)).json()).toEqual([]);
    expect((await request(admin, 'DELETE', url)).statusCode).toBe(404);
    const history = (await request(admin, 'GET', `/api/UserHistory?userId=${paulaId}`)).json<UserHistory>();
    const link = `${s.issuer.url}: paula-at-the-issuer`;
    expect(history.filter((h) => h.field === 'signInIdentity')).toEqual([
      expect.objectContaining({
        source: 'person',
        previousValue: link,
        newValue: null,
        changedBy: expect.objectContaining({ firstName: 'Hanna' }),
      }),
      expect.objectContaining({ source: 'signIn', previousValue: null, newValue: link, changedBy: null }),
    ]);
  });

  it('a person the organization does not know gets 403 UNKNOWN_PERSON naming whom to ask', async () => {
    const res = await initialize(await tokenOf('stranger@elsewhere.example'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_PERSON',
      organizationName: 'Demo AG',
      contact: 'feedback@demo.example',
    });
    // every other call says the same, and nothing was created
    const other = await call(
      s.app,
      await tokenOf('stranger@elsewhere.example'),
      '/api/organization/settings',
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'UNKNOWN_PERSON' });
    const created = await s.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'stranger@elsewhere.example')
      .execute();
    expect(created).toEqual([]);
    // an e-mail the issuer has not verified names nobody
    const unverified = await tokenOf('mia.mentor@demo.example', { email_verified: false });
    expect((await initialize(unverified)).json()).toMatchObject({ code: 'UNKNOWN_PERSON' });
  });

  it('email_verified as the string "false" (or anything but true) matches nobody; true matches', async () => {
    for (const value of ['false', 'true', 0, null, 'no']) {
      const token = await s.issuer.mint({
        sub: `unverified-${String(value)}`,
        email: 'anna.admin@demo.example',
        email_verified: value,
        scope: 'openid profile email dpt-api',
      });
      expect((await initialize(token)).json(), String(value)).toMatchObject({ code: 'UNKNOWN_PERSON' });
    }
    const verified = await s.issuer.mint({
      sub: 'verified-true',
      email: 'anna.admin@demo.example',
      email_verified: true,
      scope: 'openid profile email dpt-api',
    });
    expect((await initialize(verified)).json()).toMatchObject({ email: 'anna.admin@demo.example' });
  });

  it('the second organization does not know a person of the first', async () => {
    const token = await tokenOf('max.manager@demo.example');
    const res = await initialize(token, 'nordlicht');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_PERSON',
      organizationName: 'Nordlicht GmbH',
      contact: 'personal@nordlicht.example',
    });
    const list = await call(s.app, token, '/api/Session/Organizations');
    expect(list.json()).toEqual({ organizations: [{ slug: 'demo', name: 'Demo AG' }] });
    const none = await call(s.app, await tokenOf('stranger@elsewhere.example'), '/api/Session/Organizations');
    expect(none.json()).toEqual({ organizations: [] });
  });

  it('reads the API permission from scp (string or array) as Microsoft Entra ID sends it', async () => {
    const sub = s.issuer.subjectOf('max.manager@demo.example');
    const asString = await s.issuer.mint({
      sub,
      email: 'max.manager@demo.example',
      scp: 'User.Read dpt-api',
    });
    expect((await initialize(asString)).statusCode).toBe(200);
    const asArray = await s.issuer.mint({ sub, email: 'max.manager@demo.example', scp: ['dpt-api'] });
    expect((await initialize(asArray)).statusCode).toBe(200);
    const other = await s.issuer.mint({ sub, email: 'max.manager@demo.example', scp: ['User.Read'] });
    expect((await initialize(other)).statusCode).toBe(401);
  });

  it('takes roles from the claim path, mapped to the product roles', async () => {
    const plain = await tokenOf('emil.employee@demo.example', {
      realm_access: { roles: ['offline_access'] },
    });
    expect((await initialize(plain)).json()).toMatchObject({ isAdmin: false });
    expect((await call(s.app, plain, '/api/organization/settings')).statusCode).toBe(403);
    const admin = await tokenOf('emil.employee@demo.example', {
      realm_access: { roles: ['offline_access', 'dpt-admins'] },
    });
    const res = await initialize(admin);
    expect(res.json()).toMatchObject({ isAdmin: true, email: 'emil.employee@demo.example' });
    expect(res.json<{ userRoles: string[] }>().userRoles).toContain('dpt.full_admin');
    expect((await call(s.app, admin, '/api/organization/settings')).statusCode).toBe(200);
    // a top-level `roles` claim is not the configured path
    const elsewhere = await tokenOf('emil.employee@demo.example', {
      roles: ['dpt-admins', 'dpt.full_admin'],
    });
    expect((await initialize(elsewhere)).json()).toMatchObject({ isAdmin: false });
  });

  it('user info answers from the employee record, and from the claims before a match', async () => {
    const info = await call(s.app, await tokenOf('max.manager@demo.example'), '/api/auth/userinfo');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email: 'max.manager@demo.example', given_name: 'Max' });
    const stranger = await s.issuer.mint({
      sub: s.issuer.subjectOf('stranger@elsewhere.example'),
      email: 'stranger@elsewhere.example',
      name: 'Sam Stranger',
      scope: 'dpt-api',
    });
    const unknown = await call(s.app, stranger, '/api/auth/userinfo');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      email: 'stranger@elsewhere.example',
      given_name: 'Sam',
      family_name: 'Stranger',
    });
    const config = await s.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toMatchObject({
      authority: s.issuer.url,
      scope: 'openid profile email dpt-api roles',
    });
  });
});

describe('external issuer, matched by employee number, with just-in-time creation (Entra-style)', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start({
      OIDC_MATCH_CLAIM: 'employee_number',
      OIDC_MATCH_FIELD: 'external_id',
      OIDC_JIT_CREATE: 'true',
      OIDC_ROLES_MAP: 'DPT.Admin=dpt.full_admin',
      OIDC_SCOPE: 'openid profile email api://dpt/dpt-api',
    });
    const demo = await s.app.db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    await s.app.db
      .updateTable('users')
      .set({ external_id: 'E-4711' })
      .where('organization_id', '=', demo.id)
      .where('email', '=', 'mia.mentor@demo.example')
      .execute();
  }, START_MS);
  afterAll(async () => s?.close(), START_MS);

  it('matches by the employee number, not by the e-mail', async () => {
    const byNumber = await s.issuer.mint({
      sub: s.issuer.subjectOf('mia.mentor@demo.example'),
      email: 'someone.else@demo.example',
      employee_number: 'E-4711',
      scp: 'dpt-api',
      roles: ['DPT.Admin'],
    });
    const res = await call(s.app, byNumber, '/api/Session/Initialize');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'mia.mentor@demo.example', isAdmin: true });
    const config = await s.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toMatchObject({ scope: 'openid profile email api://dpt/dpt-api' });
  });

  it('creates a person matching nobody once, with the names of the token and no database roles', async () => {
    const claims = {
      sub: s.issuer.subjectOf('stranger@elsewhere.example'),
      email: 'stranger@elsewhere.example',
      given_name: 'Sam',
      family_name: 'Stranger',
      employee_number: 'E-9000',
      scp: 'dpt-api',
    };
    const before = await call(s.app, await s.issuer.mint(claims), '/api/Session/Organizations');
    expect(
      before
        .json<{ organizations: { slug: string }[] }>()
        .organizations.map((o) => o.slug)
        .sort(),
    ).toEqual(['demo', 'nordlicht']);
    const token = await s.issuer.mint(claims);
    const answers = await Promise.all([1, 2, 3].map(() => call(s.app, token, '/api/Session/Initialize')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json()).toMatchObject({
      firstName: 'Sam',
      lastName: 'Stranger',
      email: 'stranger@elsewhere.example',
      shorthand: 'SSTR',
      isAdmin: false,
      userRoles: [],
    });
    const rows = await s.app.db
      .selectFrom('users')
      .select(['external_id', 'roles'])
      .where('email', '=', 'stranger@elsewhere.example')
      .execute();
    expect(rows).toEqual([{ external_id: 'E-9000', roles: [] }]);
  });
});
