import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/**
 * Whether a migration has not run yet. One read of Kysely's own bookkeeping table: the Migrator's full
 * check (lock table, lock, list, compare) took about half a second of every start.
 */
async function hasPendingMigrations(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).some((name) => !done.has(name));
  } catch {
    return true; // a new database: no bookkeeping table yet
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (!(await hasPendingMigrations(db))) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Features land side by side, each with its own numbered migration touching its own tables; a database
    // that already ran a later number still takes an earlier one that arrived after it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
