import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../src/engine/api/session';
import { hashPassword } from '../../src/server/auth/passwords';
import { buildUser } from './helpers/factories';
import { authorizeRequest, signInThroughProvider, tokenRequest } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

/**
 * An impersonation belongs to the sign-in it was started in (the embedded provider's session, the access
 * token's `sid`): not to the administrator's other sign-ins, and not to a new sign-in after it.
 */
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 });
const { t } = useTestApp();

const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
    ...(payload ? { payload } : {}),
  });
const sessionOf = async (token: string) => {
  const res = await api(token, 'GET', '/api/Session/Initialize');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SessionInfo;
};
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A silent renewal: the authorization request again with the sign-in's cookie and prompt=none. */
async function renew(cookie: string) {
  const { publicUrl } = t.config;
  const host = new URL(publicUrl).host;
  const { query, verifier } = authorizeRequest(publicUrl, { prompt: 'none', organization: 'demo' });
  let res = await t.app.inject({ url: `/oidc/auth?${query}`, headers: { host, cookie } });
  for (let hops = 0; !String(res.headers.location).startsWith(`${publicUrl}/callback`) && hops < 5; hops++)
    res = await t.app.inject({
      url: String(res.headers.location).replace(publicUrl, ''),
      headers: { host, cookie },
    });
  const code = new URLSearchParams(new URL(String(res.headers.location)).hash.slice(1)).get('code');
  expect(code, String(res.headers.location)).toBeTruthy();
  const token = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenRequest(publicUrl, code!, verifier),
  });
  return (token.json() as { access_token: string }).access_token;
}

describe('an impersonation started in one sign-in', () => {
  it('applies to that sign-in and its renewals only, not to other or later sign-ins', async () => {
    const organization = await t.app.db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const admin = await buildUser(t.app.db, { organizationId: organization.id, roles: ['dpt.full_admin'] });
    const employee = await buildUser(t.app.db, { organizationId: organization.id });
    const email = `admin-${crypto.randomBytes(3).toString('hex')}@impersonation.example`;
    await t.app.db
      .insertInto('accounts')
      .values({ subject: admin.subject, email, password_hash: await hashPassword('secret-1') })
      .execute();
    const signIn = () =>
      signInThroughProvider(
        t.app,
        t.config.publicUrl,
        { email, password: 'secret-1' },
        { organization: 'demo' },
      );

    const first = await signIn();
    const second = await signIn();
    // each sign-in is a provider session of its own, named in its access tokens
    expect(claimsOf(first.accessToken).sid).toEqual(expect.any(String));
    expect(claimsOf(first.accessToken).sid).not.toBe(claimsOf(second.accessToken).sid);

    const started = await api(first.accessToken, 'POST', '/api/session/impersonate-user', {
      id: employee.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await sessionOf(first.accessToken)).toMatchObject({ id: employee.id, isImpersonated: true });
    // the administrator's other sign-in (another browser) stays the administrator
    expect(await sessionOf(second.accessToken)).toMatchObject({ id: admin.id, isImpersonated: false });
    // a silent renewal of the first sign-in keeps its session, and so the impersonation
    const renewed = await renew(first.cookie);
    expect(claimsOf(renewed).sid).toBe(claimsOf(first.accessToken).sid);
    expect(await sessionOf(renewed)).toMatchObject({ id: employee.id, isImpersonated: true });
    // a new sign-in (after a sign-out, say) is the administrator again, though the hour is not over
    const later = await signIn();
    expect(await sessionOf(later.accessToken)).toMatchObject({ id: admin.id, isImpersonated: false });
  });
});
