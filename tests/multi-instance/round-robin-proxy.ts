import http from 'node:http';
import net from 'node:net';

/** The response header naming the instance (0, 1, …) that answered a request through the proxy. */
export const INSTANCE_HEADER = 'x-proxy-instance';
/**
 * A request header that sends one request (or WebSocket) to a named instance: tests use it to make sure an
 * action happens on the other instance than a socket they watch. The proxy removes it before forwarding.
 */
export const PIN_HEADER = 'x-proxy-pin';

export type ProxiedSocket = { url: string; instance: number; open: boolean };
export type ProxyState = {
  instances: { index: number; port: number; ready: boolean; requests: number }[];
  sockets: ProxiedSocket[];
};

export type RoundRobinProxy = {
  url: string;
  state: () => ProxyState;
  close: () => Promise<void>;
};

type Target = { index: number; port: number; ready: boolean; requests: number };

// hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own business, never forwarded
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te'];

/**
 * A small round-robin load balancer for the multi-instance browser test: every HTTP request and every
 * WebSocket goes to the next instance in turn, no stickiness, as docs/deployment.md allows. Like a
 * real load balancer it asks each instance's `/readyz` (every 200 ms) and sends nothing to one that is not ready
 * (draining, stopped), and a request whose connection is refused is tried on the next instance. Each response
 * names its instance (INSTANCE_HEADER); the proxy remembers which instance each WebSocket went to (`state()`,
 * and `GET /__proxy/state` for a test in another process). `control` answers other `/__proxy/` requests.
 */
export async function startRoundRobinProxy(options: {
  port: number;
  targets: number[];
  control?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}): Promise<RoundRobinProxy> {
  const targets: Target[] = options.targets.map((port, index) => ({ index, port, ready: true, requests: 0 }));
  const sockets: ProxiedSocket[] = [];
  const live = new Set<net.Socket>();
  let turn = 0;

  const pick = (pin: string | string[] | undefined, tried: Set<number>): Target | undefined => {
    if (typeof pin === 'string' && targets[Number(pin)])
      return tried.has(Number(pin)) ? undefined : targets[Number(pin)];
    const open = targets.filter((t) => !tried.has(t.index));
    const ready = open.filter((t) => t.ready);
    const pool = ready.length > 0 ? ready : open;
    if (pool.length === 0) return undefined;
    return pool[turn++ % pool.length];
  };

  const forwardedHeaders = (req: http.IncomingMessage, body?: Buffer) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.includes(name) && name !== PIN_HEADER && value !== undefined) headers[name] = value;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    if (body) {
      if (body.length > 0 || req.headers['content-length'] !== undefined)
        headers['content-length'] = body.length;
      headers.connection = 'close';
    }
    return headers;
  };

  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/__proxy/')) {
      if (req.url === '/__proxy/state') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state()));
        return;
      }
      if (options.control?.(req, res)) return;
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<number>();
      const attempt = () => {
        const target = pick(req.headers[PIN_HEADER], tried);
        if (!target) {
          if (!res.headersSent)
            res.writeHead(502, { 'content-type': 'text/plain' }).end('no instance answered');
          return;
        }
        tried.add(target.index);
        target.requests++;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: target.port,
            method: req.method,
            path: req.url,
            headers: forwardedHeaders(req, body),
            agent: false,
          },
          (answer) => {
            const headers: http.OutgoingHttpHeaders = { [INSTANCE_HEADER]: String(target.index) };
            for (const [name, value] of Object.entries(answer.headers))
              if (!HOP_BY_HOP.includes(name) && value !== undefined) headers[name] = value;
            res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // nothing reached the instance: as a load balancer does, take it out and try the next one
          if (!res.headersSent && error.code === 'ECONNREFUSED') {
            target.ready = false;
            attempt();
          } else if (!res.headersSent)
            res.writeHead(502, { 'content-type': 'text/plain' }).end(error.message);
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt();
    });
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const tried = new Set<number>();
    const attempt = () => {
      const target = pick(req.headers[PIN_HEADER], tried);
      if (!target) return client.destroy();
      tried.add(target.index);
      target.requests++;
      const upstream = net.connect(target.port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        const record: ProxiedSocket = { url: req.url ?? '', instance: target.index, open: true };
        sockets.push(record);
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          if (req.rawHeaders[i].toLowerCase() !== PIN_HEADER)
            lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
        live.add(client);
        const closed = () => {
          record.open = false;
          live.delete(client);
          upstream.destroy();
          client.destroy();
        };
        upstream.on('close', closed);
        client.on('close', closed);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!connected && error.code === 'ECONNREFUSED') {
          target.ready = false;
          attempt();
        } else client.destroy();
      });
      client.on('error', () => upstream.destroy());
    };
    attempt();
  });

  // readiness, as a load balancer's health check
  const check = (target: Target) =>
    new Promise<void>((resolve) => {
      const probe = http.get(
        { host: '127.0.0.1', port: target.port, path: '/readyz', agent: false, timeout: 1000 },
        (answer) => {
          target.ready = answer.statusCode === 200;
          answer.resume();
          resolve();
        },
      );
      probe.on('timeout', () => probe.destroy());
      probe.on('error', () => {
        target.ready = false;
        resolve();
      });
    });
  const health = setInterval(() => void Promise.all(targets.map(check)), 200);

  const state = (): ProxyState => ({
    instances: targets.map(({ index, port, ready, requests }) => ({ index, port, ready, requests })),
    sockets: sockets.map((s) => ({ ...s })),
  });

  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  return {
    url: `http://localhost:${options.port}`,
    state,
    close: async () => {
      clearInterval(health);
      server.closeAllConnections();
      for (const socket of live) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
