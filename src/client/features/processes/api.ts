import useSWR from 'swr';
import { PROCESS_TYPE_IDS } from '../../../engine/constants';
import type { FormList } from '../../../engine/api/forms';
import type { ApiProblem } from '../../../engine/session/session-types';
import { http, isUnexpectedError, swrFetcher } from '../../api';
import { recipientListKey } from '../../process-common/list-keys';
import { hierarchyQuery, type ProcessFilters } from './filters';
import type { Process, ProcessList, Talkrounds } from '../../../engine/api/feedbacks-answers';
import type { CreateProcessBody } from '../../../engine/api/feedbacks-requests';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** GET /Feedbacks/list/hierarchy with the filters (SPEC §2); null when it failed. */
export function useHierarchyProcesses(slug: string, filters: ProcessFilters, enabled: boolean) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(hierarchyQuery(filters)))
    if (value !== undefined && value !== null) query.set(key, String(value));
  const path = `/Feedbacks/list/hierarchy${query.size > 0 ? `?${query}` : ''}`;
  return useSWR(enabled ? ([path, slug] as const) : null, swrFetcher<ProcessList>, options);
}

/** GET /Process/{type} for one type or all six: every process of the organization a reader may see. */
export function useAllProcesses(slug: string, type: number | undefined, enabled: boolean) {
  const types = type === undefined ? PROCESS_TYPE_IDS : [type];
  return useSWR(
    enabled ? ([`/Process/${types.join(',')}`, slug] as const) : null,
    async (): Promise<ProcessList | null> => {
      const lists = await Promise.all(
        types.map((t) => http.get<ProcessList>(`/Process/${t}`, { organization: slug })),
      );
      if (lists.every((list) => list === null)) return null;
      const result = lists.flatMap((list) => list?.result ?? []);
      return { result: result.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },
    options,
  );
}

/** GET /Feedbacks/list/recipient: the caller's own processes (the same key as /my-feedbacks). */
export function useOwnProcesses(slug: string, enabled: boolean) {
  return useSWR(enabled ? recipientListKey(slug) : null, swrFetcher<ProcessList>, options);
}

/** GET /Talkrounds of a process type, finished ones excluded (SPEC §7). */
export function useTalkrounds(slug: string, processType: number | undefined) {
  const path = processType === undefined ? null : `/Talkrounds?processType=${processType}&finished=false`;
  return useSWR(path ? ([path, slug] as const) : null, swrFetcher<Talkrounds>, options);
}

/** GET /Forms (forms area readers only), for changing the form of a process. */
export function useFormsList(slug: string, enabled: boolean) {
  return useSWR(enabled ? (['/Forms', slug] as const) : null, swrFetcher<FormList>, options);
}

/** What an operation answers: the process, or the problem's code (for its own message). */
export type OperationResult = { ok: true; process: Process } | { ok: false; code?: string };

async function operation(path: string, body: unknown, slug: string): Promise<OperationResult> {
  const result = await http.post<Process>(path, body, { organization: slug });
  if (isUnexpectedError(result)) return { ok: false, code: (result.problem as ApiProblem | undefined)?.code };
  return { ok: true, process: result };
}

/** POST /Feedbacks: create a process (201). */
export const createProcess = (body: CreateProcessBody, slug: string) => operation('/Feedbacks', body, slug);

/** POST /Feedbacks/close {processId, reasonId, reason}. */
export const closeProcess = (processId: number, reasonId: number, reason: string | null, slug: string) =>
  operation('/Feedbacks/close', { processId, reasonId, reason }, slug);

/** POST /Feedbacks/CopyProcess; the correlationId makes a retry return the same copy. */
export const copyProcess = (processId: number, slug: string) =>
  operation('/Feedbacks/CopyProcess', { processId, correlationId: crypto.randomUUID() }, slug);

/** POST /Feedbacks/SetProcessStatus (administrators). */
export const setProcessStatus = (processId: number, statusId: number, slug: string) =>
  operation('/Feedbacks/SetProcessStatus', { processId, statusId }, slug);

/** POST /Feedbacks/SetProcessForm: back to the initial status; values the new form lacks are deleted. */
export const setProcessForm = (processId: number, formId: number, slug: string) =>
  operation('/Feedbacks/SetProcessForm', { processId, formId }, slug);
