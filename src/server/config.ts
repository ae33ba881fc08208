import path from 'node:path';
import { ERROR_LOG_RETENTION_DAYS } from '../engine/error-log';

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
  oidcRolesClaim: string;
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
  /** days an error log entry is kept (ERROR_LOG_RETENTION_DAYS) */
  errorLogRetentionDays: number;
  /**
   * encrypts the embedded provider's keys kept in the database, shared by every instance (OIDC_KEY_SECRET, at
   * least 32 characters); unset keeps them in dataDir/oidc-keys.json (one instance)
   */
  oidcKeySecret?: string;
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
    oidcRolesClaim: env.OIDC_ROLES_CLAIM ?? 'roles',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    hubTokenSecret: env.HUB_TOKEN_SECRET || undefined,
    bodyLimit: 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'DPT Feedback <no-reply@dpt.invalid>',
    errorLogRetentionDays: parseRetentionDays(env.ERROR_LOG_RETENTION_DAYS),
    oidcKeySecret: parseKeySecret(env.OIDC_KEY_SECRET),
    ...overrides,
  };
}

function parseKeySecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32)
    throw new ConfigError(
      'OIDC_KEY_SECRET must be at least 32 characters long (e.g. openssl rand -base64 32).',
    );
  return value;
}
