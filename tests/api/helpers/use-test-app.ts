import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../../src/server/config';
import { hubServer, type HubServer } from './hub-listener';
import { startTestApp, type TestApp } from './test-app';

/** A stand-in that forwards to the value once the file's beforeAll made it; fails loudly before. */
function late<T extends object>(what: string, get: () => T | undefined): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const value = get();
      if (!value) throw new Error(`${what} is used before beforeAll started it`);
      return Reflect.get(value, key);
    },
  });
}

/**
 * The one set-up of an API test file: starts the real app on a fresh database before the file's tests and
 * closes it after them; with `hubs`, the app also listens on a local port for the official SignalR client and
 * every connection opened through `hubs.listen` is stopped before the app closes.
 */
type Options = { config?: Partial<AppConfig>; beforeReady?: (app: FastifyInstance) => void };
export function useTestApp(options: Options & { hubs: true }): { t: TestApp; hubs: HubServer };
export function useTestApp(options?: Options & { hubs?: false }): { t: TestApp };
export function useTestApp(options: Options & { hubs?: boolean } = {}) {
  let started: TestApp | undefined;
  let hubs: HubServer | undefined;
  beforeAll(async () => {
    started = await startTestApp(options.config, { beforeReady: options.beforeReady });
    if (options.hubs) hubs = await hubServer(started);
  });
  afterAll(async () => {
    await hubs?.stopAll();
    await started?.close();
  });
  return {
    t: late('the test app', () => started),
    ...(options.hubs ? { hubs: late('the hub server', () => hubs) } : {}),
  };
}
