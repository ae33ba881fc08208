import net from 'node:net';

export type ReceivedMail = { subject: string; raw: string };

export type SlowSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** how many messages are being received right now (DATA accepted, not yet answered) */
  inFlight: () => number;
  close: () => Promise<void>;
};

/**
 * A small real SMTP server (plain text, no authentication) that takes `delayMs` to accept each message, like a
 * slow mail relay; it records every message it accepted, in order.
 */
export async function startSlowSmtp(delayMs: number): Promise<SlowSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let inFlight = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 slow-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          inFlight += 1;
          setTimeout(() => {
            inFlight -= 1;
            if (socket.destroyed) return;
            const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
            received.push({ subject, raw });
            reply('250 2.0.0 queued');
          }, delayMs);
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 slow-smtp');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    inFlight: () => inFlight,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
