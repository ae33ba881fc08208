import { LANGUAGES } from '../../../engine/constants';
import {
  TEMPLATE_KINDS,
  templateKindOf,
  type TemplateKind,
} from '../../../engine/notifications/template-catalogue';
import { checkTemplate, type TranslatableText } from '../../../engine/notifications/template-render';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import { findStoredTemplate } from '../../mail/notification-mail';
import type { NotificationTemplateServices } from './deps';
import { assertValidTemplate } from './policy';
import { presentTemplate, presentTemplateSummary } from './present';
import { deleteTemplate, storedTemplates, upsertTemplate } from './repo';
import type { SaveTemplateBody, TemplateIdParams } from '../../../engine/api/notification-templates';

function kindOf(id: number): TemplateKind {
  const kind = templateKindOf(id);
  if (!kind) throw notFound(`There is no notification template ${id}.`);
  return kind;
}

/** GET /NotificationTemplates: every kind's template of the actor's organization (changed or default). */
export async function listTemplates(services: NotificationTemplateServices, actor: Actor) {
  const stored = await storedTemplates(services.db, actor.organizationId);
  return {
    result: TEMPLATE_KINDS.map((kind) =>
      presentTemplateSummary(
        kind,
        stored.find((s) => s.kind === kind),
      ),
    ),
  };
}

/** GET /NotificationTemplates/{id}: one template of the actor's organization. */
export async function getTemplate(
  services: NotificationTemplateServices,
  actor: Actor,
  { id }: TemplateIdParams,
) {
  const kind = kindOf(id);
  return presentTemplate(kind, await findStoredTemplate(services.db, actor.organizationId, kind));
}

/**
 * POST /NotificationTemplates: stores the organization's template after the checks (every language present,
 * sizes, only the kind's placeholders, no links to other hosts); 400 naming each problem, nothing stored then.
 */
export async function saveTemplate(
  services: NotificationTemplateServices,
  actor: Actor,
  body: SaveTemplateBody,
) {
  const kind = kindOf(body.templateId);
  const ordered = (text: TranslatableText): TranslatableText =>
    LANGUAGES.map((languageKey) => ({
      languageKey,
      translation: text.find((t) => t.languageKey === languageKey)?.translation ?? '',
    }));
  const texts = { subject: ordered(body.subject), body: ordered(body.body) };
  assertValidTemplate(checkTemplate(kind, texts.subject, texts.body, services.productHost));
  await upsertTemplate(services.db, actor.organizationId, kind, texts, actor.userId);
  return getTemplate(services, actor, { id: body.templateId });
}

/** DELETE /NotificationTemplates/{id}: back to the default texts. */
export async function resetTemplate(
  services: NotificationTemplateServices,
  actor: Actor,
  { id }: TemplateIdParams,
) {
  const kind = kindOf(id);
  await deleteTemplate(services.db, actor.organizationId, kind);
  return presentTemplate(kind, undefined);
}
