import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { EMAIL_STATUSES } from '../../src/engine/constants';
import { startSmtp } from '../api/helpers/smtp-server';
import { CLUSTER_DATA_DIR, CLUSTER_DATABASE, INSTANCE_PORTS, PROXY_PORT } from './cluster-env';
import { startRoundRobinProxy } from './round-robin-proxy';

// Playwright's webServer of the multi-instance run: a fresh PostgreSQL database, two instances
// of dist-server/main.js configured as docs/deployment.md says (one PUBLIC_URL, the proxy's; one
// OIDC_KEY_SECRET and HUB_TOKEN_SECRET; shared DATA_DIR; one mail server taking 200 ms per message), and the
// round-robin proxy in front. `POST /__proxy/stop/<n>` sends SIGTERM to instance n (a rolling update's drain);
// `GET /__proxy/mails` lists the recipients of the messages the mail server received and of the outbox's e-mails
// waiting or sent during the run.
// Ends on SIGTERM: instances, mail server, database.

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write(
    'The multi-instance run needs TEST_DATABASE_URL (bash .ci/start-postgres.sh prints one).\n',
  );
  process.exit(1);
}

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
const admin = (sql: string) => query(adminUrl, sql);
// e-mails sent from now on are this run's (the demo data's e-mail history was sent hours before)
const started = new Date();

await admin(`drop database if exists ${CLUSTER_DATABASE} with (force)`);
await admin(`create database ${CLUSTER_DATABASE}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${CLUSTER_DATABASE}`;
fs.rmSync(CLUSTER_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(CLUSTER_DATA_DIR, { recursive: true });

const smtp = await startSmtp({ delayMs: 200 });
const shared = {
  SMTP_URL: smtp.url,
  DATABASE_URL: databaseUrl.toString(),
  PUBLIC_URL: `http://localhost:${PROXY_PORT}`,
  OIDC_KEY_SECRET: crypto.randomBytes(32).toString('base64url'),
  HUB_TOKEN_SECRET: crypto.randomBytes(32).toString('base64url'),
  DATA_DIR: CLUSTER_DATA_DIR,
  LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
  // the proxy notices a draining instance within 200 ms
  DRAIN_DELAY_MS: '1000',
};

const instances: ChildProcess[] = [];
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function startInstance(port: number): Promise<ChildProcess> {
  // CLUSTER_LOG_DIR keeps each instance's log in a file of its own (instance-<port>.log), e.g. with
  // CLUSTER_LOG_LEVEL=info for every request
  const logDir = process.env.CLUSTER_LOG_DIR;
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const log = logDir ? fs.openSync(`${logDir}/instance-${port}.log`, 'a') : 'inherit';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: { ...process.env, ...shared, PORT: String(port) },
    stdio: ['ignore', log, log],
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
    if (req.url === '/__proxy/mails') {
      const received = smtp.received.map(({ raw }) => ({ to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '' }));
      void query<{ recipient: string; status: number }>(
        databaseUrl.toString(),
        `select recipient, status from emails
          where status in (${EMAIL_STATUSES.sending}, ${EMAIL_STATUSES.pending})
             or (status = ${EMAIL_STATUSES.sent} and sending_date_time >= '${started.toISOString()}')
          order by id`,
      ).then((outbox) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received, outbox })),
      );
      return true;
    }
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
  await smtp.close();
  await admin(`drop database if exists ${CLUSTER_DATABASE} with (force)`).catch(() => undefined);
  fs.rmSync(CLUSTER_DATA_DIR, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
