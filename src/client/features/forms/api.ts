import useSWR, { useSWRConfig } from 'swr';
import type { Form, FormList, FormListItem, SavedForm } from '../../../engine/api/forms';
import type { Questionnaire, QuestionnaireIssue } from '../../../engine/forms';
import type { ApiProblem } from '../../../engine/session/session-types';
import { http, isUnexpectedError, swrFetcher, type ApiKey } from '../../api';
import { formKey } from './form-preload';

const formsKey = (slug: string): ApiKey => ['/Forms', slug] as const;

/** GET /api/Forms/{id}; data null when the call failed (SPEC §8), a NotFoundError never (404 -> null). */
export function useStoredForm(id: string, slug: string) {
  // keeps showing the previous version while the next loads (the builder moves to a new version's id)
  return useSWR(formKey(id, slug), swrFetcher<Form>, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** GET /api/Forms; data null when the call failed. */
export function useFormsList(slug: string) {
  return useSWR(formsKey(slug), swrFetcher<FormList>, {
    revalidateOnFocus: false,
  });
}

export type SaveFormResult =
  | { ok: true; form: SavedForm }
  | {
      ok: false;
      code: string;
      message: string;
      issues: QuestionnaireIssue[];
      errors: ApiProblem['errors'];
      latestId?: number;
    };

function failure(problem: ApiProblem | undefined): Extract<SaveFormResult, { ok: false }> {
  const extra = problem as { issues?: unknown; latestId?: unknown } | undefined;
  const issues = extra?.issues;
  return {
    ...(typeof extra?.latestId === 'number' ? { latestId: extra.latestId } : {}),
    ok: false,
    code: problem?.code ?? 'UNEXPECTED',
    message: problem?.message ?? '',
    issues: Array.isArray(issues) ? (issues as QuestionnaireIssue[]) : [],
    errors: problem?.errors ?? [],
  };
}

/** Saving, copying, deleting and sharing questionnaires; each revalidates the list. */
export function useFormMutations(slug: string) {
  const { mutate } = useSWRConfig();
  const options = { organization: slug };

  async function save(form: Questionnaire & { revision?: number }): Promise<SaveFormResult> {
    const result = await http.post<SavedForm>('/Forms', form, options);
    if (isUnexpectedError(result)) return failure(result.problem);
    await mutate(formsKey(slug));
    return { ok: true, form: result };
  }

  async function copy(item: FormListItem, newTitle: string): Promise<Form | null> {
    const body = { id: item.id, newTitle, correlationId: item.correlationId };
    const result = await http.post<Form>('/Forms/copy', body, options);
    if (isUnexpectedError(result)) return null;
    await mutate(formsKey(slug));
    return result;
  }

  /** true when deleted; the server refuses while a process uses the questionnaire. */
  async function remove(item: FormListItem): Promise<boolean> {
    const params = { id: item.id, correlationId: item.correlationId };
    const result = await http.del<unknown>('/Forms', params, options);
    await mutate(formsKey(slug));
    return result !== null;
  }

  /** POST /feedbacks/share (SPEC §7): sends the questionnaire to an e-mail address. */
  async function share(formId: number, email: string): Promise<boolean> {
    const result = await http.post<unknown>('/feedbacks/share', { email, formId }, options);
    return !isUnexpectedError(result);
  }

  /** GET /api/Forms/{id} without caching: the latest state after a conflict or another designer's save. */
  const load = (id: number) => http.get<Form>(`/Forms/${id}`, options);

  return { save, copy, remove, share, load, refresh: () => mutate(formsKey(slug)) };
}
