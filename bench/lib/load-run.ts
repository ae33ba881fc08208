import autocannon from 'autocannon';

/** What the suites read of a load run: autocannon's result, or the same figures from a paced run. */
export type LoadResult = Pick<
  autocannon.Result,
  '2xx' | 'non2xx' | 'errors' | 'timeouts' | 'duration' | 'statusCodeStats'
> & { latency: { p50: number; p99: number } };

/** One load run (autocannon or paced) with the reasons its failed requests failed. */
export type LoadRun = {
  result: LoadResult;
  /** transport errors other than timeouts, by error code (ECONNRESET, ECONNREFUSED, ...) */
  errorKinds: Record<string, number>;
  /** the per-request timeout */
  timeoutSeconds: number;
};

/** Runs autocannon and counts its request errors by kind (autocannon itself only counts them). */
export async function runLoad(options: autocannon.Options): Promise<LoadRun> {
  const errorKinds: Record<string, number> = {};
  // without a callback autocannon answers a promise that is also its event emitter (autocannon/lib/init.js)
  const instance = autocannon(options) as Promise<autocannon.Result> & autocannon.Instance;
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    // autocannon reports its own timeout (options.timeout, 10 s by default) as this error; result.timeouts counts it
    if (error.message === 'request timed out') return;
    const kind = error.code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  return { result: await instance, errorKinds, timeoutSeconds: options.timeout ?? 10 };
}

/**
 * Why a run's latency and rate figures do not count, or undefined when every request was answered 2xx and at
 * least one was: autocannon takes latencies from 2xx answers only, so a run without any reports p99 0.
 */
export function loadFailure({ result }: LoadRun): string | undefined {
  const ok = result['2xx'];
  if (ok === 0) return `no successful request (${failures(result)})`;
  if (result.errors > 0 || result.non2xx > 0) return `${failures(result)} beside ${ok} 2xx`;
  return undefined;
}

/** "1234 requests: 1200 2xx, 503 x 30, 2 timeouts (10 s), ECONNRESET x 2" */
export function describeLoad(run: LoadRun): string {
  const { result } = run;
  const parts = [`${result['2xx']} 2xx`];
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!status.startsWith('2')) parts.push(`${status} x ${count ?? 0}`);
  if (result.timeouts > 0) parts.push(`${result.timeouts} timeouts (${run.timeoutSeconds} s)`);
  for (const [kind, count] of Object.entries(run.errorKinds)) parts.push(`${kind} x ${count}`);
  return `${result['2xx'] + result.non2xx + result.errors} requests: ${parts.join(', ')}`;
}

/** Answers per second that were 2xx (autocannon's requests.average counts every answer, 5xx too). */
export function okPerSecond({ result }: LoadRun): number {
  return result['2xx'] / Math.max(result.duration, 1e-9);
}

function failures(result: LoadResult): string {
  const parts: string[] = [];
  if (result.non2xx > 0) parts.push(`${result.non2xx} non-2xx`);
  if (result.timeouts > 0) parts.push(`${result.timeouts} timeouts`);
  const others = result.errors - result.timeouts;
  if (others > 0) parts.push(`${others} connection errors`);
  return parts.join(', ') || 'no answer';
}
