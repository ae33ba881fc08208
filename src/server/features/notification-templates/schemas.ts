import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../../../engine/constants';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS } from '../../../engine/notifications/template-catalogue';

/** The request schemas of the notification-templates routes (SPEC §7), each with its type of the same name. */

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
