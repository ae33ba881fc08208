import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureDefaultWorkflows } from '../db/seed/default-workflows';
import { ensureDemoProcesses } from '../db/seed/demo-processes';
import { ensureDemoQuestionnaires } from '../db/seed/demo-questionnaires';
import { isEmpty, seedDemoData } from '../db/seed/seed';
import { OrganizationConfigRepo } from '../organizations/organization-config';
import { OrganizationRepo } from '../organizations/organization-repo';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: 'pglite' | 'postgres';
    organizations: OrganizationRepo;
    organizationConfig: OrganizationConfigRepo;
  }
}

/**
 * The database ready for the app: opened (or the one handed in), migrated, seeded (demo data on an empty
 * database, the default workflows always), then limited to the app's statements. `mark` names each phase's end.
 */
export async function prepareDatabase(
  config: AppConfig,
  deps: { database?: DatabaseHandle; mark: (phase: string) => void },
): Promise<DatabaseHandle> {
  const database = deps.database ?? (await openDatabase(config));
  deps.mark('open');
  const prepare = async () => {
    await migrateToLatest(database.db);
    deps.mark('migrate');
    if (config.seedDemoData && (await isEmpty(database.db))) await seedDemoData(database.db);
    await ensureDefaultWorkflows(database.db);
    if (config.seedDemoData) await ensureDemoQuestionnaires(database.db);
    if (config.seedDemoData) await ensureDemoProcesses(database.db);
    deps.mark('seed');
  };
  // PGlite belongs to this one process; on PostgreSQL instances starting together take turns
  if (database.kind === 'postgres') await underStartupLock(database.db, prepare);
  else await prepare();
  database.limitStatements();
  return database;
}

/** The key of the session-level advisory lock that instances hold while they migrate and seed. */
const STARTUP_LOCK_KEY = 0x64707431; // "dpt1"

/**
 * Runs `work` while holding a PostgreSQL advisory lock on a connection of its own: instances started at the same
 * moment on one database migrate and seed one after the other (the later ones then find everything done),
 * instead of inserting the same seed rows at once. The lock ends with its session if the process dies.
 */
async function underStartupLock(db: Kysely<Database>, work: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * The database on the app (app.db, its kind, the organizations and their configuration). Its onClose is the
 * first one added, so it runs after every other's: jobs and workers stop (preClose) and hubs close before it.
 */
export function registerDatabase(app: FastifyInstance, deps: { database: DatabaseHandle }): void {
  const { database } = deps;
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('organizations', new OrganizationRepo(database.db));
  app.decorate('organizationConfig', new OrganizationConfigRepo(database.db));
  app.addHook('onClose', async () => database.close());
}
