import crypto from 'node:crypto';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from './helpers/factories';
import { signInThroughProvider } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const initialize = (token: string, slug = 'demo') =>
  t.app.inject({
    method: 'GET',
    url: '/api/Session/Initialize',
    headers: { authorization: `Bearer ${token}`, 'x-organization': slug },
  });

describe('embedded OpenID Connect provider', () => {
  it('signs a demo user in with authorization code + PKCE, the code in the URL hash, and its token opens the API', async () => {
    const result = await signInThroughProvider(
      t.app,
      t.config.publicUrl,
      { email: 'anna.admin@demo.example', password: 'demo' },
      { organization: 'demo', language: 'en-US' },
    );
    expect(result.callbackUrl).toMatch(/^http:\/\/localhost:3000\/callback#code=/);
    expect(result.loginPage).toContain('Sign in');
    expect(result.loginPage).toContain('Demo AG');
    expect(result.loginPage).toContain('--primary: #002776');
    const res = await initialize(result.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'anna.admin@demo.example',
      isAdmin: true,
      currentOrganization: { slug: 'demo' },
    });
    // a demo user is not a member of the second organization
    expect((await initialize(result.accessToken, 'nordlicht')).statusCode).toBe(403);
  });

  it('shows the sign-in page in German by default and in the organization colours', async () => {
    const result = await signInThroughProvider(
      t.app,
      t.config.publicUrl,
      { email: 'olaf.olsen@nordlicht.example', password: 'demo' },
      { organization: 'nordlicht' },
    );
    expect(result.loginPage).toContain('Anmelden');
    expect(result.loginPage).toContain('Nordlicht GmbH');
    expect(result.loginPage).toContain('--primary: #0b6e4f');
    expect((await initialize(result.accessToken, 'nordlicht')).statusCode).toBe(200);
  });

  it('refuses a wrong password with a clear message', async () => {
    await expect(
      signInThroughProvider(t.app, t.config.publicUrl, {
        email: 'anna.admin@demo.example',
        password: 'wrong',
      }),
    ).rejects.toThrow('sign-in answered 400');
  });
});

describe('forged and broken tokens get 401, never 500', () => {
  const claims = { scope: 'openid dpt-api', client_id: 'dpt-web' };
  let subject: string;
  beforeAll(async () => {
    const user = await buildUser(t.app.db);
    subject = user.subject;
  });

  const sign = async (
    key: CryptoKey | Uint8Array,
    alg: string,
    mutate: (jwt: SignJWT) => SignJWT = (j) => j,
  ) =>
    mutate(
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject(subject)
        .setIssuer(`${t.config.publicUrl}/oidc`)
        .setAudience(t.config.oidcAudience)
        .setIssuedAt()
        .setExpirationTime('5m'),
    ).sign(key);

  it.each([
    ['garbage', async () => 'not-a-token'],
    ['another key', async () => sign((await generateKeyPair('RS256')).privateKey, 'RS256')],
    [
      'alg none',
      async () =>
        new UnsecuredJWT(claims)
          .setSubject(subject)
          .setIssuer(`${t.config.publicUrl}/oidc`)
          .setAudience(t.config.oidcAudience)
          .setExpirationTime('5m')
          .encode(),
    ],
    ['HMAC with a guessed secret', async () => sign(crypto.randomBytes(32), 'HS256')],
  ])('%s', async (_name, make) => {
    const res = await initialize(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('expired', async () => {
    const token = await t.tokenFor(subject, { exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await initialize(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('wrong audience or issuer, or no API scope, each named in the answer', async () => {
    const audience = await initialize(await t.tokenFor(subject, { aud: 'other-api' }));
    expect([audience.statusCode, audience.json().message]).toEqual([401, expect.stringMatching(/audience/)]);
    const issuer = await initialize(await t.tokenFor(subject, { iss: 'https://evil.example' }));
    expect([issuer.statusCode, issuer.json().message]).toEqual([401, expect.stringMatching(/issuer/)]);
    // Entra ID's v1 access tokens, issued when the app manifest keeps accessTokenAcceptedVersion at 1
    const v1 = await initialize(await t.tokenFor(subject, { iss: 'https://sts.windows.net/tenant-id/' }));
    expect([v1.statusCode, v1.json().message]).toEqual([
      401,
      expect.stringMatching(/accessTokenAcceptedVersion/),
    ]);
    const scope = await initialize(await t.tokenFor(subject, { scope: 'openid profile' }));
    expect([scope.statusCode, scope.json().message]).toEqual([401, expect.stringMatching(/dpt-api scope/)]);
  });

  it('a valid token of an unknown subject is not a member (403)', async () => {
    expect((await initialize(await t.tokenFor('nobody'))).statusCode).toBe(403);
  });
});

describe('GET /api/auth/userinfo', () => {
  it('401 without or with a bad token, the profile with the access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/userinfo' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/userinfo',
          headers: { authorization: 'Bearer x.y.z' },
        })
      ).statusCode,
    ).toBe(401);
    const result = await signInThroughProvider(t.app, t.config.publicUrl, {
      email: 'emil.employee@demo.example',
      password: 'demo',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userinfo',
      headers: { authorization: `Bearer ${result.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Emil Weber',
      email: 'emil.employee@demo.example',
      email_verified: true,
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json();
    expect(config).toEqual({
      authority: 'http://localhost:3000/oidc',
      clientId: 'dpt-web',
      scope: 'openid profile email dpt-api roles',
      userInfoEndpoint: 'http://localhost:3000/api/auth/userinfo',
    });
  });
});
