import pg from 'pg';
import type { BenchRow } from './report';

/**
 * A suite's two halves: `runOn` on PGlite, then on a throwaway PostgreSQL database (see onThrowawayPostgres).
 * With `postgresOnly`, BENCH_POSTGRES_ONLY=1 skips the PGlite half (for suites whose targets are PostgreSQL's).
 */
export async function onPGliteAndPostgres(
  suite: string,
  prefix: string,
  runOn: (label: string, databaseUrl: string | undefined) => Promise<BenchRow[]>,
  { postgresOnly = true }: { postgresOnly?: boolean } = {},
): Promise<BenchRow[]> {
  const rows =
    postgresOnly && process.env.BENCH_POSTGRES_ONLY === '1' ? [] : await runOn('PGlite', undefined);
  rows.push(...((await onThrowawayPostgres(suite, prefix, (url) => runOn('PostgreSQL', url))) ?? []));
  return rows;
}

/**
 * Runs `run` on a database created for it on the PostgreSQL server that BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names, and drops the database afterwards (also when `run` fails). Without a server it says so on stderr and
 * answers undefined: the suite's PostgreSQL half is skipped.
 */
export async function onThrowawayPostgres<T>(
  suite: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T | undefined> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!admin) {
    process.stderr.write(
      `bench ${suite}: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n`,
    );
    return undefined;
  }
  const name = `${prefix}_${process.pid}`;
  await adminQuery(admin, `create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await adminQuery(admin, `drop database if exists ${name} with (force)`);
  }
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
