import { describe, expect, it } from 'vitest';
import { buildOrg, buildUser } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

// The real app, real access tokens and the official client: the protocol details are in hubs-protocol.test.ts.
const { t, hubs } = useTestApp({ hubs: true });

async function member() {
  const org = await buildOrg(t.app.db);
  const user = await buildUser(t.app.db, { organizationId: org.id });
  return { org, user, token: await t.tokenFor(user.subject) };
}

/** Connects to the organization hub and records WorkflowSettingsModified; next(n) waits for n of them. */
async function connect(slug: string, token: string) {
  const hub = await hubs.listen<string>('organization', slug, token, ['WorkflowSettingsModified']);
  return {
    connection: hub.connection,
    get received() {
      return hub.received.map((r) => r.value);
    },
    next: (count: number) => hub.until((received) => received.length >= count),
  };
}

/** Publishes WorkflowSettingsModified with `value` to every connection of the organization's hub. */
const publishToOrganization = (organizationId: number, value: string) =>
  t.app.hubs.publish({
    hub: 'organization',
    organizationId,
    target: 'WorkflowSettingsModified',
    args: [value],
    to: { kind: 'organization' },
  });

describe('hubs in the real app', () => {
  it('the official client, signed in, receives an event the server publishes to its organization', async () => {
    const a = await member();
    const client = await connect(a.org.slug, a.token);
    await publishToOrganization(a.org.id, 'mafeg');
    await client.next(1);
    expect(client.received).toEqual(['mafeg']);
  });

  it("an event never reaches another organization's connections", async () => {
    const a = await member();
    const b = await member();
    const clientA = await connect(a.org.slug, a.token);
    const clientB = await connect(b.org.slug, b.token);
    await publishToOrganization(a.org.id, 'for-a');
    await publishToOrganization(b.org.id, 'for-b');
    await clientA.next(1);
    await clientB.next(1); // delivered in order: had "for-a" reached B, it would be first
    expect(clientA.received).toEqual(['for-a']);
    expect(clientB.received).toEqual(['for-b']);
  });

  it("refuses a signed-in user on another organization's hub (403) and a forged token (401)", async () => {
    const a = await member();
    const b = await member();
    const negotiate = (slug: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/hubs/organization/negotiate?negotiateVersion=1&organization=${slug}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await negotiate(b.org.slug, a.token)).statusCode).toBe(403);
    expect((await negotiate(a.org.slug, 'forged')).statusCode).toBe(401);
    expect((await negotiate(a.org.slug, a.token)).statusCode).toBe(200);
  });
});
