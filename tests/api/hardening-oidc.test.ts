import { describe, expect, it } from 'vitest';
import { signInThroughProvider } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

/** The provider's pages carry the app's headers; a foreign page cannot sign the user out. */
const { t } = useTestApp();

describe('the embedded provider under /oidc', () => {
  it('answers with the same security headers as the app, uncached', async () => {
    const host = new URL(t.config.publicUrl).host;
    for (const url of ['/oidc/.well-known/openid-configuration', '/oidc/jwks', '/oidc/session/end']) {
      const res = await t.app.inject({ url, headers: { host } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    }
  });

  it('ends the session by itself only with a valid id_token_hint; otherwise the user confirms', async () => {
    const host = new URL(t.config.publicUrl).host;
    const { idToken, cookie } = await signInThroughProvider(t.app, t.config.publicUrl, {
      email: 'anna.admin@demo.example',
      password: 'demo',
    });
    // a foreign page only navigates the signed-in browser (with its cookies) to the end-session URL
    const foreign = await t.app.inject({ url: '/oidc/session/end', headers: { host, cookie } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).toContain('name="logout"');
    expect(foreign.body).not.toContain('/auth/logout.js');
    expect(foreign.body).not.toContain('data-auto-submit');

    const own = await t.app.inject({
      url: `/oidc/session/end?id_token_hint=${idToken}&client_id=dpt-web`,
      headers: { host, cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('/auth/logout.js');
    const forged = await t.app.inject({
      url: `/oidc/session/end?id_token_hint=${idToken.slice(0, -4)}AAAA&client_id=dpt-web`,
      headers: { host, cookie },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('/auth/logout.js');
  });

  it("asks before ending the session when the id_token_hint is another account's (logout CSRF)", async () => {
    const host = new URL(t.config.publicUrl).host;
    const victim = await signInThroughProvider(t.app, t.config.publicUrl, {
      email: 'anna.admin@demo.example',
      password: 'demo',
    });
    // the attacker's own, valid id token of the same client
    const attacker = await signInThroughProvider(t.app, t.config.publicUrl, {
      email: 'olaf.olsen@nordlicht.example',
      password: 'demo',
    });
    const postLogout = encodeURIComponent(`${t.config.publicUrl}/`);
    const foreign = await t.app.inject({
      url: `/oidc/session/end?id_token_hint=${attacker.idToken}&client_id=dpt-web&post_logout_redirect_uri=${postLogout}`,
      headers: { host, cookie: victim.cookie },
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).toContain('name="logout"');
    expect(foreign.body).not.toContain('/auth/logout.js');
    expect(foreign.body).not.toContain('data-auto-submit');

    const own = await t.app.inject({
      url: `/oidc/session/end?id_token_hint=${victim.idToken}&client_id=dpt-web&post_logout_redirect_uri=${postLogout}`,
      headers: { host, cookie: victim.cookie },
    });
    expect(own.body).toContain('/auth/logout.js');
  });
});
