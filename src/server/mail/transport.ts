import crypto from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the outbox hands it to the transport. */
export type OutgoingMail = {
  id: number;
  organizationId: number;
  /** when the e-mail was queued: with the id it names this e-mail for good (its Message-ID) */
  createdAt: Date;
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

/**
 * Pure. The Message-ID of an e-mail: the same for every attempt to send it (a receiving system drops a second copy
 * after an instance died between handing it over and recording it), and different for every e-mail of every
 * installation: derived from the e-mail's id, organization and queueing time, and the app's public address,
 * whose host is its domain. A database started afresh numbers its e-mails anew at other times.
 */
export function messageIdOf(
  mail: Pick<OutgoingMail, 'id' | 'organizationId' | 'createdAt'>,
  publicUrl: string,
) {
  const digest = crypto
    .createHash('sha256')
    .update(`${publicUrl}\n${mail.organizationId}\n${mail.id}\n${mail.createdAt.toISOString()}`)
    .digest('base64url')
    .slice(0, 22);
  return `<${mail.id}.${digest}@${new URL(publicUrl).hostname}>`;
}

function message(mail: OutgoingMail, publicUrl: string) {
  return {
    messageId: messageIdOf(mail, publicUrl),
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
export function createMailTransport(options: {
  smtpUrl?: string;
  pickupDir: string;
  publicUrl: string;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: 'smtp',
      send: async (mail) => {
        await smtp.sendMail(message(mail, options.publicUrl));
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `pickup folder ${options.pickupDir}`,
    send: async (mail) => {
      const info = await stream.sendMail(message(mail, options.publicUrl));
      await mkdir(options.pickupDir, { recursive: true });
      const file = path.join(options.pickupDir, `${String(mail.id).padStart(6, '0')}.eml`);
      // written under a temporary name first: whoever watches the folder never sees half a message
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
  };
}
