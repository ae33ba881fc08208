import { loadConfig } from '../config';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';

/** npm run db:migrate: brings the configured database up to date and says what ran. */
const config = loadConfig();
const handle = await openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'The database is up to date.\n');
} finally {
  await handle.close();
}
