import type { LoadRun } from './load-run';
import { percentile } from './report';

export type PacedRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
};

/**
 * Sends one request of a turn and reads its answer to the end, as a browser would before it counts the request
 * done; answers the response (its body consumed).
 */
export async function sendPaced(url: string, r: PacedRequest, timeoutSeconds?: number): Promise<Response> {
  const res = await fetch(`${url}${r.path}`, {
    method: r.method,
    headers: r.headers,
    body: r.body,
    ...(timeoutSeconds ? { signal: AbortSignal.timeout(timeoutSeconds * 1000) } : {}),
  });
  await res.arrayBuffer();
  return res;
}

/**
 * People acting at a steady pace, each on a connection of their own: they join one after another over the
 * first `rampSeconds`, each at a point of the period of their own (person i at i/n of it), then each acts
 * once a period, in turn through `turn`. autocannon's per-connection rate starts every connection at the same
 * instant, so 200 people would click in lockstep, 200 requests in the same millisecond once a second, and all
 * would start their sessions and first saves in the same second; here they arrive and act spread out, as a
 * load test's ramp does. Latency counts from the moment a request was due, not from when it was sent: an
 * answer that comes late delays that person's next request, and the delay counts against the server (no
 * coordinated omission). Answers the run as autocannon would (2xx latencies in ms).
 */
export async function runPaced<Person>(options: {
  url: string;
  people: Person[];
  turn: ((who: Person, n: number) => PacedRequest)[];
  ratePerPerson: number;
  seconds: number;
  /** over how long people join (at least one period) */
  rampSeconds?: number;
  timeoutSeconds?: number;
}): Promise<LoadRun & { p99By10s: number[]; p99ByTurn: number[] }> {
  const { people, turn, seconds } = options;
  const timeoutSeconds = options.timeoutSeconds ?? 10;
  const periodMs = 1000 / options.ratePerPerson;
  const rampMs = Math.max(periodMs, (options.rampSeconds ?? 0) * 1000);
  const latencies: number[] = [];
  /** 2xx latencies by the 10 s window they were due in */
  const windows: number[][] = [];
  /** 2xx latencies by the request's place in the turn */
  const byTurn: number[][] = turn.map(() => []);
  const statusCodeStats: Record<string, { count: number }> = {};
  const errorKinds: Record<string, number> = {};
  let ok = 0;
  let non2xx = 0;
  let timeouts = 0;
  let errors = 0;
  const start = performance.now() + 50;
  const end = start + seconds * 1000;

  async function act(who: Person, index: number) {
    // joins in period floor(share * ramp), at a point of the period no one else has: with the plain share of
    // the ramp, 200 people over 10 s would share 20 points of each second, ten at a time
    const share = index / people.length;
    let due = start + Math.floor((share * rampMs) / periodMs) * periodMs + share * periodMs;
    for (let n = 0; due < end; n++, due += periodMs) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const r = turn[n % turn.length]!(who, n);
      try {
        const res = await sendPaced(options.url, r, timeoutSeconds);
        const status = String(res.status);
        statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + 1 };
        if (res.ok) {
          ok++;
          const ms = performance.now() - due;
          latencies.push(ms);
          (windows[Math.floor((due - start) / 10_000)] ??= []).push(ms);
          byTurn[n % turn.length]!.push(ms);
        } else non2xx++;
      } catch (error) {
        errors++;
        if ((error as Error).name === 'TimeoutError') timeouts++;
        else {
          const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
          const kind = cause?.code ?? (error as Error).message;
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        }
      }
    }
  }

  await Promise.all(people.map((who, index) => act(who, index)));
  const p99 = (w: number[] | undefined) => (w && w.length > 0 ? Math.round(percentile(w, 99)) : 0);
  const duration = (performance.now() - start) / 1000;
  const ms = (p: number) => (latencies.length > 0 ? Math.round(percentile(latencies, p)) : 0);
  return {
    result: {
      '2xx': ok,
      non2xx,
      errors,
      timeouts,
      duration,
      statusCodeStats,
      latency: { p50: ms(50), p99: ms(99) },
    },
    errorKinds,
    timeoutSeconds,
    p99By10s: [...windows].map(p99),
    p99ByTurn: byTurn.map(p99),
  };
}
