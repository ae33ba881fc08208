import useSWR, { mutate } from 'swr';
import type { LanguageKey } from '../../../engine/constants';
import type { Placeholder, TemplateKind } from '../../../engine/notifications/template-catalogue';
import type { ApiProblem } from '../../../engine/session/session-types';
import { http, isUnexpectedError, swrFetcher } from '../../api';

export type Translatable = { languageKey: LanguageKey; translation: string }[];

/** One template of the list (GET /NotificationTemplates). */
export type TemplateSummary = {
  templateId: number;
  kind: TemplateKind;
  changed: boolean;
  updatedAt: string | null;
  subject: Translatable;
};

/** GET /NotificationTemplates/{id}. */
export type NotificationTemplate = TemplateSummary & {
  body: Translatable;
  placeholders: Placeholder[];
  defaults: { subject: Translatable; body: Translatable };
};

const options = { revalidateOnFocus: false } as const;
const listKey = (slug: string) => ['/NotificationTemplates', slug] as const;
const templateKey = (slug: string, id: number) => [`/NotificationTemplates/${id}`, slug] as const;

/** The organization's templates (null when they could not be loaded). */
export const useTemplates = (slug: string) =>
  useSWR(listKey(slug), swrFetcher<{ result: TemplateSummary[] }>, options);

/** One template (null when it could not be loaded). */
export const useTemplate = (slug: string, id: number) =>
  useSWR(
    Number.isInteger(id) && id > 0 ? templateKey(slug, id) : null,
    swrFetcher<NotificationTemplate>,
    options,
  );

async function refresh(slug: string, template: NotificationTemplate) {
  await mutate(templateKey(slug, template.templateId), template, { revalidate: false });
  await mutate(listKey(slug));
}

/** POST /NotificationTemplates: the saved template, or the server's problem (with the failing fields). */
export async function saveTemplate(
  slug: string,
  body: { templateId: number; subject: Translatable; body: Translatable },
): Promise<{ ok: true; template: NotificationTemplate } | { ok: false; problem?: ApiProblem }> {
  const result = await http.post<NotificationTemplate>('/NotificationTemplates', body);
  if (isUnexpectedError(result)) return { ok: false, problem: result.problem };
  await refresh(slug, result);
  return { ok: true, template: result };
}

/** DELETE /NotificationTemplates/{id}: back to the default; null when refused. */
export async function resetTemplate(slug: string, id: number): Promise<NotificationTemplate | null> {
  const result = await http.del<NotificationTemplate>(`/NotificationTemplates/${id}`);
  if (result) await refresh(slug, result);
  return result;
}
