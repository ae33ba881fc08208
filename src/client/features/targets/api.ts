import useSWR from 'swr';
import type { Target } from '../../../engine/forms/answer-types';
import type { DeletedTarget, TargetItem, TargetList } from '../../../engine/api/targets';
import type { TargetKind } from '../../../engine/targets';
import { http, isUnexpectedError, swrFetcher } from '../../api';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** GET /Feedbacks/Targets/GetTargets {userId} (the caller's own without); null when it failed. */
export function useTargets(slug: string, userId: number | null) {
  const path = `/Feedbacks/Targets/GetTargets${userId === null ? '' : `?userId=${userId}`}`;
  return useSWR([path, slug] as const, swrFetcher<TargetList>, options);
}

/** Pure. Only the SPEC §3 fields of a goal: what SaveTarget takes (the server sets author and marker). */
export function targetFields(target: Target): Target {
  const { id, title, dueDate, comment, status, subTargets, actions } = target;
  return {
    id,
    title,
    ...(dueDate ? { dueDate } : {}),
    ...(comment ? { comment } : {}),
    status,
    subTargets,
    actions,
  };
}

/** POST /Feedbacks/Targets/SaveTarget for a goal outside a form; rejects on failure (the autosave retries). */
export async function saveTarget(
  target: Target,
  place: { userId: number; kind: TargetKind },
  slug: string,
): Promise<void> {
  const body = { target: targetFields(target), userId: place.userId, kind: place.kind };
  const result = await http.post<TargetItem>('/Feedbacks/Targets/SaveTarget', body, { organization: slug });
  if (isUnexpectedError(result))
    throw new Error(`Saving the goal failed: ${result.problem?.code ?? 'no answer'}`);
}

/** POST /Feedbacks/Targets/DeleteTarget/{id}; false when it failed. */
export async function deleteTarget(id: string, slug: string): Promise<boolean> {
  const result = await http.post<DeletedTarget>(
    `/Feedbacks/Targets/DeleteTarget/${encodeURIComponent(id)}`,
    {},
    { organization: slug },
  );
  return !isUnexpectedError(result);
}
