import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import { inject } from 'vitest';
import { buildServer, type BuiltServer } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import type { ProviderKeys } from '../../../src/server/auth/keys';
import { openPglite } from '../../../src/server/db/connect';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  /** the app's process core (tests run the talk-date job and watch the domain events through it) */
  processes: BuiltServer['processes'];
  /** the app's PDP services (tests run the status job through them) */
  pdp: BuiltServer['pdp'];
  config: AppConfig;
  /** a signed access token as the embedded provider issues it, for a subject */
  tokenFor: (subject: string, claims?: Record<string, unknown>) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The file's database starts as a copy of the run's migrated (and, unless the test says otherwise, seeded) one
 * (database-snapshots.ts): on PGlite loaded from its dump, on PostgreSQL created from its template.
 */
function startingPoint(seeded: boolean): { template?: string; pgliteDump?: string } {
  const snapshots = inject('databaseSnapshots');
  const name = seeded ? snapshots.seeded : snapshots.empty;
  return snapshots.kind === 'postgres' ? { template: name } : { pgliteDump: name };
}

/**
 * The configuration of one test instance of the app: a new data folder (its name starting with `prefix`), the
 * test database (in memory without `databaseUrl`), no logs, no client build; `env` adds environment variables.
 */
export function testConfig(
  prefix: string,
  databaseUrl: string | undefined,
  overrides: Partial<AppConfig> = {},
  env: Record<string, string> = {},
): { dataDir: string; config: AppConfig } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const config = loadConfig(
    { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...env },
    {
      inMemoryDatabase: true,
      databaseUrl,
      logLevel: 'silent',
      clientDir: path.join(dataDir, 'no-client'),
      ...overrides,
    },
  );
  return { dataDir, config };
}

/** Builds the real app on a fresh database (PGlite in memory, or PostgreSQL under `npm run test:pg`). */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void;
    /** PostgreSQL: the URL the app connects with, made from the test database's (a proxy in between, say) */
    connectThrough?: (databaseUrl: string) => string;
  } = {},
): Promise<TestApp> {
  const start = startingPoint(overrides.seedDemoData !== false);
  const database = await createTestDatabase({ template: start.template });
  const databaseUrl =
    database.databaseUrl && options.connectThrough
      ? options.connectThrough(database.databaseUrl)
      : database.databaseUrl;
  const { dataDir, config } = testConfig('dpt-test-', databaseUrl, overrides);
  const { app, processes, pdp } = await buildServer(config, {
    logger: false,
    database:
      start.pgliteDump && !config.databaseUrl && config.inMemoryDatabase
        ? await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(start.pgliteDump)]) })
        : undefined,
  });
  // a test's own routes (e.g. one that fails) go on before the app is ready
  options.beforeReady?.(app);
  await app.ready();
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'oidc-keys.json'), 'utf8')) as ProviderKeys;
  const jwk = keys.jwks.keys[0] as JWK;
  const signingKey = await importJWK(jwk, 'RS256');
  return {
    app,
    processes,
    pdp,
    config,
    tokenFor: async (subject, claims = {}) => {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        iss: `${config.publicUrl}/oidc`,
        aud: config.oidcAudience,
        sub: subject,
        iat: now,
        exp: now + 600,
        jti: crypto.randomUUID(),
        scope: 'openid profile email dpt-api roles',
        client_id: config.oidcClientId,
        ...claims,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .sign(signingKey);
    },
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
