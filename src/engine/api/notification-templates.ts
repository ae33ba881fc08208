import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../constants';
import { PLACEHOLDERS, TEMPLATE_KINDS, TEMPLATE_LIMITS } from '../notifications/template-catalogue';
import { Nullable, ResultList } from './common';

/** The HTTP contract of the notification-templates routes (SPEC §7): each schema with its type of the same name. */

export const TemplateIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: TEMPLATE_KINDS.length }) },
  { additionalProperties: false },
);
export type TemplateIdParams = Static<typeof TemplateIdParams>;

// lengths are checked by the service too, so that an oversized text is refused with its field and limit;
// the schema's bound (a little above) keeps absurd bodies out before that
const translatable = (max: number) =>
  Type.Array(
    Type.Object(
      {
        languageKey: Type.Enum(LANGUAGES),
        translation: Type.String({ maxLength: max * 2 }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: LANGUAGES.length },
  );

/** POST /NotificationTemplates: a template's subject and body, as SPEC §3 translatable texts. */
export const SaveTemplateBody = Type.Object(
  {
    templateId: Type.Integer({ minimum: 1, maximum: TEMPLATE_KINDS.length }),
    subject: translatable(TEMPLATE_LIMITS.subject),
    body: translatable(TEMPLATE_LIMITS.body),
  },
  { additionalProperties: false },
);
export type SaveTemplateBody = Static<typeof SaveTemplateBody>;

/** A translatable text as the answers carry it (SPEC §3). */
export const Translatable = Type.Array(
  Type.Object({ languageKey: Type.Enum(LANGUAGES), translation: Type.String() }),
);
export type Translatable = Static<typeof Translatable>;

/** One template in the list: its id, kind, whether the organization changed it, and the subject. */
export const TemplateSummary = Type.Object({
  templateId: Type.Integer(),
  kind: Type.Enum(TEMPLATE_KINDS),
  changed: Type.Boolean(),
  updatedAt: Nullable(Type.String()),
  subject: Translatable,
});
export type TemplateSummary = Static<typeof TemplateSummary>;

/** GET /NotificationTemplates: every template of the organization. */
export const TemplateList = ResultList(TemplateSummary);
export type TemplateList = Static<typeof TemplateList>;

/** GET /NotificationTemplates/{id}: a template with its body, its placeholders and the defaults. */
export const Template = Type.Object({
  ...TemplateSummary.properties,
  body: Translatable,
  placeholders: Type.Array(Type.Enum(PLACEHOLDERS)),
  defaults: Type.Object({ subject: Translatable, body: Translatable }),
});
export type Template = Static<typeof Template>;
