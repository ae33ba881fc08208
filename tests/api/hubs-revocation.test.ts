import { HubConnectionState } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { signInThroughProvider } from './helpers/sign-in';
import { tokenOf, type HubListener } from './helpers/hub-listener';
import { useTestApp } from './helpers/use-test-app';

/**
 * Hub connections end with the sign-in they were opened under: a sign-out (the provider
 * revokes the grant) and a deactivation close the person's open connections, which hear nothing afterwards.
 * Observed with the official SignalR client.
 */
const { t, hubs } = useTestApp({ hubs: true });

async function demoUser(email: string) {
  return t.app.db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'users.subject', 'users.organization_id'])
    .where('organizations.slug', '=', 'demo')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Resolves with the close error once the connection is closed for good; fails after 10 s. */
function closedFor(listener: HubListener<unknown>): Promise<Error | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the connection stayed open')), 10_000);
    listener.connection.onclose((error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

/** Sends a probe to both people; once the witness has it, the ended connection would have had it too. */
async function probe(
  organizationId: number,
  ended: number,
  witness: HubListener<unknown>,
  witnessId: number,
) {
  const before = witness.received.length;
  await t.app.hubs.publish({
    hub: 'users',
    organizationId,
    target: 'Probe',
    args: [{ at: Date.now() }],
    to: [
      { kind: 'user', userId: ended },
      { kind: 'user', userId: witnessId },
    ],
  });
  await witness.until((received) => received.length > before);
}

describe('hub connections after the sign-in ended', () => {
  it('a sign-out closes the connection opened with its token, and it receives no further event', async () => {
    const emil = await demoUser('emil.employee@demo.example');
    const anna = await demoUser('anna.admin@demo.example');
    const signedIn = await signInThroughProvider(t.app, t.config.publicUrl, {
      email: 'emil.employee@demo.example',
      password: 'demo',
    });
    const listener = await hubs.listen('users', 'demo', signedIn.accessToken, ['Probe']);
    const witness = await hubs.listen('users', 'demo', await t.tokenFor(anna.subject), ['Probe']);
    const closed = closedFor(listener);
    await probe(emil.organization_id, emil.id, witness, anna.id);
    await listener.until((received) => received.length === 1);

    const host = new URL(t.config.publicUrl).host;
    const end = await t.app.inject({
      url: `/oidc/session/end?id_token_hint=${signedIn.idToken}&client_id=dpt-web`,
      headers: { host, cookie: signedIn.cookie },
    });
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      headers: { host, cookie: signedIn.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirm.statusCode).toBeLessThan(400);

    const error = await closed;
    expect(error?.message).toContain('sign in again');
    expect(listener.connection.state).toBe(HubConnectionState.Disconnected);
    await probe(emil.organization_id, emil.id, witness, anna.id);
    expect(listener.received).toHaveLength(1);
  }, 60_000);

  it('a deactivated person’s connections are closed and receive no further event', async () => {
    const sara = await demoUser('sara.supervisor@demo.example');
    const anna = await demoUser('anna.admin@demo.example');
    const saraHeaders = { authorization: `Bearer ${await t.tokenFor(sara.subject)}` };
    const listener = await hubs.listen('users', 'demo', tokenOf(saraHeaders), ['Probe']);
    const witness = await hubs.listen('users', 'demo', await t.tokenFor(anna.subject), ['Probe']);
    const closed = closedFor(listener);
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', sara.id).execute();
    try {
      const error = await closed;
      expect(error?.message).toContain('sign in again');
      await probe(sara.organization_id, sara.id, witness, anna.id);
      expect(listener.received).toEqual([]);
    } finally {
      await t.app.db.updateTable('users').set({ active: true }).where('id', '=', sara.id).execute();
    }
  }, 60_000);
});
