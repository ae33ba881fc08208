import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { describeDiskFault, diskFaultOf } from './plugins/disk-faults';
import { drainAndClose } from './plugins/drain';
import { runtimeWarning } from './runtime';

/** Starts the server: configuration, database, listen. Problems end the start with one sentence. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  checkDataFolder(config.dataDir);
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    throw describeStartError(
      error,
      config.databaseUrl ? 'the PostgreSQL database' : `the database in ${config.dataDir}`,
      config.databaseUrl ? 'the PostgreSQL server' : config.dataDir,
    );
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError(`Port ${config.port} is already in use; stop the other program or set PORT.`);
    if (code === 'EACCES')
      throw new ConfigError(`Port ${config.port} needs more privileges; choose a port above 1024 with PORT.`);
    throw error;
  }
  const ms = Math.round(performance.now() - started);
  // phases: buildApp's (open, migrate, seed, routes), then listen (which compiles the plugin tree)
  // performance.now() counts from the process start, so `started` is the time Node took to load the modules
  const phases = { modules: Math.round(started), ...app.startPhases, listen: ms };
  app.log.info(
    { url: config.publicUrl, database: app.databaseKind, node: process.version, ms, phases },
    'ready',
  );
  const outdated = runtimeWarning(process.version);
  if (outdated) app.log.warn(outdated);
  // SIGTERM (a rolling update, the orchestrator's stop) drains first; SIGINT (Ctrl+C) or a second signal ends the wait
  const hurry = new AbortController();
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return hurry.abort();
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const delayMs = signal === 'SIGTERM' ? config.drainDelayMs : 0;
      void drainAndClose(app, { delayMs, stop: hurry.signal }).then(() => process.exit(0));
    });
  }
}

/** Ends the start with one sentence when the data folder cannot be created or written (read-only, full, no rights). */
function checkDataFolder(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    const fault = diskFaultOf(error);
    throw new ConfigError(
      fault
        ? describeDiskFault(fault, dataDir)
        : `Cannot write to the data folder ${dataDir}: ${messageOf(error)}. Set DATA_DIR to a writable folder.`,
    );
  }
}

/** An error's message, also for what is thrown without being an Error (PGlite's file system errors). */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') return JSON.stringify(error);
  return String(error);
}

function describeStartError(error: unknown, what: string, folder: string): Error {
  if (error instanceof ConfigError) return error;
  const fault = diskFaultOf(error);
  if (fault) return new ConfigError(describeDiskFault(fault, folder));
  const code = (error as NodeJS.ErrnoException).code;
  const message = messageOf(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new ConfigError(`Cannot reach ${what}: ${message}. Check DATABASE_URL.`);
  }
  if (code === '28P01' || code === '3D000')
    return new ConfigError(`Cannot open ${what}: ${message}. Check DATABASE_URL.`);
  if (/migration/i.test(message)) return new ConfigError(message);
  return error instanceof Error ? error : new Error(message);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Cannot start: ${messageOf(error)}\n`);
    if (process.env.DEBUG) console.error(error);
  }
  process.exit(1);
});
