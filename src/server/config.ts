import net from 'node:net';
import path from 'node:path';
import { ERROR_LOG_RETENTION_DAYS } from '../engine/error-log';
import type { ArchiveTimings, MailTimings } from './plugins/jobs';

/** Everything the server reads from its environment, checked once at start. */
export type AppConfig = {
  port: number;
  host: string;
  /** the origin users open, e.g. http://localhost:3000 */
  publicUrl: string;
  dataDir: string;
  /** postgres://... or undefined for the embedded PGlite database under dataDir */
  databaseUrl?: string;
  /** PGlite in memory (tests); ignored with databaseUrl */
  inMemoryDatabase?: boolean;
  /** an external OpenID Connect issuer; undefined runs the embedded provider at /oidc */
  oidcIssuer?: string;
  oidcClientId: string;
  oidcAudience: string;
  /** dot path of the roles claim in access tokens, e.g. `roles` (Entra ID) or `realm_access.roles` (Keycloak) */
  oidcRolesClaim: string;
  /** issuer role value -> product roles (OIDC_ROLES_MAP); values without an entry are kept as they are */
  oidcRolesMap: Record<string, string[]>;
  /** the API permission an access token must carry in `scope` or `scp` */
  oidcApiScope: string;
  /** the scopes the web client asks for (Entra ID: `openid profile email api://<app>/dpt-api`) */
  oidcScope: string;
  /** external issuer: dot path of the claim that names the employee (OIDC_MATCH_CLAIM, default `email`) */
  oidcMatchClaim: string;
  /** external issuer: the employee field the claim is compared with (`email` without case, or `external_id`) */
  oidcMatchField: 'email' | 'external_id';
  /** external issuer: a person matching no employee becomes one at first sign-in (default off) */
  oidcJitCreate: boolean;
  seedDemoData: boolean;
  /** directory of the built client (vite build); not served when missing */
  clientDir: string;
  logLevel: string;
  /** signs hub connection tokens; the same on every instance behind one load balancer (default: random) */
  hubTokenSecret?: string;
  bodyLimit: number;
  /** SMTP server for outgoing e-mail (nodemailer URL); unset writes .eml files to dataDir/mail */
  smtpUrl?: string;
  /** the From of outgoing e-mail */
  mailFrom: string;
  /** the outbox worker's intervals, lease and back-off (not read from the environment: tests shorten them) */
  mailWorker?: Partial<MailTimings>;
  /** the archive worker's interval, lease and sweep (not read from the environment: tests shorten them) */
  archiveWorker?: Partial<ArchiveTimings>;
  /** days an error log entry is kept (ERROR_LOG_RETENTION_DAYS) */
  errorLogRetentionDays: number;
  /**
   * encrypts the embedded provider's keys kept in the database, shared by every instance (OIDC_KEY_SECRET, at
   * least 32 characters); unset keeps them in dataDir/oidc-keys.json (one instance)
   */
  oidcKeySecret?: string;
  /** how long SIGTERM keeps serving with /readyz at 503 before closing (DRAIN_DELAY_MS, default 5000) */
  drainDelayMs: number;
  /**
   * PostgreSQL: the longest one statement may wait for its answer once the server runs
   * (DATABASE_STATEMENT_TIMEOUT_MS, default 10000); past it the request answers 503 DATABASE_UNAVAILABLE
   */
  databaseStatementTimeoutMs: number;
  /**
   * which reverse proxies' X-Forwarded-For to believe for the client's address (request.ip: sign-in throttle,
   * logs, audit): false (default, the socket's address), true (any), or the proxies' addresses and CIDRs
   */
  trustProxy: boolean | string[];
};

/** A configuration problem, reported to the operator as one sentence. */
export class ConfigError extends Error {}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a number between 0 and 65535, not "${value}".`);
  }
  return port;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database.',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//).`);
  }
  if (!url.hostname || url.pathname.length < 2) {
    throw new ConfigError(
      'DATABASE_URL needs a host and a database name: postgres://user:password@host:5432/database.',
    );
  }
  return value;
}

function parseUrl(name: string, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as http://localhost:3000, not "${value}".`);
  }
}

function parseRetentionDays(value: string | undefined): number {
  if (value === undefined || value === '') return ERROR_LOG_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new ConfigError(
      `ERROR_LOG_RETENTION_DAYS must be a whole number of days from 1 to 3650, not "${value}".`,
    );
  }
  return days;
}

/** OIDC_ROLES_MAP: `issuer-value=product.role` entries separated by commas (a value may map to several roles). */
function parseRolesMap(value: string | undefined): Record<string, string[]> {
  const map: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const entries = (value ?? '').split(',').map((e) => e.trim());
  for (const entry of entries.filter(Boolean)) {
    const at = entry.indexOf('=');
    const from = entry.slice(0, at).trim();
    const to = entry.slice(at + 1).trim();
    if (at < 1 || !from || !to) {
      throw new ConfigError(
        `OIDC_ROLES_MAP entries look like issuer-role=dpt.full_admin, separated by commas; "${entry}" is not one.`,
      );
    }
    (map[from] ??= []).push(to);
  }
  return map;
}

function parseMatchField(value: string | undefined): 'email' | 'external_id' {
  if (value === undefined || value === '' || value === 'email') return 'email';
  if (value === 'external_id') return 'external_id';
  throw new ConfigError(`OIDC_MATCH_FIELD must be "email" or "external_id", not "${value}".`);
}

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(`${name} must be "true" or "false", not "${value}".`);
}

/** Reads the configuration from environment variables; throws ConfigError with a clear sentence. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const port = overrides.port ?? parsePort(env.PORT);
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL ?? `http://localhost:${port}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    oidcIssuer: env.OIDC_ISSUER ? parseUrl('OIDC_ISSUER', env.OIDC_ISSUER) : undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'dpt-web',
    oidcAudience: env.OIDC_AUDIENCE ?? 'urn:dpt:api',
    oidcRolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
    oidcRolesMap: parseRolesMap(env.OIDC_ROLES_MAP),
    oidcApiScope: env.OIDC_API_SCOPE || 'dpt-api',
    oidcScope: env.OIDC_SCOPE || `openid profile email ${env.OIDC_API_SCOPE || 'dpt-api'} roles`,
    oidcMatchClaim: env.OIDC_MATCH_CLAIM || 'email',
    oidcMatchField: parseMatchField(env.OIDC_MATCH_FIELD),
    oidcJitCreate: parseFlag('OIDC_JIT_CREATE', env.OIDC_JIT_CREATE),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    hubTokenSecret: env.HUB_TOKEN_SECRET || undefined,
    bodyLimit: 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'DPT Feedback <no-reply@dpt.invalid>',
    errorLogRetentionDays: parseRetentionDays(env.ERROR_LOG_RETENTION_DAYS),
    oidcKeySecret: parseKeySecret(env.OIDC_KEY_SECRET),
    drainDelayMs: parseMilliseconds('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, {
      default: 5_000,
      min: 0,
      max: 600_000,
    }),
    databaseStatementTimeoutMs: parseMilliseconds(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      { default: 10_000, min: 100, max: 600_000 },
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...overrides,
  };
}

function parseMilliseconds(
  name: string,
  value: string | undefined,
  range: { default: number; min: number; max: number },
): number {
  if (value === undefined || value === '') return range.default;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < range.min || ms > range.max)
    throw new ConfigError(
      `${name} must be milliseconds between ${range.min} and ${range.max}, not "${value}".`,
    );
  return ms;
}

function parseKeySecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32)
    throw new ConfigError(
      'OIDC_KEY_SECRET must be at least 32 characters long (e.g. openssl rand -base64 32).',
    );
  return value;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether an entry of TRUST_PROXY is an address, a CIDR (address/prefix) or one of proxy-addr's range names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-For is ignored); `true` trusts every hop (only
 * when nothing but the proxy can reach the server); otherwise a comma-separated list of the proxies' addresses
 * or CIDRs. (A bare hop count is refused: it cannot tell the proxy from a client that forges the header.)
 */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyEntry(e));
  if (bad !== undefined)
    throw new ConfigError(
      `TRUST_PROXY must be true, false or the proxies' addresses or CIDRs separated by commas (such as 10.0.0.0/8,::1); "${bad}" is none of these.`,
    );
  return entries;
}
