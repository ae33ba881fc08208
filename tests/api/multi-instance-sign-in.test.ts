import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listKeys, removeKey, rotateSigningKey } from '../../src/server/auth/signing-keys';
import { startCluster, type Cluster, type Instance } from './helpers/multi-instance-cluster';
import { authorizeRequest, signInThroughProvider, tokenRequest } from './helpers/sign-in';

// Instances on one database share the embedded provider's issuer, keys and storage, so a
// token of one is accepted by another and a sign-in started on one finishes on another.

const secret = crypto.randomBytes(32).toString('base64url');
let cluster: Cluster;
let a: Instance;
let b: Instance;
const publicUrl = 'http://localhost:3000';
const anna = { email: 'anna.admin@demo.example', password: 'demo' };

beforeAll(async () => {
  cluster = await startCluster({ oidcKeySecret: secret });
  a = await cluster.start();
  b = await cluster.start();
}, 180_000);

afterAll(async () => {
  await cluster?.close();
});

const initialize = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/Session/Initialize',
    headers: { authorization: `Bearer ${token}`, 'x-organization': 'demo' },
  });

/**
 * The browser's authorization code + PKCE flow, each request to the instance the load balancer picks: `pick`
 * names it per step (round robin in the test).
 */
async function signInAcross(pick: (step: number) => FastifyInstance) {
  const cookies = new Map<string, string>();
  const host = new URL(publicUrl).host;
  let step = 0;
  const send = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const res = await pick(step++).inject({
      method,
      url: url.replace(publicUrl, ''),
      headers: {
        host,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  const redirectUri = `${publicUrl}/callback`;
  const { query, verifier } = authorizeRequest(publicUrl, { state: 'across', organization: 'demo' });
  const authorize = await send('GET', `/oidc/auth?${query}`);
  expect(authorize.statusCode).toBe(303);
  const interaction = String(authorize.headers.location).replace(publicUrl, '');
  const page = await send('GET', interaction);
  expect(page.statusCode).toBe(200);
  const login = await send('POST', `${interaction}/login`, new URLSearchParams(anna).toString());
  expect(login.statusCode, login.body).toBe(303);
  let location = String(login.headers.location);
  for (let hops = 0; !location.startsWith(redirectUri) && hops < 5; hops++) {
    const res = await send('GET', location);
    expect([302, 303], res.body).toContain(res.statusCode);
    location = String(res.headers.location);
  }
  const code = new URLSearchParams(new URL(location).hash.slice(1)).get('code');
  expect(code).toBeTruthy();
  const token = await send('POST', '/oidc/token', tokenRequest(publicUrl, code!, verifier));
  expect(token.statusCode, token.body).toBe(200);
  return { accessToken: (token.json() as { access_token: string }).access_token, steps: step };
}

describe('the embedded provider on two instances', () => {
  it('generates one key set for all instances, kept encrypted in the database', async () => {
    const keys = await listKeys(cluster.db());
    expect(keys.filter((k) => k.use === 'sig')).toHaveLength(1);
    expect(keys.filter((k) => k.use === 'cookie')).toHaveLength(1);
    const stored = await cluster.db().selectFrom('oidc_keys').select('secret').execute();
    for (const row of stored) expect(row.secret).not.toMatch(/"d"|"kty"/);
    const jwksOf = async (instance: Instance) =>
      (await instance.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: { kid: string }[] };
    const [ofA, ofB] = [await jwksOf(a), await jwksOf(b)];
    expect(ofA.keys.map((k) => k.kid)).toEqual([keys.find((k) => k.use === 'sig')!.kid]);
    expect(ofB).toEqual(ofA);
    const discovery = (
      await b.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })
    ).json();
    expect(discovery).toMatchObject({ issuer: `${publicUrl}/oidc` });
  });

  it('accepts on one instance the token issued by the other', async () => {
    const fromA = await signInThroughProvider(a.app, publicUrl, anna, { organization: 'demo' });
    expect((await initialize(b.app, fromA.accessToken)).statusCode).toBe(200);
    const fromB = await signInThroughProvider(b.app, publicUrl, anna, { organization: 'demo' });
    expect((await initialize(a.app, fromB.accessToken)).statusCode).toBe(200);
  });

  it('finishes on one instance a sign-in started on the other (round robin, no stickiness)', async () => {
    const { accessToken, steps } = await signInAcross((step) => (step % 2 === 0 ? a.app : b.app));
    expect(steps).toBeGreaterThanOrEqual(5);
    expect((await initialize(a.app, accessToken)).statusCode).toBe(200);
    expect((await initialize(b.app, accessToken)).statusCode).toBe(200);
    // the other way round as well
    const second = await signInAcross((step) => (step % 2 === 0 ? b.app : a.app));
    expect((await initialize(a.app, second.accessToken)).statusCode).toBe(200);
  });

  it('rotates: a new key signs after a restart, the old key still verifies until it is removed', async () => {
    const [old] = (await listKeys(cluster.db())).filter((k) => k.use === 'sig');
    const fresh = await rotateSigningKey(cluster.db(), secret);
    const c = await cluster.start(); // an instance (re)started after the rotation signs with the new key
    try {
      const fromC = await signInThroughProvider(c.app, publicUrl, anna, { organization: 'demo' });
      expect(decodeProtectedHeader(fromC.accessToken).kid).toBe(fresh);
      // A started before the rotation: it reads the keys again when it meets the new key id
      expect((await initialize(a.app, fromC.accessToken)).statusCode).toBe(200);
      const fromA = await signInThroughProvider(a.app, publicUrl, anna, { organization: 'demo' });
      expect(decodeProtectedHeader(fromA.accessToken).kid).toBe(old.kid);
      expect((await initialize(c.app, fromA.accessToken)).statusCode).toBe(200);
      const jwks = (await c.app.inject({ method: 'GET', url: '/oidc/jwks' })).json() as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((k) => k.kid)).toEqual([fresh, old.kid]);

      await expect(removeKey(cluster.db(), fresh)).rejects.toThrow(/current/);
      await removeKey(cluster.db(), old.kid);
      // the running instances stop accepting the removed key within seconds, also for a token they have
      // verified before (C verified fromA above), without a restart
      const removedAt = Date.now();
      for (const instance of [a, c]) {
        while ((await initialize(instance.app, fromA.accessToken)).statusCode !== 401) {
          expect(Date.now() - removedAt).toBeLessThan(30_000); // refreshed every 5 s: a ceiling, not a speed
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      expect((await initialize(a.app, fromC.accessToken)).statusCode).toBe(200);
      const d = await cluster.start();
      try {
        expect((await initialize(d.app, fromA.accessToken)).statusCode).toBe(401);
        expect((await initialize(d.app, fromC.accessToken)).statusCode).toBe(200);
      } finally {
        await d.close();
      }
    } finally {
      await c.close();
    }
  });

  it('refuses to start with a secret that does not open the stored keys', async () => {
    await expect(
      cluster.start({ oidcKeySecret: crypto.randomBytes(32).toString('base64url') }),
    ).rejects.toThrow(/OIDC_KEY_SECRET does not decrypt/);
  });
});
