import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { redactUrl } from '../../src/server/plugins/log-redaction';
import { anonymousLinkIn, readPickedUpMail } from '../mail-pickup';
import { signInThroughProvider } from './helpers/sign-in';
import { createTestDatabase } from './helpers/test-database';

/** The log of a whole anonymous feedback flow (and a sign-in) holds no token or code. */
let app: FastifyInstance;
let config: AppConfig;
let log = '';
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-logs-'));
  const database = await createTestDatabase();
  config = loadConfig(
    { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' },
    { inMemoryDatabase: true, databaseUrl: database.databaseUrl, clientDir: path.join(dataDir, 'no-client') },
  );
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  ({ app } = await buildServer(config, { logger: { level: 'debug', stream } }));
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => cleanup());

describe('secrets in log lines', () => {
  it('redacts tokens, codes and state from logged URLs and leaves ids readable', () => {
    expect(redactUrl('/api/Feedbacks?feedbackId=12&accessToken=abcDEF123456789_-xyz')).toBe(
      '/api/Feedbacks?feedbackId=12&accessToken=[redacted]',
    );
    expect(redactUrl('/demo/feedback/anonymous/12/abcDEF123456789_-xyz')).toBe(
      '/demo/feedback/anonymous/12/[redacted]',
    );
    expect(redactUrl('/oidc/auth?client_id=dpt-web&state=s1&code_challenge=x&id_token_hint=e.y.z')).toBe(
      '/oidc/auth?client_id=dpt-web&state=[redacted]&code_challenge=x&id_token_hint=[redacted]',
    );
    expect(redactUrl('/hubs/processes?id=1&access_token=eyJ.a.b&code=zz')).toBe(
      '/hubs/processes?id=1&access_token=[redacted]&code=[redacted]',
    );
    expect(redactUrl('/calendar/abcDEF123456789_-xyzabcDEF123456789.ics')).toBe('/calendar/[redacted]');
    expect(redactUrl('/demo/feedback/anonymous/12/short')).toBe('/demo/feedback/anonymous/12/[redacted]');
    expect(redactUrl('/oidc/interaction/onlyLettersUid_x/login')).toBe('/oidc/interaction/[redacted]/login');
    expect(redactUrl('/oidc/auth/onlyLettersUid_x')).toBe('/oidc/auth/[redacted]');
    expect(redactUrl('/api/Forms/123/copy')).toBe('/api/Forms/123/copy');
    expect(redactUrl('/api/Theme/css/demo-organization-long')).toBe('/api/Theme/css/demo-organization-long');
  });

  it('a sign-in and an anonymous feedback flow leave no token in the log', async () => {
    const host = new URL(config.publicUrl).host;
    const signedIn = await signInThroughProvider(app, config.publicUrl, {
      email: 'anna.admin@demo.example',
      password: 'demo',
    });
    const headers = { authorization: `Bearer ${signedIn.accessToken}`, 'x-organization': 'demo', host };
    const form = await app.db
      .selectFrom('forms')
      .innerJoin('organizations', 'organizations.id', 'forms.organization_id')
      .select('forms.id')
      .where('organizations.slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const shared = await app.inject({
      method: 'POST',
      url: '/api/feedbacks/share',
      headers,
      payload: { email: 'gast@extern.example', formId: form.id },
    });
    expect(shared.statusCode).toBe(200);
    const { emailId } = shared.json<{ emailId: number }>();
    await app.mail.kick();
    const link = anonymousLinkIn(readPickedUpMail(config.dataDir, emailId), 'demo');
    const anonymous = { 'x-organization': 'demo', host };
    // the app route of the link, the API calls of the anonymous page, a hub negotiation with a token
    await app.inject({ url: link.path, headers: { host } });
    const read = await app.inject({
      url: `/api/Feedbacks?feedbackId=${link.feedbackId}&accessToken=${link.token}`,
      headers: anonymous,
    });
    expect(read.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/Feedbacks/Submit',
      headers: anonymous,
      payload: { feedbackId: link.feedbackId, accessToken: link.token },
    });
    await app.inject({
      method: 'POST',
      url: `/hubs/processes/negotiate?negotiateVersion=1&organization=demo&access_token=${signedIn.accessToken}`,
      headers: { host },
    });
    const code = new URLSearchParams(new URL(signedIn.callbackUrl).hash.slice(1)).get('code')!;

    for (const secret of [link.token, signedIn.accessToken, code, 'state-1'])
      expect(log.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(/"authorization"|"cookie"/i);
    expect(log).toContain('/api/Feedbacks?feedbackId=');
    expect(log).toContain('[redacted]');
  });

  it('each route whose address carries a secret leaves it out of the log', async () => {
    const host = new URL(config.publicUrl).host;
    const anna = await signInThroughProvider(app, config.publicUrl, {
      email: 'anna.admin@demo.example',
      password: 'demo',
    });
    const headers = { authorization: `Bearer ${anna.accessToken}`, 'x-organization': 'demo', host };
    const request = async (url: string, method: 'GET' | 'POST' = 'GET') => {
      log = '';
      await app.inject({ method, url, headers: { host } });
      return log;
    };
    const expectNotLogged = (lines: string, secret: string, route: string) => {
      expect(lines, `${route}: nothing logged`).toContain('"url"');
      expect(lines.includes(secret), `${route} logs its secret`).toBe(false);
    };

    // the calendar feed: the secret is the file name
    const feed = await app.inject({ method: 'POST', url: '/api/Dashboard/CalendarFeed', headers });
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    const feedSecret = feedPath.slice('/calendar/'.length, -'.ics'.length);
    expectNotLogged(await request(feedPath), feedSecret, 'calendar feed');
    expectNotLogged(
      await request('/calendar/onlyletterssecretxx.ics'),
      'onlyletterssecretxx',
      'calendar feed',
    );

    // the anonymous feedback link and its API calls, with a token of any shape
    expectNotLogged(await request('/demo/feedback/anonymous/1/shortToken'), 'shortToken', 'anonymous link');
    expectNotLogged(
      await request('/api/Feedbacks?feedbackId=1&accessToken=shortToken'),
      'shortToken',
      'anonymous API',
    );

    // the provider's interaction (uid) and its resumption, the callback's code and state, the logout hint
    const query = new URLSearchParams({
      client_id: 'dpt-web',
      response_type: 'code',
      redirect_uri: `${config.publicUrl}/callback`,
      scope: 'openid dpt-api',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      state: 'stateSecret',
    });
    log = '';
    const authorize = await app.inject({ url: `/oidc/auth?${query}`, headers: { host } });
    expectNotLogged(log, 'stateSecret', 'authorize');
    const uid = String(authorize.headers.location).split('/').pop()!;
    expectNotLogged(await request(`/oidc/interaction/${uid}`), uid, 'interaction');
    expectNotLogged(await request(`/oidc/interaction/${uid}/login`, 'POST'), uid, 'interaction login');
    expectNotLogged(await request(`/oidc/auth/${uid}`), uid, 'authorization resumption');
    expectNotLogged(await request('/callback?code=codeSecret&state=stateSecret'), 'codeSecret', 'callback');
    expectNotLogged(
      await request(`/oidc/session/end?id_token_hint=${anna.idToken}&client_id=dpt-web`),
      anna.idToken,
      'end session',
    );
    expectNotLogged(
      await request(`/hubs/processes/negotiate?negotiateVersion=1&access_token=${anna.accessToken}`, 'POST'),
      anna.accessToken,
      'hub negotiation',
    );
  });
});
