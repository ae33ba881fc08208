import useSWR, { useSWRConfig } from 'swr';
import type { ApiProblem } from '../../../engine/session/session-types';
import type { StoredWorkflow, WorkflowList } from '../../../engine/api/workflows';
import type { WorkflowIssue } from '../../../engine/workflows';
import { http, isUnexpectedError, swrFetcher, type ApiKey } from '../../api';
import { sessionKey } from '../../lib/session/session-api';

const workflowsKey = (slug: string): ApiKey => ['/Workflows', slug] as const;

/** GET /api/Workflows; data null when the call failed (SPEC §8). */
export function useWorkflows(slug: string) {
  return useSWR(workflowsKey(slug), swrFetcher<WorkflowList>, { revalidateOnFocus: false });
}

export type SaveResult =
  | { ok: true; workflow: StoredWorkflow }
  | { ok: false; issues: WorkflowIssue[]; errors: NonNullable<ApiProblem['errors']> };

function issuesOf(problem: ApiProblem | undefined): WorkflowIssue[] {
  const issues = (problem as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as WorkflowIssue[]) : [];
}

/**
 * POST /api/Workflows and DELETE /api/Workflows/{id}. Both revalidate the workflows list and the session
 * (which carries the workflows every screen predicts actions from).
 */
export function useWorkflowMutations(slug: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => Promise.all([mutate(workflowsKey(slug)), mutate(sessionKey(slug))]);

  async function save(settings: StoredWorkflow): Promise<SaveResult> {
    const result = await http.post<StoredWorkflow>('/Workflows', settings, { organization: slug });
    if (isUnexpectedError(result)) {
      return { ok: false, issues: issuesOf(result.problem), errors: result.problem?.errors ?? [] };
    }
    await refresh();
    return { ok: true, workflow: result };
  }

  async function reset(id: number): Promise<StoredWorkflow | null> {
    const result = await http.del<StoredWorkflow>(`/Workflows/${id}`, undefined, { organization: slug });
    if (result) await refresh();
    return result;
  }

  return { save, reset, refresh };
}
