import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A minimal cookie jar for inject(): keeps name=value of every Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export type SignInResult = {
  accessToken: string;
  idToken: string;
  callbackUrl: string;
  loginPage: string;
  /** the provider's cookies after the sign-in (its session), as a Cookie header */
  cookie: string;
};

/**
 * The web client's authorization request (code flow with PKCE, the answer in the URL fragment): the query for
 * `/oidc/auth` and the PKCE verifier that redeems its code.
 */
export function authorizeRequest(publicUrl: string, extra: Record<string, string> = {}) {
  const verifier = base64url(crypto.randomBytes(32));
  const challenge = base64url(crypto.createHash('sha256').update(verifier).digest());
  const query = new URLSearchParams({
    client_id: 'dpt-web',
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: `${publicUrl}/callback`,
    scope: 'openid profile email dpt-api roles',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...extra,
  });
  return { query, verifier };
}

/** The form body that redeems an authorization code of the web client at `/oidc/token`. */
export const tokenRequest = (publicUrl: string, code: string, verifier: string) =>
  new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${publicUrl}/callback`,
    client_id: 'dpt-web',
    code_verifier: verifier,
  }).toString();

/**
 * Opens the provider's sign-in interaction (expects the redirect, 303): answers the host, the interaction's
 * cookies as a Cookie header and its path, to which `/login` posts the credentials.
 */
export async function openSignIn(
  t: TestApp,
  options: { uiLocales?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const host = new URL(t.config.publicUrl).host;
  const { query } = authorizeRequest(
    t.config.publicUrl,
    options.uiLocales ? { ui_locales: options.uiLocales } : {},
  );
  const authorize = await t.app.inject({
    url: `/oidc/auth?${query}`,
    headers: { host, ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  expect(authorize.statusCode).toBe(303);
  const cookie = [authorize.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { host, cookie, interaction: String(authorize.headers.location).replace(t.config.publicUrl, '') };
}

/**
 * Runs the provider's pages through HTTP as the web client does, up to the authorization code: authorize,
 * sign-in page, credentials, callback (code in the URL hash). Answers the code with its PKCE verifier.
 */
export async function authorizationCode(
  app: FastifyInstance,
  publicUrl: string,
  credentials: { email: string; password: string },
  options: { organization?: string; language?: string } = {},
) {
  const jar = new CookieJar();
  const host = new URL(publicUrl).host;
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { host, cookie: jar.header() } });
    jar.store(res.headers['set-cookie']);
    return res;
  };
  const relative = (location: string) => location.replace(publicUrl, '');

  const redirectUri = `${publicUrl}/callback`;
  const { query, verifier } = authorizeRequest(publicUrl, {
    ...(options.organization ? { organization: options.organization } : {}),
    ...(options.language ? { ui_locales: options.language } : {}),
  });
  const authorize = await get(`/oidc/auth?${query}`);
  if (authorize.statusCode !== 303)
    throw new Error(`authorize answered ${authorize.statusCode}: ${authorize.body}`);
  const interactionUrl = relative(String(authorize.headers.location));
  const loginPage = (await get(interactionUrl)).body;

  const login = await app.inject({
    method: 'POST',
    url: `${interactionUrl}/login`,
    headers: { host, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(credentials).toString(),
  });
  jar.store(login.headers['set-cookie']);
  if (login.statusCode !== 303)
    throw new Error(
      `sign-in answered ${login.statusCode} ${login.statusCode === 400 ? '' : login.body + interactionUrl}`,
    );

  let location = String(login.headers.location);
  for (let hops = 0; !location.startsWith(redirectUri) && hops < 5; hops++) {
    const res = await get(relative(location));
    location = String(res.headers.location);
  }
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  const code = fragment.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return { code, verifier, callbackUrl: location, loginPage, cookie: jar.header() };
}

/**
 * Runs the real authorization-code + PKCE flow of the embedded provider through HTTP, as the web
 * client does: authorize, sign-in page, credentials, callback (code in the URL hash), token.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  publicUrl: string,
  credentials: { email: string; password: string },
  options: { organization?: string; language?: string } = {},
): Promise<SignInResult> {
  const { code, verifier, callbackUrl, loginPage, cookie } = await authorizationCode(
    app,
    publicUrl,
    credentials,
    options,
  );
  const token = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: new URL(publicUrl).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenRequest(publicUrl, code, verifier),
  });
  const body = token.json() as { access_token: string; id_token: string };
  if (!body.access_token) throw new Error(`token answered ${token.statusCode}: ${token.body}`);
  return { accessToken: body.access_token, idToken: body.id_token, callbackUrl, loginPage, cookie };
}
