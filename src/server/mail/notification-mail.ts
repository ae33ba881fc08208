import type { Kysely } from 'kysely';
import { LANGUAGES, languageKeyOf, type LanguageKey } from '../../engine/constants';
import type { PlaceholderValues, TemplateKind } from '../../engine/notifications/template-catalogue';
import { DEFAULT_TEMPLATES, type TemplateTexts } from '../../engine/notifications/template-defaults';
import {
  emailHtml,
  renderTemplate,
  withNotice,
  textsIn,
  type TranslatableText,
} from '../../engine/notifications/template-render';
import type { Database } from '../db/database';
import { resolveTheme } from '../organizations/theme';
import { enqueueEmail } from './outbox';
import './tables';

type Db = Kysely<Database>;

/** An organization's stored (changed) template of a kind; undefined while it uses the default. */
export function findStoredTemplate(db: Db, organizationId: number, kind: TemplateKind) {
  return db
    .selectFrom('notification_templates')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The texts of a kind in one language as the organization sends them: its changed template, else the default. */
async function templateTextsOf(
  db: Db,
  organizationId: number,
  kind: TemplateKind,
  languageKey: LanguageKey,
): Promise<TemplateTexts> {
  const stored = await findStoredTemplate(db, organizationId, kind);
  if (!stored) return DEFAULT_TEMPLATES[kind][languageKey];
  const texts = textsIn(stored as { subject: TranslatableText; body: TranslatableText }, languageKey);
  // a stored template has both languages (checked on save); the default covers a language added later
  return texts.subject && texts.body ? texts : DEFAULT_TEMPLATES[kind][languageKey];
}

/** The organization as an e-mail shows it: name, slug and primary colour. */
export async function mailBrandOf(db: Db, organizationId: number) {
  const row = await db
    .selectFrom('organizations')
    .select(['name', 'slug', 'theme', 'settings'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return { name: row.name, slug: row.slug, color: resolveTheme(row).light.primary, settings: row.settings };
}
export type MailBrand = Awaited<ReturnType<typeof mailBrandOf>>;

const LINK_LABELS: Record<LanguageKey, string> = {
  'de-DE': 'In der Anwendung öffnen',
  'en-US': 'Open in the application',
};

/**
 * Renders the organization's template of `kind` in the recipient's language and queues it in the outbox, inside
 * the caller's transaction: an HTML part (the branded frame around the escaped text, with a button to `link`)
 * and a plain-text part. Returns the e-mail's id.
 */
export async function enqueueTemplateMail(
  db: Db,
  input: {
    organizationId: number;
    kind: TemplateKind;
    sender: string;
    to: { email: string; language: string };
    brand: MailBrand;
    link: string;
    values: PlaceholderValues;
    /** a closing paragraph the product adds in the recipient's language (e.g. "done while impersonating") */
    notice?: string;
  },
): Promise<number> {
  const languageKey = languageKeyOf(input.to.language);
  const texts = await templateTextsOf(db, input.organizationId, input.kind, languageKey);
  const values = { organizationName: input.brand.name, ...input.values, link: input.link };
  const rendered = withNotice(renderTemplate(texts, values), input.notice);
  const html = emailHtml({
    languageKey,
    organizationName: input.brand.name,
    subject: rendered.subject,
    bodyHtml: rendered.bodyHtml,
    link: input.link,
    linkLabel: LINK_LABELS[languageKey],
    color: input.brand.color,
  });
  return enqueueEmail(db, {
    organizationId: input.organizationId,
    sender: input.sender,
    recipient: input.to.email,
    subject: rendered.subject,
    text: rendered.text,
    html,
  });
}

/**
 * Like enqueueTemplateMail, for a recipient whose language is not known (someone outside the product, e.g. the
 * invitee of a share link): the template in every language in one e-mail, German first.
 */
export async function enqueueTemplateMailInAllLanguages(
  db: Db,
  input: Omit<Parameters<typeof enqueueTemplateMail>[1], 'to'> & { to: string },
): Promise<number> {
  const values = { organizationName: input.brand.name, ...input.values, link: input.link };
  const parts = [];
  for (const languageKey of LANGUAGES) {
    const texts = await templateTextsOf(db, input.organizationId, input.kind, languageKey);
    parts.push(renderTemplate(texts, values));
  }
  const subject = parts.map((p) => p.subject).join(' / ');
  const html = emailHtml({
    languageKey: LANGUAGES[0],
    organizationName: input.brand.name,
    subject,
    bodyHtml: parts.map((p) => p.bodyHtml).join('\n<hr>\n'),
    link: input.link,
    linkLabel: LANGUAGES.map((l) => LINK_LABELS[l]).join(' / '),
    color: input.brand.color,
  });
  return enqueueEmail(db, {
    organizationId: input.organizationId,
    sender: input.sender,
    recipient: input.to,
    subject,
    text: parts.map((p) => p.text).join('\n\n—\n\n'),
    html,
  });
}
