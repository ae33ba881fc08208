import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './app-context';
import { registerEmbeddedProvider } from './auth/embedded-routes';
import { loadOrCreateProviderKeys, publicJwks } from './auth/keys';
import { loadSharedProviderKeys, sharedVerificationKeys } from './auth/signing-keys';
import { createImpersonationLookup, registerImpersonationAudit } from './auth/impersonation';
import { MembershipRepo } from './auth/memberships';
import { issuerUserInfo, People } from './auth/people';
import { createPrincipalResolver, registerPrincipal } from './auth/principal';
import { endedSignIns, grantOf, grantRevocations, withRevocation } from './auth/revocation';
import { createEmbeddedProvider } from './auth/provider';
import type { Branding } from './auth/sign-in-page';
import { createTokenVerifier, type VerifierOptions } from './auth/verify-token';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemoData } from './db/seed/seed';
import { registerErrorHandling } from './errors';
import { registerHealth } from './features/health/register';
import { registerDraining } from './drain';
import { authConfig, registerSession } from './features/session/register';
import { registerTheme } from './features/theme/register';
import { registerUsers } from './features/users/register';
import { registerForms } from './features/forms/register';
import { registerWorkflows } from './features/workflows/register';
import { registerFeedbacks } from './features/feedbacks/register';
import { registerPdp } from './features/pdp/register';
import { registerTargets } from './features/targets/register';
import { registerPromotions } from './features/promotions/register';
import { registerPdcEdc } from './features/pdc-edc/register';
import { dashboardWidgetsOf, registerDashboard } from './features/dashboard/register';
import { registerNotifications } from './features/notifications/register';
import { registerNotificationTemplates } from './features/notification-templates/register';
import { registerSearch } from './features/search/register';
import { registerScim } from './features/scim/register';
import { registerEmails } from './features/emails/register';
import { registerErrorLog } from './features/error-log/register';
import {
  createErrorRecorder,
  recordAnsweredError,
  recordBadLogin,
  recordScimError,
  recordUnknownApiPath,
} from './features/error-log';
import { registerOrganizationSettings } from './features/organization-settings/register';
import { registerReporting } from './features/reporting/register';
import { registerArchive } from './features/archive/register';
import { mayJoinFormsGroup } from './features/forms';
import { mayJoinUserGroup } from './features/users';
import { createProcessCore, type ProcessCore } from './processes';
import type { PdpServices } from './features/pdp';
import { createInProcessBackplane } from './hubs/in-process-backplane';
import { createPgBackplane } from './hubs/pg-backplane';
import { registerHubs } from './hubs/plugin';
import { OrganizationConfigRepo } from './organizations/organization-config';
import { OrganizationRepo } from './organizations/organization-repo';
import { ensureDefaultWorkflows } from './db/seed/default-workflows';
import { ensureDemoQuestionnaires } from './db/seed/demo-questionnaires';
import { ensureDemoProcesses } from './db/seed/demo-processes';
import { resolveTheme } from './organizations/theme';
import { registerStaticClient } from './static-client';
import { registerMail } from './mail/register';
import { routeSchemaCompilers } from './route-schema-compilers';
import { registerSecurityHeaders } from './security-headers';
import { withLogRedaction } from './log-redaction';

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
  const database = options.database ?? (await openDatabase(config));
  mark('open');
  await migrateToLatest(database.db);
  mark('migrate');
  if (config.seedDemoData && (await isEmpty(database.db))) await seedDemoData(database.db);
  await ensureDefaultWorkflows(database.db);
  if (config.seedDemoData) await ensureDemoQuestionnaires(database.db);
  if (config.seedDemoData) await ensureDemoProcesses(database.db);
  mark('seed');
  database.limitStatements();

  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    // request.ip (sign-in throttle, logs, audit) is the client's address only behind proxies named in TRUST_PROXY
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Fastify gives up on a plugin after 10 s; a restart on a machine whose cores are busy (kill -9 under load)
    // must come up slowly rather than not at all
    pluginTimeout: 120_000,
    // a closing instance answers with the product's 503 (src/server/drain.ts)
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: false } },
  });
  const schemaCompilers = routeSchemaCompilers();
  app.setValidatorCompiler(schemaCompilers.validatorCompiler);
  app.setSerializerCompiler(schemaCompilers.serializerCompiler);
  app.decorate('compileRouteSchemas', schemaCompilers.compileAll);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('organizations', new OrganizationRepo(database.db));
  app.decorate('organizationConfig', new OrganizationConfigRepo(database.db));
  app.addHook('onClose', async () => database.close());

  const issuer = config.oidcIssuer ?? `${config.publicUrl}/oidc`;
  const connectSources = [
    "'self'",
    'ws:',
    'wss:',
    ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : []),
  ];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-eval': the form renderer validates with its own interpreter of the compiled schema
        // (src/client/forms/validator); ajv, which generates code, runs on the server only.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources,
        frameSrc: ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'DPT feedback and development API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // the error log's recorder: the error handler and the sign-in queue entries, a background flush writes them
  const errorLog = createErrorRecorder({ db: database.db, log: app.log });
  registerErrorHandling(app, { onError: (answered) => recordAnsweredError(errorLog, answered) });
  registerDraining(app);

  const branding = async (slug: string | undefined): Promise<Branding> => {
    // the product's own look when the organization cannot be read: a page that reports a failure must not fail
    const organization = slug ? await app.organizations.findBySlug(slug).catch(() => undefined) : undefined;
    return {
      name: organization?.name ?? 'DPT',
      slug: organization?.slug,
      colors: resolveTheme(organization).light,
    };
  };

  let jwks: VerifierOptions['jwks'];
  if (!config.oidcIssuer) {
    // several instances: the keys every instance shares, in the database (OIDC_KEY_SECRET); else ./data
    const secret = config.oidcKeySecret;
    const keys = secret
      ? await loadSharedProviderKeys(database.db, secret)
      : await loadOrCreateProviderKeys(config.dataDir);
    jwks = secret ? sharedVerificationKeys(database.db, secret, keys) : publicJwks(keys);
    const provider = createEmbeddedProvider({
      issuer,
      publicUrl: config.publicUrl,
      clientId: config.oidcClientId,
      audience: config.oidcAudience,
      db: database.db,
      keys,
      branding,
    });
    await registerEmbeddedProvider(app, {
      provider,
      db: database.db,
      branding,
      onBadLogin: (attempt) => recordBadLogin(errorLog, attempt),
    });
  }
  const verifySignature = createTokenVerifier({
    issuer,
    audience: config.oidcAudience,
    rolesClaim: config.oidcRolesClaim,
    // the embedded provider's roles claim is taken as it is; an external issuer's values may be mapped
    ...(config.oidcIssuer ? { rolesMap: config.oidcRolesMap } : {}),
    jwks,
    requiredScope: config.oidcIssuer ? config.oidcApiScope : 'dpt-api',
  });
  // a token whose grant was revoked (sign-out, replayed code) is refused at once, cached or not
  const verify = withRevocation(grantRevocations(database.db), verifySignature);
  app.decorate('memberships', new MembershipRepo(database.db));
  // who a signed-in person is: by subject (embedded provider) or matched by a claim (external issuer)
  app.decorate(
    'people',
    new People({
      db: database.db,
      memberships: app.memberships,
      config,
      ...(config.oidcIssuer ? { userInfo: issuerUserInfo(config.oidcIssuer) } : {}),
      log: app.log,
    }),
  );
  // a full administrator's requests run as the employee they impersonate (SPEC §6), hubs included
  const resolvePrincipal = createPrincipalResolver(
    app.memberships,
    app.organizations,
    verify,
    createImpersonationLookup(database.db),
    app.people,
  );
  registerPrincipal(app, resolvePrincipal);
  registerImpersonationAudit(app, database.db);
  // an API path no route serves is a 404 of the error log too (after the answer, for members only)
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 404 && !request.routeOptions.url && request.url.startsWith('/api/'))
      await recordUnknownApiPath(errorLog, resolvePrincipal, request).catch((err: unknown) =>
        request.log.error({ err }, 'recording an unknown API path failed'),
      );
  });
  app.decorate('verifyToken', verify);

  // The process core, built once and handed to the features that need it (see processes/index.ts).
  const processes = createProcessCore({
    db: database.db,
    organizationConfig: app.organizationConfig,
    publish: (message) => app.hubs.publish(message),
    log: app.log,
  });
  // the session's hasMafegProcess comes with the cached membership: a new or copied process refreshes it
  processes.events.subscribe((event) => app.memberships.forget(event.organizationId), ['created', 'copied']);
  app.addHook('onReady', async () => processes.start());
  // preClose: the job run in flight finishes before the database closes (onClose)
  app.addHook('preClose', async () => processes.stop());

  const onBackplaneError = (err: unknown) => app.log.error({ err }, 'hub backplane');
  const backplane = config.databaseUrl
    ? await createPgBackplane({ connectionString: config.databaseUrl, onError: onBackplaneError })
    : createInProcessBackplane({ onError: onBackplaneError });
  // Called directly (not app.register) so that app.hubs is on the root instance for every feature.
  await registerHubs(app, {
    backplane,
    tokenSecret: config.hubTokenSecret,
    authenticate: async (token, slug) => {
      const principal = await resolvePrincipal(token, slug);
      const grantId = grantOf(token);
      const { user, organization, roles } = principal;
      return { userId: user.id, organizationId: organization.id, roles, ...(grantId ? { grantId } : {}) };
    },
    // a sign-out or a deactivation on any instance ends the person's connections here within a second
    endedSessions: (principals) => endedSignIns(database.db, principals),
    mayJoin: async (principal, hub, group) =>
      hub === 'forms'
        ? mayJoinFormsGroup(principal.roles, group)
        : ((hub === 'users' ? await mayJoinUserGroup(database.db, principal, group) : null) ??
          (await processes.mayJoinGroup(principal, group)) ??
          false),
  });
  // this instance's own revocations end that grant's connections at once
  const stopEndingRevoked = grantRevocations(database.db).onRevoke((grantId) =>
    app.hubs.endSessions({ grantId }),
  );
  app.addHook('onClose', async () => {
    stopEndingRevoked();
  });
  app.addHook('onClose', () => backplane.close());

  await registerHealth(app);
  await registerSession(app, { dashboardWidgets: dashboardWidgetsOf(app) });
  await registerTheme(app);
  await registerUsers(app);
  await registerForms(app);
  await registerWorkflows(app);
  registerMail(app);
  await registerFeedbacks(app, { processes });
  const pdp = await registerPdp(app, { processes: processes.api });
  await registerTargets(app, { processes });
  await registerPromotions(app, { processes });
  const pdcEdc = await registerPdcEdc(app, { processes: processes.api });
  await registerDashboard(app, {
    processes: processes.api,
    events: processes.events,
    documentsReminders: pdcEdc.documentsReminders,
  });
  await registerNotifications(app, { processes });
  await registerNotificationTemplates(app);
  await registerSearch(app, { processes: processes.api });
  await registerScim(app, { reportError: (report) => recordScimError(errorLog, report) });
  await registerEmails(app);
  await registerErrorLog(app, { recorder: errorLog, processes });
  await registerOrganizationSettings(app);
  await registerReporting(app);
  await registerArchive(app, { processes });
  await registerStaticClient(app, config.clientDir, authConfig(config));
  mark('routes');
  app.decorate('startPhases', phase);
  return { app, processes, pdp };
}
