import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { drainAndClose } from './drain';
import { runtimeWarning } from './runtime';

/** Starts the server: configuration, database, listen. Problems end the start with one sentence. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    throw describeStartError(
      error,
      config.databaseUrl ? 'the PostgreSQL database' : `the database in ${config.dataDir}`,
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

function describeStartError(error: unknown, what: string): Error {
  if (error instanceof ConfigError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
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
    process.stderr.write(`Cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.DEBUG) console.error(error);
  }
  process.exit(1);
});
