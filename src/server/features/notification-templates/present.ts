import { LANGUAGES } from '../../../engine/constants';
import {
  PLACEHOLDERS_OF,
  templateIdOf,
  type TemplateKind,
} from '../../../engine/notifications/template-catalogue';
import { DEFAULT_TEMPLATES } from '../../../engine/notifications/template-defaults';
import {
  textsIn,
  toTranslatable,
  type TranslatableText,
} from '../../../engine/notifications/template-render';

type StoredTemplate = {
  updated_at: Date;
  subject: TranslatableText;
  body: TranslatableText;
};

/** Pure. A template as the API answers it: the organization's text (or the default), placeholders, defaults. */
export function presentTemplate(kind: TemplateKind, stored: StoredTemplate | undefined) {
  const defaults = toTranslatable(DEFAULT_TEMPLATES[kind]);
  // one entry per language, in a fixed order, whatever the stored rows hold
  const texts = stored
    ? toTranslatable(
        Object.fromEntries(LANGUAGES.map((lang) => [lang, textsIn(stored, lang)] as const)) as Parameters<
          typeof toTranslatable
        >[0],
      )
    : defaults;
  return {
    templateId: templateIdOf(kind),
    kind,
    changed: stored !== undefined,
    updatedAt: stored ? stored.updated_at.toISOString() : null,
    subject: texts.subject,
    body: texts.body,
    placeholders: [...PLACEHOLDERS_OF[kind]],
    defaults,
  };
}

/** Pure. A template in the list. */
export function presentTemplateSummary(kind: TemplateKind, stored: StoredTemplate | undefined) {
  const { templateId, changed, updatedAt, subject } = presentTemplate(kind, stored);
  return { templateId, kind, changed, updatedAt, subject };
}
