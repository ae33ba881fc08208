import fs from 'node:fs';
import path from 'node:path';

/** The text of an .eml from the pickup folder with quoted-printable soft breaks and escapes undone. */
export function readPickedUpMail(dataDir: string, emailId?: number): string {
  const folder = path.join(dataDir, 'mail');
  const name =
    emailId === undefined
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .at(-1)
      : `${String(emailId).padStart(6, '0')}.eml`;
  if (!name) throw new Error(`no e-mail in ${folder}`);
  const raw = fs.readFileSync(path.join(folder, name), 'utf8');
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The anonymous feedback link of a share e-mail: its path, feedback id and token. */
export function anonymousLinkIn(eml: string, slug: string) {
  const match = new RegExp(`/${slug}/feedback/anonymous/(\\d+)/([A-Za-z0-9_-]+)`).exec(eml);
  if (!match) throw new Error(`no anonymous feedback link in the e-mail:\n${eml}`);
  return { path: match[0], feedbackId: Number(match[1]), token: match[2]! };
}
