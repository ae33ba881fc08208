import { Type } from 'typebox';
import { LANGUAGES } from '../../../engine/constants';
import { PLACEHOLDERS, TEMPLATE_KINDS } from '../../../engine/notifications/template-catalogue';
import { Nullable, ResultList } from '../../../engine/api/common';

const Translatable = Type.Array(
  Type.Object({ languageKey: Type.Enum(LANGUAGES), translation: Type.String() }),
);

/** One template in the list: its id, kind, whether the organization changed it, and the subject. */
const TemplateSummarySchema = Type.Object({
  templateId: Type.Integer(),
  kind: Type.Enum(TEMPLATE_KINDS),
  changed: Type.Boolean(),
  updatedAt: Nullable(Type.String()),
  subject: Translatable,
});

/** GET /NotificationTemplates: every template of the organization. */
export const TemplateListSchema = ResultList(TemplateSummarySchema);

/** GET /NotificationTemplates/{id}: a template with its body, its placeholders and the defaults. */
export const TemplateSchema = Type.Object({
  templateId: Type.Integer(),
  kind: Type.Enum(TEMPLATE_KINDS),
  changed: Type.Boolean(),
  updatedAt: Nullable(Type.String()),
  subject: Translatable,
  body: Translatable,
  placeholders: Type.Array(Type.Enum(PLACEHOLDERS)),
  defaults: Type.Object({ subject: Translatable, body: Translatable }),
});
