import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import { withLogRedaction } from './log-redaction';

/** Fastify's own options for the app: logs without secrets, limits, proxies, routing and closing. */
export function serverOptions(
  config: AppConfig,
  logger?: FastifyServerOptions['logger'],
): FastifyServerOptions {
  return {
    logger: withLogRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    // request.ip (sign-in throttle, logs, audit) is the client's address only behind proxies named in TRUST_PROXY
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Fastify gives up on a plugin after 10 s; a restart on a machine whose cores are busy (kill -9 under load)
    // must come up slowly rather than not at all
    pluginTimeout: 120_000,
    // a closing instance answers with the product's 503 (plugins/drain.ts)
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: false } },
  };
}
