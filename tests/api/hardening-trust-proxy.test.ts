import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { SIGN_IN_THROTTLE } from '../../src/server/auth/sign-in-throttle';
import { openSignIn } from './helpers/sign-in';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * TRUST_PROXY: behind the proxies it names, the client's address is taken from
 * X-Forwarded-For, so the per-address sign-in throttle holds one client and not everyone behind the proxy;
 * without it, a forged X-Forwarded-For changes nothing.
 */
const PROXY = '10.20.0.7';
let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([startTestApp({ trustProxy: ['10.20.0.0/16'] }), startTestApp()]);
}, 180_000);
afterAll(async () => Promise.all([proxied?.close(), direct?.close()]));

/** One failed sign-in of an unknown account through the provider's form, from `address` with `forwardedFor`. */
async function failedSignIn(t: TestApp, address: string, forwardedFor: string): Promise<number> {
  const { host, cookie, interaction } = await openSignIn(t, {
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: address,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    remoteAddress: address,
    headers: {
      host,
      'x-forwarded-for': forwardedFor,
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      email: `nobody-${crypto.randomUUID()}@demo.example`,
      password: 'x',
    }).toString(),
  });
  return res.statusCode;
}

/** Fails sign-ins until the address's free failures are used up; the last one starts the delay. */
async function exhaust(t: TestApp, address: string, forwardedFor: (i: number) => string) {
  for (let i = 0; i <= SIGN_IN_THROTTLE.freePerAddress; i++)
    expect(await failedSignIn(t, address, forwardedFor(i))).toBe(400);
}

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy, two forwarded client addresses are throttled separately', async () => {
    await exhaust(proxied, PROXY, () => '203.0.113.1');
    expect(await failedSignIn(proxied, PROXY, '203.0.113.1')).toBe(429);
    // another client behind the same proxy is not held by the first one's failures
    expect(await failedSignIn(proxied, PROXY, '203.0.113.2')).toBe(400);
    // an address outside the trusted range is the client itself, whatever it forwards
    await exhaust(proxied, '198.51.100.9', (i) => `203.0.113.${100 + i}`);
    expect(await failedSignIn(proxied, '198.51.100.9', '203.0.113.3')).toBe(429);
  }, 120_000);

  it('without it, a forged X-Forwarded-For is ignored', async () => {
    await exhaust(direct, PROXY, (i) => `203.0.113.${i + 1}`);
    expect(await failedSignIn(direct, PROXY, '203.0.113.250')).toBe(429);
  }, 120_000);

  it('reads true or a list of addresses and CIDRs, and refuses anything else', () => {
    const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('10.0.0.0/8, ::1,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['yes', '2', '10.0.0.0/33', '10.0.0', 'fe80::/129', '10.0.0.1/8/1'])
      expect(() => read(bad), bad).toThrow(ConfigError);
  });
});
