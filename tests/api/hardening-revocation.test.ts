import { describe, expect, it } from 'vitest';
import { authorizationCode, tokenRequest } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

/**
 * Signing out revokes what the sign-in issued, and its access token is refused by the API at
 * once (it was valid by signature for up to an hour before); a replayed authorization code revokes the grant the
 * code had issued, so the token of the first redemption is refused as well.
 */
const { t } = useTestApp();
const host = () => new URL(t.config.publicUrl).host;

/** Signs in through the provider's pages up to the authorization code (with its PKCE verifier). */
const signInCode = (email: string) =>
  authorizationCode(t.app, t.config.publicUrl, { email, password: 'demo' });

const redeem = (code: string, verifier: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: host(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenRequest(t.config.publicUrl, code, verifier),
  });

const api = (token: string) =>
  t.app.inject({
    url: '/api/Session/Initialize',
    headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
  });

describe('revocation', () => {
  it('signing out makes the access token unusable at the API at once', async () => {
    const { code, verifier, cookie } = await signInCode('emil.employee@demo.example');
    const tokens = (await redeem(code, verifier)).json() as { access_token: string; id_token: string };
    // twice: the second answer comes from the verifier's cache, which must not outlive the sign-out
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    expect((await api(tokens.access_token)).statusCode).toBe(200);

    const end = await t.app.inject({
      url: `/oidc/session/end?id_token_hint=${tokens.id_token}&client_id=dpt-web`,
      headers: { host: host(), cookie },
    });
    expect(end.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      headers: { host: host(), cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirm.statusCode).toBeLessThan(400);

    const after = await api(tokens.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toContain('revoked');
    // the revocation is in the database for the other instances, and only the grant's tokens are refused
    // (written beside the answer: other instances ask the database at most a second later anyway)
    await expect
      .poll(async () => (await t.app.db.selectFrom('revoked_grants').select('grant_id').execute()).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const other = await signInCode('anna.admin@demo.example');
    const otherTokens = (await redeem(other.code, other.verifier)).json() as { access_token: string };
    expect((await api(otherTokens.access_token)).statusCode).toBe(200);
  }, 60_000);

  it('a replayed authorization code revokes the token its first redemption issued', async () => {
    const { code, verifier } = await signInCode('hanna.hr@demo.example');
    const first = await redeem(code, verifier);
    expect(first.statusCode).toBe(200);
    const { access_token } = first.json() as { access_token: string };
    expect((await api(access_token)).statusCode).toBe(200);

    const replay = await redeem(code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api(access_token)).statusCode).toBe(401);
  }, 60_000);
});
