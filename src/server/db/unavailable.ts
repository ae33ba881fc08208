/**
 * Whether an error says the database cannot be reached now (server stopped or restarting, connection refused,
 * dropped or timed out), as opposed to a fault of the query. Such a request may succeed when retried: the API
 * answers 503 with Retry-After, the pool opens new connections once PostgreSQL is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

// system errors of the socket (ETIMEDOUT also for a statement past its deadline, see prepared-statements.ts), and PostgreSQL's class 57P (operator intervention: shutdown, cannot connect now)
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres's own words for a lost or never made connection
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection closed|Query read timeout|the database system is (starting up|shutting down))/i;

/** Seconds a client waits before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
