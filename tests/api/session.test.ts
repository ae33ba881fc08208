import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ensureDefaultWorkflows } from '../../src/server/db/seed/default-workflows';
import { buildOrg, buildUser } from './helpers/factories';
import { client } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const headers = (token: string, slug: string) => ({
  authorization: `Bearer ${token}`,
  'x-organization': slug,
});

describe('GET /api/Session/Initialize', () => {
  it('401 without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: { 'x-organization': 'demo' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
  });

  it('400 without an organization', async () => {
    const user = await buildUser(t.app.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ORGANIZATION_REQUIRED');
  });

  it('404 for an organization that does not exist', async () => {
    const user = await buildUser(t.app.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: headers(await t.tokenFor(user.subject), 'no-such-org'),
    });
    expect(res.statusCode).toBe(404);
  });

  it("403 with another organization's slug", async () => {
    const user = await buildUser(t.app.db);
    const other = await buildOrg(t.app.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: headers(await t.tokenFor(user.subject), other.slug),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('returns every session field for a member', async () => {
    const org = await buildOrg(t.app.db, { name: 'Acme' });
    const boss = await buildUser(t.app.db, {
      organizationId: org.id,
      roles: ['dpt.full_admin'],
      firstName: 'Berta',
    });
    await buildUser(t.app.db, { organizationId: org.id, supervisorId: boss.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session/initialize',
      headers: headers(await t.tokenFor(boss.subject), org.slug),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: boss.subject,
      id: boss.id,
      firstName: 'Berta',
      lastName: boss.last_name,
      email: boss.email,
      shorthand: boss.shorthand,
      picture: null,
      isAdmin: true,
      isSupervisor: true,
      isFeedbackDonor: true,
      isImpersonated: false,
      hasMafegProcess: false,
      userRoles: ['dpt.full_admin'],
      currentOrganization: { id: org.id, slug: org.slug, name: 'Acme' },
      languageKey: 'de-DE',
      themeMode: 'light',
      dashboardSettings: { widgets: ['calendar', 'processStatus', 'tasks', 'talkrounds'] },
      workflows: [],
      customFormSettings: {},
      organizationSettings: { pdcEdcEnabled: false, feedbackMail: '', timeZone: 'Europe/Berlin' },
    });
  });

  it("merges the token's roles claim with the database roles", async () => {
    const user = await buildUser(t.app.db, { roles: ['dpt.forms.read'] });
    const org = await t.app.db
      .selectFrom('organizations')
      .select('slug')
      .where('id', '=', user.organization_id)
      .executeTakeFirstOrThrow();
    const token = await t.tokenFor(user.subject, { roles: ['dpt.error_log.read'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: headers(token, org.slug),
    });
    expect(res.json().userRoles).toEqual(['dpt.forms.read', 'dpt.error_log.read']);
    // the same user with a token of other roles right after: the answer follows the token
    const other = await t.tokenFor(user.subject, { roles: ['dpt.user.read'] });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: headers(other, org.slug),
    });
    expect(again.json().userRoles).toEqual(['dpt.forms.read', 'dpt.user.read']);
  });

  it('answers gzipped to a client that accepts gzip (as browsers do), with the same JSON', async () => {
    const org = await buildOrg(t.app.db);
    await ensureDefaultWorkflows(t.app.db, org.id);
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const h = headers(await t.tokenFor(user.subject), org.slug);
    const plain = await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: h });
    const packed = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: { ...h, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json().workflows).toHaveLength(6);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/Session/Initialize',
      headers: { ...h, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });
});

describe('POST /api/Session/SetLanguage and SetTheme', () => {
  it('401 without a token, 400 for bad input, 403 for another user, then stores the choice', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const h = headers(await t.tokenFor(user.subject), org.slug);
    const api = client(t, h);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Session/SetLanguage',
      headers: { 'x-organization': org.slug },
      payload: { userId: user.subject, languageKey: 'en-US' },
    });
    expect(anonymous.statusCode).toBe(401);

    const bad = await api.post('/api/Session/SetLanguage', { userId: user.subject, languageKey: 'fr-FR' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/body/languageKey');

    const wrongType = await api.post('/api/Session/SetTheme', { userId: 42, themeMode: 'dark' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].path).toBe('/body/userId');

    const unknownField = await api.post('/api/Session/SetTheme', {
      userId: user.subject,
      themeMode: 'dark',
      admin: true,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors[0].path).toBe('/body/admin');

    const other = await api.post('/api/Session/SetLanguage', {
      userId: 'someone-else',
      languageKey: 'en-US',
    });
    expect(other.statusCode).toBe(403);

    const session = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: h })).json();
    expect(await session()).toMatchObject({ languageKey: 'de-DE', themeMode: 'light' });

    expect(
      (await api.post('/api/Session/SetLanguage', { userId: user.subject, languageKey: 'en-US' })).statusCode,
    ).toBe(204);
    expect(
      (await api.post('/api/Session/SetTheme', { userId: user.subject, themeMode: 'dark' })).statusCode,
    ).toBe(204);
    expect(await session()).toMatchObject({ languageKey: 'en-US', themeMode: 'dark' });
  });
});

describe('bad request bodies', () => {
  it("has every route schema compilable (they compile lazily, on a route's first call)", () => {
    expect(() => t.app.compileRouteSchemas()).not.toThrow();
  });

  it('checks bodies with the lazily compiled schemas: a wrong type is a 400 naming the field', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Session/SetTheme',
      headers: headers(await t.tokenFor(user.subject), org.slug),
      payload: { themeMode: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('themeMode');
  });

  it('answers malformed JSON with 400 and an oversized body with 413, changing nothing', async () => {
    const org = await buildOrg(t.app.db);
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const h = { ...headers(await t.tokenFor(user.subject), org.slug), 'content-type': 'application/json' };

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/Session/SetLanguage',
      headers: h,
      payload: '{"userId": "x", "languageKey": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/Session/SetLanguage',
      headers: h,
      payload: JSON.stringify({
        userId: user.subject,
        languageKey: 'en-US',
        pad: 'x'.repeat(2 * 1024 * 1024),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });

    const session = await t.app.inject({ method: 'GET', url: '/api/Session/Initialize', headers: h });
    expect(session.json().languageKey).toBe('de-DE');
  });
});

describe('GET /api/Session/Organizations', () => {
  it('401 without a token; lists only the organizations the subject belongs to', async () => {
    expect((await t.app.inject({ url: '/api/Session/Organizations' })).statusCode).toBe(401);
    const org = await buildOrg(t.app.db, { name: 'Zeta GmbH' });
    await buildOrg(t.app.db); // one the user does not belong to
    const user = await buildUser(t.app.db, { organizationId: org.id });
    const res = await t.app.inject({
      url: '/api/Session/Organizations',
      headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ organizations: [{ slug: org.slug, name: 'Zeta GmbH' }] });
  });
});

describe('hasMafegProcess', () => {
  it('is true for a demo employee with a MAFEG process', async () => {
    const emil = await t.app.db
      .selectFrom('users')
      .select('subject')
      .where('email', '=', 'emil.employee@demo.example')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      url: '/api/Session/Initialize',
      headers: headers(await t.tokenFor(emil.subject), 'demo'),
    });
    expect(res.json().hasMafegProcess).toBe(true);
  });
});
