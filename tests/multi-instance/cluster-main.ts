import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { CLUSTER_DATA_DIR, CLUSTER_DATABASE, INSTANCE_PORTS, PROXY_PORT } from './cluster-env';
import { startRoundRobinProxy } from './round-robin-proxy';

// Playwright's webServer of the multi-instance run (issue 21 item 4): a fresh PostgreSQL database, two instances
// of dist-server/main.js configured as the README's deployment section says (one PUBLIC_URL, the proxy's; one
// OIDC_KEY_SECRET and HUB_TOKEN_SECRET; shared DATA_DIR), and the round-robin proxy in front. `POST
// /__proxy/stop/<n>` sends SIGTERM to instance n (a rolling update's drain). Ends on SIGTERM: instances, database.

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write(
    'The multi-instance run needs TEST_DATABASE_URL (bash .ci/start-postgres.sh prints one).\n',
  );
  process.exit(1);
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`drop database if exists ${CLUSTER_DATABASE} with (force)`);
await admin(`create database ${CLUSTER_DATABASE}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${CLUSTER_DATABASE}`;
fs.rmSync(CLUSTER_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(CLUSTER_DATA_DIR, { recursive: true });

const shared = {
  DATABASE_URL: databaseUrl.toString(),
  PUBLIC_URL: `http://localhost:${PROXY_PORT}`,
  OIDC_KEY_SECRET: crypto.randomBytes(32).toString('base64url'),
  HUB_TOKEN_SECRET: crypto.randomBytes(32).toString('base64url'),
  DATA_DIR: CLUSTER_DATA_DIR,
  LOG_LEVEL: 'warn',
  // the proxy notices a draining instance within 200 ms
  DRAIN_DELAY_MS: '1000',
};

const instances: ChildProcess[] = [];
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: { ...process.env, ...shared, PORT: String(port) },
    stdio: 'inherit',
  });
  let gone = false;
  void exited(child).then(() => (gone = true));
  // one after the other: the first migrates and seeds the empty database
  for (;;) {
    if (gone) throw new Error(`the instance on port ${port} ended during its start`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (const port of INSTANCE_PORTS) instances.push(await startInstance(port));

const proxy = await startRoundRobinProxy({
  port: PROXY_PORT,
  targets: INSTANCE_PORTS,
  control: (req, res) => {
    const stop = /^\/__proxy\/stop\/(\d+)$/.exec(req.url ?? '');
    const child = stop && req.method === 'POST' ? instances[Number(stop[1])] : undefined;
    if (!child) return false;
    child.kill('SIGTERM');
    void exited(child).then(() => res.writeHead(200).end());
    return true;
  },
});
console.log(`two instances on ports ${INSTANCE_PORTS.join(', ')} behind ${proxy.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await proxy.close();
  // the process group got the signal too; a second one skips the drain's wait
  for (const child of instances) child.kill('SIGTERM');
  await Promise.race([
    Promise.all(instances.map(exited)),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]);
  for (const child of instances) child.kill('SIGKILL');
  await admin(`drop database if exists ${CLUSTER_DATABASE} with (force)`).catch(() => undefined);
  fs.rmSync(CLUSTER_DATA_DIR, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
