import useSWR, { mutate } from 'swr';
import type { SaveTemplateBody, Template, TemplateList } from '../../../engine/api/notification-templates';
import type { ApiProblem } from '../../../engine/session/session-types';
import { http, isUnexpectedError, swrFetcher } from '../../api';

const options = { revalidateOnFocus: false } as const;
const listKey = (slug: string) => ['/NotificationTemplates', slug] as const;
const templateKey = (slug: string, id: number) => [`/NotificationTemplates/${id}`, slug] as const;

/** The organization's templates (null when they could not be loaded). */
export const useTemplates = (slug: string) => useSWR(listKey(slug), swrFetcher<TemplateList>, options);

/** One template (null when it could not be loaded). */
export const useTemplate = (slug: string, id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? templateKey(slug, id) : null, swrFetcher<Template>, options);

async function refresh(slug: string, template: Template) {
  await mutate(templateKey(slug, template.templateId), template, { revalidate: false });
  await mutate(listKey(slug));
}

/** POST /NotificationTemplates: the saved template, or the server's problem (with the failing fields). */
export async function saveTemplate(
  slug: string,
  body: SaveTemplateBody,
): Promise<{ ok: true; template: Template } | { ok: false; problem?: ApiProblem }> {
  const result = await http.post<Template>('/NotificationTemplates', body);
  if (isUnexpectedError(result)) return { ok: false, problem: result.problem };
  await refresh(slug, result);
  return { ok: true, template: result };
}

/** DELETE /NotificationTemplates/{id}: back to the default; null when refused. */
export async function resetTemplate(slug: string, id: number): Promise<Template | null> {
  const result = await http.del<Template>(`/NotificationTemplates/${id}`);
  if (result) await refresh(slug, result);
  return result;
}
