import { loadConfig, type AppConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';

/**
 * Opens a suite's database while no server holds it: the PGlite data directory, or the PostgreSQL database
 * that databaseUrl names. Quiet unless `overrides` say otherwise.
 */
export function openBenchDatabase(
  dataDir: string,
  databaseUrl?: string,
  overrides: Partial<AppConfig> = { logLevel: 'silent' },
) {
  return openDatabase(
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, overrides),
  );
}
