import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PrincipalResolver } from '../auth/principal';
import { endedSignIns, grantOf, grantRevocations } from '../auth/revocation';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { HubPrincipal } from '../hubs/hub-auth';
import { createInProcessBackplane } from '../hubs/in-process-backplane';
import { createPgBackplane } from '../hubs/pg-backplane';
import { registerHubs } from '../hubs/plugin';

/**
 * Who may join a group, asked of the part that owns its kind: the forms feature (forms hub), the users
 * feature (users hub), then the process core; null or undefined when the group is not theirs.
 */
export type HubGroupRules = {
  forms: (roles: readonly string[], group: string) => boolean;
  users: (db: Kysely<Database>, principal: HubPrincipal, group: string) => Promise<boolean | null>;
  processes: (principal: HubPrincipal, group: string) => Promise<boolean | undefined>;
};

/** What the hubs need: the configuration, the database, the principal resolver and the group rules. */
export type HubsDeps = {
  config: AppConfig;
  db: Kysely<Database>;
  resolvePrincipal: PrincipalResolver;
  groupRules: HubGroupRules;
};

/**
 * The SignalR hubs at /hubs/<name> (app.hubs) over one backplane: PostgreSQL LISTEN/NOTIFY with DATABASE_URL
 * (several instances), in-process with PGlite. Connections authenticate like requests (impersonation
 * included) and end when their sign-in ends, on any instance.
 */
export async function registerHubsOnBackplane(app: FastifyInstance, deps: HubsDeps): Promise<void> {
  const { config, db, resolvePrincipal, groupRules } = deps;
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
    endedSessions: (principals) => endedSignIns(db, principals),
    mayJoin: async (principal, hub, group) =>
      hub === 'forms'
        ? groupRules.forms(principal.roles, group)
        : ((hub === 'users' ? await groupRules.users(db, principal, group) : null) ??
          (await groupRules.processes(principal, group)) ??
          false),
  });
  // this instance's own revocations end that grant's connections at once
  const stopEndingRevoked = grantRevocations(db).onRevoke((grantId) => app.hubs.endSessions({ grantId }));
  app.addHook('onClose', async () => {
    stopEndingRevoked();
  });
  app.addHook('onClose', () => backplane.close());
}
