import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ServerProcess = {
  url: string;
  dataDir: string;
  startMs: number;
  /** the server's process id (the mix suite samples its memory) */
  pid: number;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What node runs for a suite's server: the production build as `npm run serve` starts it (without
 * --enable-source-maps, whose decoded map of the bundle holds about 160 MB), or BENCH_SERVER: a copy of
 * dist-server/main.js, or src/server/main.ts run through tsx.
 */
export function serverEntry(): string[] {
  const program = process.env.BENCH_SERVER ?? 'dist-server/main.js';
  return program.endsWith('.ts') ? ['--import', 'tsx', program] : [program];
}

/** A server's environment for one run: its public URL and, on PostgreSQL, the database it uses. */
export function serverEnv(publicUrl: string, databaseUrl: string | undefined): Record<string, string> {
  return { PUBLIC_URL: publicUrl, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

/** A fresh data directory for one bench run; removed by the caller. */
export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-bench-'));
}

/**
 * Starts the production server (the bundled `dist-server/main.js`, built client) as a child process, as
 * `npm run serve` does, and resolves once /readyz answers 200. startMs is spawn -> ready, the cold start.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  /** what node runs: the production server unless a suite starts a yardstick of its own */
  nodeArgs: string[] = serverEntry(),
): Promise<ServerProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    dataDir,
    startMs,
    pid: child.pid!,
    // idempotent: a suite may stop a server early and again in its finally
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
