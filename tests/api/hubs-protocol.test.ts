import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { HUB_RECONNECT_MS, type HubName } from '../../src/engine/constants';
import type { Backplane, HubMessage } from '../../src/server/hubs/backplane';
import type { HubTiming } from '../../src/server/hubs/hub-timing';
import { createInProcessBackplane } from '../../src/server/hubs/in-process-backplane';
import { createPgBackplane } from '../../src/server/hubs/pg-backplane';
import { registerHubs, type HubAuthenticate, type HubPrincipal } from '../../src/server/hubs/plugin';

// ---------------------------------------------------------------------------------------------------------------
// Harness. To move to the real app, replace startHubServer (buildApp + listen) and the identities (signed-in tokens
// of seeded users); the tests only use identities, app.hubs and the base URL.
// ---------------------------------------------------------------------------------------------------------------

type Identity = { token: string; organization: string; principal: HubPrincipal };

const organizations: Record<string, number> = { demo: 1, other: 2 };
const alice: Identity = {
  token: 'token-a',
  organization: 'demo',
  principal: { userId: 1, organizationId: 1, roles: [] },
};
const carol: Identity = {
  token: 'token-c',
  organization: 'demo',
  principal: { userId: 3, organizationId: 1, roles: [] },
};
const bob: Identity = {
  token: 'token-b',
  organization: 'other',
  principal: { userId: 2, organizationId: 2, roles: [] },
};
const identities = [alice, bob, carol];

const refusal = (statusCode: number, code: string, message: string) =>
  Object.assign(new Error(message), { statusCode, code });

/** Fixed tokens instead of the real verifier: unknown token 401, unknown organization 404, foreign organization 403. */
const authenticate: HubAuthenticate = async (token, slug) => {
  const identity = identities.find((candidate) => candidate.token === token);
  if (!identity) throw refusal(401, 'UNAUTHORIZED', 'A valid access token is required.');
  const organizationId = slug === undefined ? undefined : organizations[slug];
  if (organizationId === undefined) throw refusal(404, 'NOT_FOUND', `There is no organization "${slug}".`);
  if (organizationId !== identity.principal.organizationId) throw refusal(403, 'FORBIDDEN', 'Not a member.');
  return identity.principal;
};

type Server = { app: FastifyInstance; baseUrl: string };

async function startHubServer(
  backplane: Backplane,
  options: { timing?: Partial<HubTiming>; tokenSecret?: string } = {},
): Promise<Server> {
  const app = Fastify({ logger: false });
  // any group but 'private' may be joined: these tests are about the protocol; who may join what is the app's
  const mayJoin = async (_: HubPrincipal, __: string, group: string) => group !== 'private';
  await registerHubs(app, { backplane, authenticate, mayJoin, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------------------------------------------

const TARGETS = ['Evt', 'FixedDatesUpdated', 'FormSaved'];
type Received = { target: string; args: unknown[] };
const started: HubConnection[] = [];

/** An official SignalR client and everything it received, in order. */
async function connect(server: Server, identity: Identity, hub: HubName = 'users') {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/hubs/${hub}?organization=${identity.organization}`, {
      accessTokenFactory: () => identity.token,
    })
    .withAutomaticReconnect([HUB_RECONNECT_MS])
    .configureLogging(LogLevel.None)
    .build();
  const received: Received[] = [];
  for (const target of TARGETS)
    connection.on(target, (...args: unknown[]) => received.push({ target, args }));
  started.push(connection);
  await connection.start();
  const markers = () => received.map((event) => event.args[0]);
  const waitFor = (marker: string) =>
    vi.waitFor(() => expect(markers()).toContain(marker), { timeout: 5_000, interval: 20 });
  return { connection, received, markers, waitFor };
}

const toOrg = (organizationId: number, marker: string, hub: HubName = 'users'): HubMessage => ({
  hub,
  organizationId,
  target: 'Evt',
  args: [marker],
  to: { kind: 'organization' },
});

async function negotiate(server: Server, query: string, token?: string, hub = 'users') {
  const response = await fetch(`${server.baseUrl}/hubs/${hub}/negotiate?${query}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const RS = '\u001e';

/** A bare WebSocket speaking the protocol by hand, to send what the official client never would. */
async function rawSocket(server: Server, identity: Identity, options: { handshake?: string } = {}) {
  const { body } = await negotiate(
    server,
    `negotiateVersion=1&organization=${identity.organization}`,
    identity.token,
  );
  // the access token in the query, as a browser must send it
  const url = `${server.baseUrl.replace('http', 'ws')}/hubs/users?organization=${identity.organization}&id=${String(body.connectionToken)}&access_token=${identity.token}`;
  const socket = new WebSocket(url);
  const records: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => {
    for (const record of String(data).split(RS).filter(Boolean))
      records.push(JSON.parse(record) as Record<string, unknown>);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(options.handshake ?? `{"protocol":"json","version":1}${RS}`);
  const waitForRecord = (predicate: (record: Record<string, unknown>) => boolean) =>
    vi.waitFor(
      () => {
        const found = records.find(predicate);
        if (!found) throw new Error(`no matching record in ${JSON.stringify(records)}`);
        return found;
      },
      { timeout: 5_000, interval: 10 },
    );
  return { socket, records, closed, waitForRecord };
}

/** Status of a refused WebSocket upgrade. */
async function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => undefined);
  });
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((connection) => connection.stop()));
});

// ---------------------------------------------------------------------------------------------------------------

describe('hubs', () => {
  let backplane: Backplane;
  let server: Server;

  beforeAll(async () => {
    backplane = createInProcessBackplane();
    server = await startHubServer(backplane);
  });
  afterAll(async () => {
    await server.app.close();
    await backplane.close();
  });

  describe('negotiate', () => {
    it('refuses a request without token (401), with an unknown organization (404) or a foreign one (403)', async () => {
      expect(await negotiate(server, 'negotiateVersion=1&organization=demo')).toEqual({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'A valid access token is required.' },
      });
      expect(await negotiate(server, 'negotiateVersion=1&organization=demo', 'forged')).toMatchObject({
        status: 401,
      });
      expect(await negotiate(server, 'negotiateVersion=1&organization=nowhere', alice.token)).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
      expect(await negotiate(server, 'negotiateVersion=1&organization=other', alice.token)).toMatchObject({
        status: 403,
      });
    });

    it('refuses an unknown hub (404) and negotiate version 0 (400)', async () => {
      expect(
        await negotiate(server, 'negotiateVersion=1&organization=demo', alice.token, 'chat'),
      ).toMatchObject({
        status: 404,
        body: { code: 'HUB_NOT_FOUND' },
      });
      expect(await negotiate(server, 'organization=demo', alice.token)).toMatchObject({ status: 400 });
    });

    it('offers only WebSockets with text frames and a connection token', async () => {
      const { status, body } = await negotiate(server, 'negotiateVersion=1&organization=demo', alice.token);
      expect(status).toBe(200);
      expect(body).toEqual({
        negotiateVersion: 1,
        connectionId: expect.any(String),
        connectionToken: expect.any(String),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      });
    });

    it('makes the official client fail to start without a valid token', async () => {
      await expect(connect(server, { ...alice, token: 'forged' })).rejects.toThrow(/401/);
    });
  });

  describe('upgrade', () => {
    const wsUrl = (query: string, hub = 'users') =>
      `${server.baseUrl.replace('http', 'ws')}/hubs/${hub}?${query}`;
    const tokenFor = async (identity: Identity) =>
      String(
        (await negotiate(server, `negotiateVersion=1&organization=${identity.organization}`, identity.token))
          .body.connectionToken,
      );

    it('authenticates again: no token 401, foreign organization 403', async () => {
      const id = await tokenFor(alice);
      expect(await upgradeStatus(wsUrl(`organization=demo&id=${id}`))).toBe(401);
      expect(await upgradeStatus(wsUrl(`organization=other&id=${id}&access_token=${alice.token}`))).toBe(403);
    });

    it('accepts only a connection token negotiated by the same user for the same hub, once', async () => {
      const id = await tokenFor(alice);
      expect(await upgradeStatus(wsUrl(`organization=demo&id=${id}&access_token=${carol.token}`))).toBe(404);
      // a refused attempt spends the token, so it cannot be guessed at repeatedly
      expect(await upgradeStatus(wsUrl(`organization=demo&id=${id}&access_token=${alice.token}`))).toBe(404);
      const other = await tokenFor(alice);
      expect(
        await upgradeStatus(wsUrl(`organization=demo&id=${other}`, 'forms'), {
          authorization: `Bearer ${alice.token}`,
        }),
      ).toBe(404);
      expect(
        await upgradeStatus(wsUrl('organization=demo'), { authorization: `Bearer ${alice.token}` }),
      ).toBe(404);
      expect(
        await upgradeStatus(wsUrl('organization=demo', 'chat'), { authorization: `Bearer ${alice.token}` }),
      ).toBe(404);
    });
  });

  it('(a) delivers an event published through app.hubs to a connected official client', async () => {
    const client = await connect(server, alice);
    expect(client.connection.connectionId).toEqual(expect.any(String));
    expect(server.app.hubs.connectionCount()).toBe(1);
    await server.app.hubs.publish({ ...toOrg(1, 'hello'), args: ['hello', { id: 5 }] });
    await client.waitFor('hello');
    expect(client.received).toEqual([{ target: 'Evt', args: ['hello', { id: 5 }] }]);
  });

  it('(b) never delivers an event of one organization to a connection of another', async () => {
    const inDemo = await connect(server, alice);
    const inOther = await connect(server, bob);
    await server.app.hubs.publish(toOrg(1, 'for-demo'));
    await server.app.hubs.publish(toOrg(2, 'for-other'));
    // the later event arriving proves the earlier one had its chance: one socket delivers in order
    await inOther.waitFor('for-other');
    await inDemo.waitFor('for-demo');
    expect(inOther.markers()).toEqual(['for-other']);
    expect(inDemo.markers()).toEqual(['for-demo']);
  });

  it('(c) delivers user and group events only to their targets, inside the organization and hub', async () => {
    const a = await connect(server, alice);
    const c = await connect(server, carol);
    const b = await connect(server, bob);
    const formsOfA = await connect(server, alice, 'forms');

    await server.app.hubs.publish({ ...toOrg(1, 'to-carol'), to: { kind: 'user', userId: 3 } });
    await a.connection.invoke('JoinGroup', 'form-42');
    // same group name in another organization is another group
    await b.connection.invoke('JoinGroup', 'form-42');
    await server.app.hubs.publish({ ...toOrg(1, 'to-group'), to: { kind: 'group', group: 'form-42' } });
    await a.connection.invoke('LeaveGroup', 'form-42');
    await server.app.hubs.publish({
      ...toOrg(1, 'to-group-after-leave'),
      to: { kind: 'group', group: 'form-42' },
    });
    await server.app.hubs.publish(toOrg(1, 'barrier'));
    await server.app.hubs.publish(toOrg(2, 'barrier'));
    await server.app.hubs.publish(toOrg(1, 'forms-barrier', 'forms'));

    await Promise.all([
      a.waitFor('barrier'),
      c.waitFor('barrier'),
      b.waitFor('barrier'),
      formsOfA.waitFor('forms-barrier'),
    ]);
    expect(a.markers()).toEqual(['to-group', 'barrier']);
    expect(c.markers()).toEqual(['to-carol', 'barrier']);
    expect(b.markers()).toEqual(['barrier']);
    expect(formsOfA.markers()).toEqual(['forms-barrier']);
  });

  it('(e) answers an invocation of an unknown method or with bad arguments with an error', async () => {
    const client = await connect(server, alice);
    await expect(client.connection.invoke('DeleteEverything')).rejects.toThrow(
      "Unknown hub method 'DeleteEverything'.",
    );
    await expect(client.connection.invoke('JoinGroup', 42)).rejects.toThrow(/expects one group name/);
    await expect(client.connection.invoke('JoinGroup', 'private')).rejects.toThrow(
      "You may not join the group 'private'.",
    );
    // the connection survives its errors
    await expect(client.connection.invoke('JoinGroup', 'ok')).resolves.toBeUndefined();
  });

  describe('(f) protocol errors', () => {
    it('closes a connection that sends a malformed message with a Close message, and keeps serving others', async () => {
      const bystander = await connect(server, alice);
      const raw = await rawSocket(server, alice);
      await raw.waitForRecord((record) => Object.keys(record).length === 0);
      raw.socket.send(`this is not json${RS}`);
      expect(await raw.waitForRecord((record) => record.type === 7)).toEqual({
        type: 7,
        error: 'Message is not valid JSON.',
      });
      expect(await raw.closed).toBe(1008);

      await server.app.hubs.publish(toOrg(1, 'still-serving'));
      await bystander.waitFor('still-serving');
    });

    it('refuses the MessagePack protocol in the handshake and closes', async () => {
      const raw = await rawSocket(server, alice, {
        handshake: `{"protocol":"messagepack","version":1}${RS}`,
      });
      expect(await raw.waitForRecord((record) => 'error' in record)).toEqual({
        error: "Requested protocol 'messagepack' is not available.",
      });
      await raw.closed;
    });

    it('closes on binary frames and on unknown message types', async () => {
      const binary = await rawSocket(server, alice);
      await binary.waitForRecord((record) => Object.keys(record).length === 0);
      binary.socket.send(Buffer.from([1, 2, 3]), { binary: true });
      expect(await binary.closed).toBe(1003);

      const unknown = await rawSocket(server, alice);
      unknown.socket.send(`{"type":99}${RS}`);
      await unknown.waitForRecord((record) => record.type === 7);
      expect(await unknown.closed).toBe(1008);
    });

    it('answers stream invocations and cancels with error completions, and ignores pings', async () => {
      const raw = await rawSocket(server, alice);
      raw.socket.send(
        `{"type":6}${RS}{"type":4,"invocationId":"s1","target":"Stream","arguments":[]}${RS}{"type":5,"invocationId":"s1"}${RS}`,
      );
      const completions = await vi.waitFor(
        () => {
          const found = raw.records.filter((record) => record.type === 3);
          expect(found).toHaveLength(2);
          return found;
        },
        { timeout: 5_000 },
      );
      expect(completions).toEqual([
        { type: 3, invocationId: 's1', error: 'Streaming hub methods are not supported.' },
        { type: 3, invocationId: 's1', error: 'There is no streaming invocation to cancel.' },
      ]);
      expect(raw.socket.readyState).toBe(WebSocket.OPEN);
      raw.socket.close();
    });
  });
});

describe('(g) several instances', () => {
  it('accepts on one instance a connection negotiated on another when they share the token secret', async () => {
    const backplane = createInProcessBackplane();
    const a = await startHubServer(backplane, { tokenSecret: 'shared-secret' });
    const b = await startHubServer(backplane, { tokenSecret: 'shared-secret' });
    const stranger = await startHubServer(backplane);
    try {
      const tokenFromA = async () =>
        String(
          (await negotiate(a, 'negotiateVersion=1&organization=demo', alice.token)).body.connectionToken,
        );
      const wsUrl = async (server: Server) =>
        `${server.baseUrl.replace('http', 'ws')}/hubs/users?organization=demo&id=${await tokenFromA()}`;
      const headers = { authorization: `Bearer ${alice.token}` };
      expect(await upgradeStatus(await wsUrl(stranger), headers)).toBe(404);
      const socket = new WebSocket(await wsUrl(b), { headers });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.close();
    } finally {
      await Promise.all([a, b, stranger].map((server) => server.app.close()));
      await backplane.close();
    }
  });

  it('delivers an event published on one instance to a client of another sharing the backplane', async () => {
    const backplane = createInProcessBackplane();
    const a = await startHubServer(backplane);
    const b = await startHubServer(backplane);
    try {
      const client = await connect(b, alice);
      expect(a.app.hubs.connectionCount()).toBe(0);
      await a.app.hubs.publish(toOrg(1, 'across'));
      await client.waitFor('across');
    } finally {
      await Promise.all(started.splice(0).map((connection) => connection.stop()));
      await a.app.close();
      await b.app.close();
      await backplane.close();
    }
  });
});

describe('keep-alive and shutdown', () => {
  it('pings an idle connection and closes one that stays silent past the client timeout', async () => {
    const backplane = createInProcessBackplane();
    const server = await startHubServer(backplane, { timing: { keepAliveMs: 50, clientTimeoutMs: 300 } });
    try {
      const raw = await rawSocket(server, alice);
      await raw.waitForRecord((record) => record.type === 6);
      expect(await raw.waitForRecord((record) => record.type === 7)).toMatchObject({ allowReconnect: true });
      await raw.closed;
    } finally {
      await server.app.close();
    }
  });

  it('expires an unused connection token', async () => {
    const backplane = createInProcessBackplane();
    const server = await startHubServer(backplane, { timing: { tokenTtlMs: 20 } });
    try {
      const { body } = await negotiate(server, 'negotiateVersion=1&organization=demo', alice.token);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const url = `${server.baseUrl.replace('http', 'ws')}/hubs/users?organization=demo&id=${String(body.connectionToken)}`;
      expect(await upgradeStatus(url, { authorization: `Bearer ${alice.token}` })).toBe(404);
    } finally {
      await server.app.close();
    }
  });

  it('tells clients on shutdown that they may reconnect, and the official client starts reconnecting', async () => {
    const backplane = createInProcessBackplane();
    const server = await startHubServer(backplane);
    const client = await connect(server, alice);
    const reconnecting = new Promise<Error | undefined>((resolve) =>
      client.connection.onreconnecting(resolve),
    );
    await server.app.close();
    expect(await reconnecting).toBeUndefined();
    expect(server.app.hubs.connectionCount()).toBe(0);
  });
});

const databaseUrl = process.env.DATABASE_URL ?? '';

describe.skipIf(!/^postgres(ql)?:\/\//.test(databaseUrl))('PostgreSQL LISTEN/NOTIFY backplane', () => {
  // a channel of its own, so parallel runs against one database do not see each other's events
  const channel = `dpt_hub_events_test_${process.pid}`;

  it('delivers across instances, refuses oversized events and survives a dropped listener connection', async () => {
    const reported: unknown[] = [];
    const onError = (error: unknown) => reported.push(error);
    const options = {
      connectionString: databaseUrl,
      channel,
      onError,
      reconnectDelayMs: { initial: 50, max: 200 },
    };
    const backplaneA = await createPgBackplane(options);
    const backplaneB = await createPgBackplane(options);
    const a = await startHubServer(backplaneA);
    const b = await startHubServer(backplaneB);
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const client = await connect(b, alice);
      await a.app.hubs.publish(toOrg(1, 'via-postgres'));
      await client.waitFor('via-postgres');

      await expect(a.app.hubs.publish({ ...toOrg(1, 'big'), args: ['x'.repeat(8_000)] })).rejects.toThrow(
        /7900 bytes/,
      );

      const terminated = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`dpt-hubs-${channel}`],
      );
      expect(terminated.rowCount).toBe(2);
      // events published while the listener is away are lost; keep publishing until one arrives again
      let attempt = 0;
      await vi.waitFor(
        async () => {
          const marker = `after-reconnect-${(attempt += 1)}`;
          await a.app.hubs.publish(toOrg(1, marker));
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(client.markers()).toContain(marker);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(reported.length).toBeGreaterThan(0);
    } finally {
      await Promise.all(started.splice(0).map((connection) => connection.stop()));
      await admin.end();
      await a.app.close();
      await b.app.close();
      await backplaneA.close();
      await backplaneB.close();
    }
  });

  it('delivers messages published at the same moment once each, in order, identical ones too', async () => {
    const options = { connectionString: databaseUrl, channel };
    const backplaneA = await createPgBackplane(options);
    const backplaneB = await createPgBackplane(options);
    const a = await startHubServer(backplaneA);
    const b = await startHubServer(backplaneB);
    try {
      const client = await connect(b, alice);
      // more than one statement's worth, published in one turn; PostgreSQL folds identical payloads of one
      // transaction into one notification, so the two "twice" must still arrive twice
      const sent = [
        ...Array.from({ length: 60 }, (_, i) => `together-${i}`),
        'twice',
        'twice',
        ...Array.from({ length: 60 }, (_, i) => `together-${60 + i}`),
      ];
      await Promise.all(sent.map((marker) => a.app.hubs.publish(toOrg(1, marker))));
      await client.waitFor('together-119');
      expect(client.markers()).toEqual(sent);
    } finally {
      await Promise.all(started.splice(0).map((connection) => connection.stop()));
      await a.app.close();
      await b.app.close();
      await backplaneA.close();
      await backplaneB.close();
    }
  });
});
