import net from 'node:net';

/** A TCP proxy whose traffic can be held, as a database stopped with SIGSTOP holds it. */
export type FreezableProxy = {
  port: number;
  /** nothing is forwarded any more (either way); connections stay open and new ones are accepted */
  freeze(): void;
  /** everything held is delivered, and forwarding goes on */
  thaw(): void;
  /** ends every connection at once, as a killed database does */
  cut(): void;
  close(): Promise<void>;
};

/**
 * Starts a proxy on a free local port that forwards to `target`. Frozen, it reads and queues what either side
 * sends and delivers nothing: the peer's socket stays open and silent, which is what a stopped (not killed)
 * PostgreSQL looks like from the server, and what no refused connection can simulate.
 */
export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    const open = () => {
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      forward(client, upstream);
      forward(upstream, client);
    };
    // a connection made while frozen reaches the database only when it thaws, like a stopped postmaster's
    if (frozen) held.push(open);
    else open();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const deliver of held.splice(0)) deliver();
    },
    cut: () => {
      held.length = 0;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
