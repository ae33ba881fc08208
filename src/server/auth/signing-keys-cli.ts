import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { listKeys, removeKey, rotateSigningKey } from './signing-keys';

/**
 * npm run oidc-keys -- list | rotate | remove <kid>: the embedded provider's keys shared by the instances
 * (DATABASE_URL and OIDC_KEY_SECRET as the instances have them). Rotation: `rotate`, restart the instances one
 * by one, and an hour later (the longest token lifetime) `remove` the old key.
 */
async function main(command: string | undefined, kid: string | undefined) {
  const config = loadConfig();
  if (!config.oidcKeySecret) throw new ConfigError('Set OIDC_KEY_SECRET as the instances have it.');
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    if (command === 'rotate') {
      const fresh = await rotateSigningKey(handle.db, config.oidcKeySecret);
      process.stdout.write(`New signing key ${fresh}; restart the instances, then remove the old key.\n`);
    } else if (command === 'remove' && kid) {
      await removeKey(handle.db, kid);
      process.stdout.write(`Removed key ${kid}.\n`);
    } else if (command === 'list' || command === undefined) {
      for (const key of await listKeys(handle.db))
        process.stdout.write(
          `${key.kid}  ${key.use.padEnd(6)}  ${key.createdAt.toISOString()}${key.current ? '  current' : ''}\n`,
        );
    } else {
      process.stderr.write('usage: npm run oidc-keys -- list | rotate | remove <kid>\n');
      process.exitCode = 2;
    }
  } finally {
    await handle.close();
  }
}

const [command, kid] = process.argv.slice(2);
main(command, kid).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
