import Mustache from 'mustache';
import { LANGUAGES, type LanguageKey } from '../constants';
import {
  PLACEHOLDERS_OF,
  TEMPLATE_LIMITS,
  type Placeholder,
  type PlaceholderValues,
  type TemplateKind,
} from './template-catalogue';
import type { TemplateTexts } from './template-defaults';

// every template is parsed once per check or render; mustache's global cache would only grow
Mustache.templateCache = undefined;

/** SPEC §3 translatable text: one translation per language. */
export type TranslatableText = { languageKey: LanguageKey; translation: string }[];
export type TemplateField = keyof TemplateTexts;

export type TemplateProblemCode =
  'EMPTY' | 'TOO_LONG' | 'SYNTAX' | 'UNSUPPORTED_TAG' | 'UNKNOWN_PLACEHOLDER' | 'LINE_BREAK' | 'FOREIGN_LINK';

/** Why a template text is refused: the field, the language and what (the placeholder's name, the URL). */
export type TemplateProblem = {
  field: TemplateField;
  languageKey: LanguageKey;
  code: TemplateProblemCode;
  detail: string;
};

type Piece = { kind: 'text'; text: string } | { kind: 'name'; name: string };

/** Pure. The pieces of a template text: literal text and {{name}} tags; throws on a syntax error. */
function piecesOf(text: string): { pieces: Piece[]; unsupported: string[] } {
  const pieces: Piece[] = [];
  const unsupported: string[] = [];
  for (const span of Mustache.parse(text)) {
    const [type, value] = span;
    if (type === 'text') pieces.push({ kind: 'text', text: value });
    else if (type === 'name') pieces.push({ kind: 'name', name: value });
    // sections, partials, comments, unescaped output and delimiter changes are not offered
    else unsupported.push(text.slice(span[2], span[3]));
  }
  return { pieces, unsupported };
}

const URL_PATTERN = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\/\/|\bwww\.)[^\s<>"'()]+/gi;

/** Pure. The URLs written into literal text whose host is not `productHost`. */
function foreignLinks(pieces: readonly Piece[], productHost: string): string[] {
  const found: string[] = [];
  for (const piece of pieces) {
    if (piece.kind !== 'text') continue;
    for (const match of piece.text.matchAll(URL_PATTERN)) {
      const raw = match[0];
      let host: string | null;
      try {
        const absolute = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
        host = new URL(absolute, 'https://invalid.invalid').host.toLowerCase();
      } catch {
        host = null;
      }
      if (host !== productHost.toLowerCase()) found.push(raw);
    }
  }
  return found;
}

/**
 * Pure. Checks one language of a template of `kind`: present, within TEMPLATE_LIMITS, a subject on one line,
 * only {{placeholder}} tags of the kind's list, and (when `productHost` is given) no URLs to other hosts.
 */
export function checkTemplateText(
  kind: TemplateKind,
  languageKey: LanguageKey,
  texts: TemplateTexts,
  productHost?: string,
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const allowed = new Set<string>(PLACEHOLDERS_OF[kind]);
  for (const field of ['subject', 'body'] as const) {
    const text = texts[field];
    const problem = (code: TemplateProblemCode, detail: string) =>
      problems.push({ field, languageKey, code, detail });
    if (text.trim() === '') {
      problem('EMPTY', '');
      continue;
    }
    if (text.length > TEMPLATE_LIMITS[field]) {
      problem('TOO_LONG', String(TEMPLATE_LIMITS[field]));
      continue;
    }
    if (field === 'subject' && /[\r\n]/.test(text)) problem('LINE_BREAK', '');
    let parsed: ReturnType<typeof piecesOf>;
    try {
      parsed = piecesOf(text);
    } catch (err) {
      problem('SYNTAX', err instanceof Error ? err.message : String(err));
      continue;
    }
    for (const tag of parsed.unsupported) problem('UNSUPPORTED_TAG', tag);
    for (const piece of parsed.pieces)
      if (piece.kind === 'name' && !allowed.has(piece.name)) problem('UNKNOWN_PLACEHOLDER', piece.name);
    if (productHost !== undefined)
      for (const url of foreignLinks(parsed.pieces, productHost)) problem('FOREIGN_LINK', url);
  }
  return problems;
}

/** Pure. Checks every language of a template (see checkTemplateText); a missing language counts as empty. */
export function checkTemplate(
  kind: TemplateKind,
  subject: TranslatableText,
  body: TranslatableText,
  productHost?: string,
): TemplateProblem[] {
  return LANGUAGES.flatMap((languageKey) =>
    checkTemplateText(kind, languageKey, textsIn({ subject, body }, languageKey), productHost),
  );
}

/** Pure. One language of a translatable subject and body ('' where that language is missing). */
export function textsIn(
  template: { subject: TranslatableText; body: TranslatableText },
  languageKey: LanguageKey,
): TemplateTexts {
  const pick = (text: TranslatableText) => text.find((t) => t.languageKey === languageKey)?.translation ?? '';
  return { subject: pick(template.subject), body: pick(template.body) };
}

/** Pure. Per-language texts as SPEC §3 translatable texts. */
export function toTranslatable(texts: Record<LanguageKey, TemplateTexts>) {
  const of = (field: TemplateField): TranslatableText =>
    LANGUAGES.map((languageKey) => ({ languageKey, translation: texts[languageKey][field] }));
  return { subject: of('subject'), body: of('body') };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const htmlLines = (escaped: string) =>
  escaped
    .split(/\r?\n\r?\n/)
    .map((part) => part.replace(/\r?\n/g, '<br>\n'))
    .join('</p>\n<p>');

/** What a rendered template gives: the subject, the plain text and the HTML of the body (escaped). */
export type RenderedTemplate = { subject: string; text: string; bodyHtml: string };

/**
 * Pure. A rendered template with a closing paragraph the product adds (not the template's author), such as
 * the notice that an action was taken while impersonating; escaped like every other text.
 */
export function withNotice(rendered: RenderedTemplate, notice: string | undefined): RenderedTemplate {
  if (!notice) return rendered;
  return {
    ...rendered,
    text: `${rendered.text}\n\n${notice}`,
    bodyHtml: `${rendered.bodyHtml}\n<p>${htmlLines(escapeHtml(notice))}</p>`,
  };
}

/**
 * Pure. Renders one language of a template with `values`. Both the template's own text and the values are
 * escaped in the HTML, so a template can carry no markup; {{link}} becomes the one anchor, to the URL the
 * server built. Unknown or unsupported tags render as nothing (stored templates were checked before).
 */
export function renderTemplate(texts: TemplateTexts, values: PlaceholderValues): RenderedTemplate {
  const valueOf = (name: string) => values[name as Placeholder] ?? '';
  const safePieces = (text: string) => {
    try {
      return piecesOf(text).pieces;
    } catch {
      return [{ kind: 'text', text } as Piece];
    }
  };
  const plain = (text: string) =>
    safePieces(text)
      .map((p) => (p.kind === 'text' ? p.text : valueOf(p.name)))
      .join('');
  const html = safePieces(texts.body)
    .map((p) => {
      if (p.kind === 'text') return htmlLines(escapeHtml(p.text));
      const value = escapeHtml(valueOf(p.name));
      if (p.name === 'link' && value) return `<a href="${value}">${value}</a>`;
      return htmlLines(value);
    })
    .join('');
  return {
    subject: plain(texts.subject)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    text: plain(texts.body),
    bodyHtml: `<p>${html}</p>`,
  };
}

/**
 * Pure. The whole HTML e-mail: a simple branded frame (the organization's name and colour) around the escaped
 * body, and a button to the product's link.
 */
export function emailHtml(input: {
  languageKey: LanguageKey;
  organizationName: string;
  subject: string;
  bodyHtml: string;
  link: string;
  linkLabel: string;
  color: string;
}): string {
  const color = /^#[0-9a-f]{3,8}$/i.test(input.color) ? input.color : '#1e3a5f';
  const h = escapeHtml;
  const button = input.link
    ? `<p style="margin:24px 0 0"><a href="${h(input.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${color};color:#ffffff;text-decoration:none">${h(input.linkLabel)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${input.languageKey.slice(0, 2)}"><head><meta charset="utf-8"><title>${h(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${h(input.organizationName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${input.bodyHtml}${button}</td></tr>
</table></td></tr></table>
</body></html>`;
}
