import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the outbox hands it to the transport. */
export type OutgoingMail = {
  id: number;
  from: string;
  to: string;
  cc: string | null;
  bcc: string | null;
  subject: string;
  text: string;
  html: string | null;
};

/** Sends one message; rejects when it could not be handed over. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; describe: string };

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    cc: mail.cc ?? undefined,
    bcc: mail.bcc ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
  };
}

/**
 * The transport of DESIGN "Data": SMTP when `smtpUrl` is set (nodemailer's URL form, e.g.
 * smtps://user:pass@mail.example.com), otherwise a pickup folder of .eml files under `pickupDir` — the
 * embedded default, which a developer (or an e2e test) can open.
 */
export function createMailTransport(options: { smtpUrl?: string; pickupDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: 'smtp',
      send: async (mail) => {
        await smtp.sendMail(message(mail));
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `pickup folder ${options.pickupDir}`,
    send: async (mail) => {
      const info = await stream.sendMail(message(mail));
      await mkdir(options.pickupDir, { recursive: true });
      const file = path.join(options.pickupDir, `${String(mail.id).padStart(6, '0')}.eml`);
      // written under a temporary name first: whoever watches the folder never sees half a message
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
  };
}
