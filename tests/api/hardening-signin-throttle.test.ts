import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_THROTTLE } from '../../src/server/auth/sign-in-throttle';
import { openSignIn } from './helpers/sign-in';
import { useTestApp } from './helpers/use-test-app';

/**
 * Failed sign-ins are throttled per account and per address with growing delays; successful
 * sign-ins count nowhere; someone else's failures behind the same address do not lock out a correct password of
 * an account that signed in there before.
 */
const { t } = useTestApp();

type Attempt = { status: number; retryAfter: number | undefined; body: string };

/** One sign-in through the provider's form from a network address: authorize, then post the credentials. */
async function attempt(email: string, password: string, address: string): Promise<Attempt> {
  const { host, cookie, interaction } = await openSignIn(t, { uiLocales: 'en-US', remoteAddress: address });
  const res = await t.app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    remoteAddress: address,
    headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  const retry = res.headers['retry-after'];
  return {
    status: res.statusCode,
    retryAfter: retry === undefined ? undefined : Number(retry),
    body: res.body,
  };
}

// The clock stands still during a test (only Date is faked; timers and I/O run): a delay ends when the test moves
// the clock past it, never because the machine was slow between two requests.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});
const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000 + 1);

describe('sign-in throttling', () => {
  it('delays one account at one address after its free failures, growing; another account is not held', async () => {
    const address = '10.14.3.1';
    const email = 'emil.employee@demo.example';
    for (let i = 0; i < SIGN_IN_THROTTLE.freePerAccountAndAddress; i++) {
      const free = await attempt(email, 'wrong', address);
      expect(free.status).toBe(400);
      expect(free.retryAfter).toBeUndefined();
    }
    const first = await attempt(email, 'wrong', address);
    expect(first.status).toBe(400);
    expect(first.retryAfter).toBe(1);
    // while the delay runs, even the correct password of this account waits (it is not checked)
    const held = await attempt(email, 'demo', address);
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBeGreaterThanOrEqual(1);
    expect(held.body).toContain('Too many failed sign-ins');
    // a colleague at the same address signs in
    expect((await attempt('anna.admin@demo.example', 'demo', address)).status).toBe(303);

    wait(held.retryAfter!);
    const second = await attempt(email, 'wrong', address);
    expect(second.status).toBe(400);
    expect(second.retryAfter).toBe(2);
    wait(second.retryAfter!);
    const third = await attempt(email, 'wrong', address);
    expect(third.retryAfter).toBe(4);
    // the same account from another address is not held by this address's count
    expect((await attempt(email, 'demo', '10.14.3.2')).status).toBe(303);
  }, 60_000);

  it('does not count successful sign-ins', async () => {
    const address = '10.14.4.1';
    // more than the former 20 sign-ins a minute per address, and more than any free count
    for (let i = 0; i < SIGN_IN_THROTTLE.freePerAddress + 5; i++) {
      const res = await attempt('hanna.hr@demo.example', 'demo', address);
      expect(res.status, `sign-in ${i + 1}`).toBe(303);
    }
    const wrong = await attempt('hanna.hr@demo.example', 'wrong', address);
    expect(wrong.status).toBe(400);
    expect(wrong.retryAfter).toBeUndefined();
  }, 60_000);

  it('holds an address that tries many accounts, except for accounts that signed in there before', async () => {
    const address = '10.14.5.1';
    expect((await attempt('max.manager@demo.example', 'demo', address)).status).toBe(303);
    let last: Attempt | undefined;
    for (let i = 0; i <= SIGN_IN_THROTTLE.freePerAddress; i++)
      last = await attempt(`guess-${i}@demo.example`, 'Summer2026!', address);
    expect(last!.status).toBe(400);
    expect(last!.retryAfter).toBe(1);
    const next = await attempt('guess-next@demo.example', 'Summer2026!', address);
    expect(next.status).toBe(429);
    // a correct password of an account known at this address is not held by the others' failures
    expect((await attempt('max.manager@demo.example', 'demo', address)).status).toBe(303);
    // an account that never signed in here waits out the address's delay like any other attempt from it
    const unknownHere = await attempt('sara.supervisor@demo.example', 'demo', address);
    expect(unknownHere.status).toBe(429);
    // elsewhere, nobody is held
    expect((await attempt('sara.supervisor@demo.example', 'demo', '10.14.5.2')).status).toBe(303);
  }, 60_000);

  it('holds an account guessed from many addresses, but not where it signed in before', async () => {
    const email = 'tom.teamlead@demo.example';
    expect((await attempt(email, 'demo', '10.14.6.200')).status).toBe(303);
    let last: Attempt | undefined;
    for (let i = 0; i <= SIGN_IN_THROTTLE.freePerAccount; i++)
      last = await attempt(email, 'wrong', `10.14.6.${i}`);
    expect(last!.retryAfter).toBe(1);
    const elsewhere = await attempt(email, 'demo', '10.14.6.100');
    expect(elsewhere.status).toBe(429);
    expect((await attempt(email, 'demo', '10.14.6.200')).status).toBe(303);
  }, 60_000);

  it('keeps no e-mail address or network address in its store', async () => {
    const { rows } = await sql<{ key: string }>`select key from sign_in_throttle`.execute(t.app.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('10.14.');
    }
  });
});
