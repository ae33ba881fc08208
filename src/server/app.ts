import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/connect';
import * as errorLog from './features/error-log';
import { mayJoinFormsGroup } from './features/forms';
import type { PdpServices } from './features/pdp';
import { registerFeatures } from './features/register-all';
import { authConfig } from './features/session/register';
import { mayJoinUserGroup } from './features/users';
import { prepareDatabase, registerDatabase } from './plugins/database';
import { registerDraining } from './plugins/drain';
import { registerErrorHandling, reportUnknownApiPaths } from './plugins/error-handling';
import { registerHubsOnBackplane } from './plugins/hubs';
import { registerOpenApi } from './plugins/openapi';
import { registerPrincipalResolution } from './plugins/principal';
import { registerProcessCore } from './plugins/process-core';
import { registerRouteSchemaCompilers } from './plugins/route-schema-compilers';
import { registerSecurityHeaders } from './plugins/security-headers';
import { serverOptions } from './plugins/server-options';
import { registerSignIn } from './plugins/sign-in';
import { registerStaticClient } from './plugins/static-client';
import type { ProcessCore } from './processes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Milliseconds from the start of buildApp to the end of each start phase (open, migrate, ...). */
    startPhases: Record<string, number>;
  }
}

export type BuildOptions = { logger?: FastifyServerOptions['logger']; database?: DatabaseHandle };

/** The built server: the Fastify instance, and the parts whose scheduled jobs tests run by hand. */
export type BuiltServer = { app: FastifyInstance; processes: ProcessCore; pdp: PdpServices };

/**
 * Builds the whole server from a configuration: database (migrated, seeded when empty), sign-in,
 * real time, the API and the built client. Tests call it and use inject() or listen().
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return (await buildServer(config, options)).app;
}

/** buildApp, also answering the process core and the PDP services (tests run their jobs at a chosen time). */
export async function buildServer(config: AppConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  // milliseconds from the start of buildApp to the end of each phase, logged with 'ready'
  const t0 = performance.now();
  const phase: Record<string, number> = {};
  const mark = (name: string) => (phase[name] = Math.round(performance.now() - t0));
  const database = await prepareDatabase(config, { database: options.database, mark });

  const app = Fastify(serverOptions(config, options.logger));
  app.decorate('config', config);
  registerRouteSchemaCompilers(app);
  // the first onClose added runs last: the database closes after everything else has stopped
  registerDatabase(app, { database });
  const { db } = app;

  // Infrastructure before the routes: their hooks and the OpenAPI collector apply to routes added later, and
  // the headers' onRequest comes before draining's, so a closing instance's 503 carries them too.
  registerSecurityHeaders(app, { oidcIssuer: config.oidcIssuer });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);
  // the error log's recorder: the error handler and the sign-in queue entries, a background flush writes them
  const recorder = errorLog.createErrorRecorder({ db, log: app.log });
  registerErrorHandling(app, { onError: (answered) => errorLog.recordAnsweredError(recorder, answered) });
  registerDraining(app);
  const jwks = await registerSignIn(app, {
    config,
    db,
    onBadLogin: (attempt) => errorLog.recordBadLogin(recorder, attempt),
  });
  const resolvePrincipal = registerPrincipalResolution(app, { config, db, jwks });
  // an API path no route serves is a 404 of the error log too (after the answer, for members only)
  reportUnknownApiPaths(app, {
    report: (request) => errorLog.recordUnknownApiPath(recorder, resolvePrincipal, request),
  });

  // the process core, built once and handed to the features that need it (see processes/index.ts)
  const processes = registerProcessCore(app);
  // app.hubs before the features, which publish on it; group access is asked of the part owning the group
  const groupRules = { forms: mayJoinFormsGroup, users: mayJoinUserGroup, processes: processes.mayJoinGroup };
  await registerHubsOnBackplane(app, { config, db, resolvePrincipal, groupRules });
  const { pdp } = await registerFeatures(app, { processes, recorder });
  // the built client: its assets, and its index page for every other page path (the not-found handler)
  await registerStaticClient(app, { clientDir: config.clientDir, authConfig: authConfig(config) });
  mark('routes');
  app.decorate('startPhases', phase);
  return { app, processes, pdp };
}
