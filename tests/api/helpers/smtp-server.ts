import net from 'node:net';
import type { Kysely } from 'kysely';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Database } from '../../../src/server/db/database';
import { enqueueEmail } from '../../../src/server/mail/outbox';

export type ReceivedMail = { subject: string; raw: string };

/** Outbox worker timings for tests: runs only when kicked, leases of seconds, back-off of a second. */
export const TEST_MAIL_TIMINGS = {
  intervalMs: 600_000,
  leaseMs: 1_500,
  heartbeatMs: 300,
  retryDelaysMs: [1_500, 100],
};

/** The server's URL with nodemailer's timeouts (minutes by default) shortened, as SMTP_URL would set them. */
export const withShortTimeouts = (url: string) =>
  `${url}?connectionTimeout=3000&greetingTimeout=1000&socketTimeout=10000`;

/** Queues an e-mail of the organization to someone@example.test in the outbox; `subject` is also its text. */
export const queueMail = (db: Kysely<Database>, organizationId: number, subject: string) =>
  enqueueEmail(db, {
    organizationId,
    sender: 'noreply@example.test',
    recipient: 'someone@example.test',
    subject,
    text: subject,
  });

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

/** An SMTP answer with its code, as smtp-server sends a callback's error to the client. */
const answer = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

const readAll = async (stream: SMTPServerDataStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A real SMTP server (the smtp-server package: plain text, no authentication) on a local port whose answers a
 * test chooses. A plain TCP listener in front keeps the port across modes: it holds connections without a word
 * (`silent`), closes (`down`) and opens again on the same port, and hands every other connection to smtp-server.
 */
export async function startSmtp(
  options: { delayMs?: number; mode?: SmtpMode } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let inFlight = 0;
  let delayMs = options.delayMs ?? 0;
  let mode: SmtpMode = options.mode ?? 'accept';

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (mode === 'reject-rcpt') return callback(answer(550, '5.1.1 mailbox unavailable'));
      if (mode === 'defer-rcpt') return callback(answer(451, '4.3.0 try again later'));
      callback();
    },
    onData: (stream, _session, callback) => {
      void readAll(stream).then((raw) => {
        if (mode === 'reject-data') return callback(answer(554, '5.6.0 message refused'));
        inFlight += 1;
        setTimeout(() => {
          inFlight -= 1;
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          received.push({ subject, raw });
          callback();
        }, delayMs);
      });
    },
  });
  smtp.on('error', () => {});

  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // silent: connected, and never greeted
    if (mode !== 'silent') smtp.server.emit('connection', socket);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(port, '127.0.0.1', () => {
        front.off('error', reject);
        resolve();
      });
    });
  const shut = async () => {
    if (!front.listening) return;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => front.close(() => resolve()));
  };

  await listen(0);
  const { port } = front.address() as net.AddressInfo;
  if (mode === 'down') await shut();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    inFlight: () => inFlight,
    setMode: async (next) => {
      mode = next;
      if (next === 'down') await shut();
      else if (!front.listening) await listen(port);
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      await shut();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
