import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import Provider, { errors, type Configuration } from 'oidc-provider';

/**
 * A second, separate OpenID Connect provider for the tests of an external issuer (docs/deployment.md, "Sign-in at your own identity provider"): its own
 * users with random subjects, its own signing key, its own sign-in page; access tokens are JWTs for the app's
 * API audience and carry the person's e-mail and, like Keycloak, their roles at `realm_access.roles`.
 */
export type ExternalPerson = {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** the issuer's role values (mapped by the app's OIDC_ROLES_MAP) */
  roles: string[];
};

export type ExternalIssuer = {
  /** the issuer URL (OIDC_ISSUER) */
  url: string;
  /** the random subject the issuer gave a person, by e-mail */
  subjectOf: (email: string) => string;
  /** an access token as the issuer signs it: iss, aud, sub, exp, and the given claims */
  mint: (claims: Record<string, unknown> & { sub: string }) => Promise<string>;
  close: () => Promise<void>;
};

export const API_SCOPE = 'dpt-api';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Second IdP</title></head>
<body><main><h1>Second IdP</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>Email at Second IdP <input name="email" type="email" autocomplete="username" required></label>
<label>Password at Second IdP <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in at Second IdP</button></form></main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the second provider on `port` (0: any free one) for a web client at `appUrl`. */
export async function startExternalIssuer(options: {
  port?: number;
  host?: string;
  appUrl: string;
  clientId: string;
  audience: string;
  people: ExternalPerson[];
}): Promise<ExternalIssuer> {
  const host = options.host ?? '127.0.0.1';
  const people = options.people.map((person) => ({ ...person, subject: randomUUID() as string }));
  const bySubject = new Map(people.map((p) => [p.subject, p]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const signingKey = await importJWK(jwk, 'RS256');

  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.appUrl}/callback`, `${options.appUrl}/silent-renew`],
        post_logout_redirect_uris: [`${options.appUrl}/`],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    pkce: { required: () => true },
    clientBasedCORS: () => true,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== options.audience) throw new errors.InvalidTarget();
          return {
            scope: `${API_SCOPE} roles`,
            audience: options.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // what Keycloak puts into its access tokens: the e-mail and the realm roles
    extraTokenClaims: (_ctx, token) => {
      const person = 'accountId' in token ? bySubject.get(String(token.accountId)) : undefined;
      return person ? { email: person.email, realm_access: { roles: person.roles } } : undefined;
    },
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client!;
      const accountId = ctx.oidc.session!.accountId!;
      const existingId = ctx.oidc.session!.grantIdFor(client.clientId);
      const grant = existingId ? await ctx.oidc.provider.Grant.find(existingId) : undefined;
      if (grant) return grant;
      const fresh = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      fresh.addOIDCScope('openid profile email');
      fresh.addResourceScope(options.audience, `${API_SCOPE} roles`);
      await fresh.save();
      return fresh;
    },
    findAccount: (_ctx, subject) => {
      const person = bySubject.get(subject);
      if (!person) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: person.email,
          email_verified: true,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
  };
  const provider = new Provider(url, configuration);
  const callback = provider.callback();

  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) {
      callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'POST' && match[2]) {
          const form = await readForm(req);
          const person = people.find(
            (p) => p.email === form.get('email') && p.password === form.get('password'),
          );
          if (!person) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(loginPage(details.uid, 'Unknown e-mail or wrong password.'));
            return;
          }
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: person.subject } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage(details.uid));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    })();
  };

  return {
    url,
    subjectOf: (email) => {
      const person = people.find((p) => p.email === email);
      if (!person) throw new Error(`the second IdP has no ${email}`);
      return person.subject;
    },
    mint: async (claims) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: url,
        aud: options.audience,
        iat: now,
        exp: now + 600,
        jti: randomUUID(),
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
        .sign(signingKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
