import net from 'node:net';

export type ReceivedMail = { subject: string; raw: string };

/**
 * How the server answers from now on: `accept` takes every message; `reject-rcpt` refuses the recipient for good
 * (550), `defer-rcpt` for now (451), `reject-data` refuses the message after receiving it (554); `silent` accepts
 * the connection and never greets; `down` closes the port, so connecting is refused.
 */
export type SmtpMode = 'accept' | 'reject-rcpt' | 'defer-rcpt' | 'reject-data' | 'silent' | 'down';

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, the same port in every mode */
  url: string;
  /** every message accepted, in order */
  received: ReceivedMail[];
  /** how many messages are being received right now (DATA accepted, not yet answered) */
  inFlight: () => number;
  /** changes the answers of the following commands and connections */
  setMode: (mode: SmtpMode) => Promise<void>;
  /** how long accepting each message takes, like a slow mail relay */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
};

/** A small real SMTP server (plain text, no authentication) on a local port, whose answers a test chooses. */
export async function startSmtp(
  options: { delayMs?: number; mode?: SmtpMode } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let inFlight = 0;
  let delayMs = options.delayMs ?? 0;
  let mode: SmtpMode = options.mode ?? 'accept';

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'silent') return;
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 test-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (mode === 'reject-data') {
            reply('554 5.6.0 message refused');
            continue;
          }
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
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'RCPT' && mode === 'reject-rcpt') reply('550 5.1.1 mailbox unavailable');
        else if (verb === 'RCPT' && mode === 'defer-rcpt') reply('451 4.3.0 try again later');
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

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const shut = async () => {
    if (!server.listening) return;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  if (mode === 'down') await shut();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    inFlight: () => inFlight,
    setMode: async (next) => {
      mode = next;
      if (next === 'down') await shut();
      else if (!server.listening) await listen(port);
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: shut,
  };
}
