import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { buildUser } from './helpers/factories';
import { signInThroughProvider } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

/** A deactivated person (SCIM DELETE) signs in no more, and nothing their tokens or secrets opened answers. */
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 });
const { t } = useTestApp();

const api = (token: string, method: 'GET' | 'POST', url: string, slug = 'demo') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-organization': slug } });

/** An employee of the demo organization with a sign-in account, and a SCIM client of the organization. */
async function person() {
  const organization = await t.app.db
    .selectFrom('organizations')
    .selectAll()
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const user = await buildUser(t.app.db, { organizationId: organization.id });
  const email = `${user.shorthand.toLowerCase()}@deactivated.example`;
  await t.app.db
    .insertInto('accounts')
    .values({ subject: user.subject, email, password_hash: await hashPassword('secret-1') })
    .execute();
  const admin = await t.tokenFor(
    (
      await t.app.db
        .selectFrom('users')
        .select('subject')
        .where('email', '=', 'anna.admin@demo.example')
        .executeTakeFirstOrThrow()
    ).subject,
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/scim-tokens',
    headers: { authorization: `Bearer ${admin}`, 'x-organization': 'demo' },
    payload: { name: `deactivation ${user.id}` },
  });
  const scimToken = (created.json() as { secret: string }).secret;
  const setActive = async (active: boolean) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/scim/v2/Users/${user.id}`,
      headers: { authorization: `Bearer ${scimToken}`, 'content-type': 'application/scim+json' },
      payload: JSON.stringify({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'active', value: active }],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { user, credentials: { email, password: 'secret-1' }, setActive };
}

describe('a deactivated person', () => {
  it('is refused at the sign-in form with a clear message, in German and English', async () => {
    const { credentials, setActive } = await person();
    await setActive(false);
    await expect(
      signInThroughProvider(t.app, t.config.publicUrl, credentials, { organization: 'demo' }),
    ).rejects.toThrow('sign-in answered 403');
    const host = new URL(t.config.publicUrl).host;
    for (const [language, text] of [
      ['de-DE', 'Ihr Zugang ist deaktiviert.'],
      ['en-US', 'Your access has been deactivated.'],
    ] as const) {
      const authorize = await t.app.inject({
        url: `/oidc/auth?${new URLSearchParams({
          client_id: 'dpt-web',
          response_type: 'code',
          redirect_uri: `${t.config.publicUrl}/callback`,
          scope: 'openid dpt-api',
          code_challenge: 'x'.repeat(43),
          code_challenge_method: 'S256',
          organization: 'demo',
          ui_locales: language,
        })}`,
        headers: { host },
      });
      const cookie = [authorize.headers['set-cookie'] ?? []]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
      const page = await t.app.inject({
        method: 'POST',
        url: `${String(authorize.headers.location).replace(t.config.publicUrl, '')}/login`,
        headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(credentials).toString(),
      });
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain(text);
    }

    await setActive(true);
    const back = await signInThroughProvider(t.app, t.config.publicUrl, credentials, {
      organization: 'demo',
    });
    expect((await api(back.accessToken, 'GET', '/api/Session/Initialize')).statusCode).toBe(200);
  });

  it('loses the organization from Session/Organizations and a token issued before stops working', async () => {
    const { credentials, setActive } = await person();
    const { accessToken } = await signInThroughProvider(t.app, t.config.publicUrl, credentials, {
      organization: 'demo',
    });
    const organizations = () => api(accessToken, 'GET', '/api/Session/Organizations');
    expect((await organizations()).json()).toEqual({ organizations: [{ slug: 'demo', name: 'Demo AG' }] });
    expect((await api(accessToken, 'GET', '/api/Session/Initialize')).statusCode).toBe(200);

    await setActive(false);
    expect((await organizations()).json()).toEqual({ organizations: [] });
    expect((await api(accessToken, 'GET', '/api/Session/Initialize')).statusCode).toBe(403);
    expect((await api(accessToken, 'GET', '/api/Dashboard/CalendarFeed')).statusCode).toBe(403);

    await setActive(true);
    expect((await api(accessToken, 'GET', '/api/Session/Initialize')).statusCode).toBe(200);
  });

  it('their calendar feed answers 404 while they are deactivated and again with reactivation', async () => {
    const { user, setActive } = await person();
    const token = await t.tokenFor(user.subject);
    const feed = await api(token, 'POST', '/api/Dashboard/CalendarFeed');
    expect(feed.statusCode).toBe(200);
    const path = new URL((feed.json() as { url: string }).url).pathname;
    const read = () => t.app.inject({ method: 'GET', url: path });
    expect((await read()).statusCode).toBe(200);

    await setActive(false);
    const gone = await read();
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('BEGIN:VCALENDAR');

    await setActive(true);
    const again = await read();
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('BEGIN:VCALENDAR');
  });
});
