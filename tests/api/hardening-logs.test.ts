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
});
