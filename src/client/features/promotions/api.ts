import useSWR from 'swr';
import type { ApiProblem } from '../../../engine/session/session-types';
import { http, isUnexpectedError, swrFetcher } from '../../api';
import type { Talkrounds } from '../../../engine/api/feedbacks-answers';
import type { CareerData, CareerFields, Positions, PromotionList } from '../../../engine/api/promotions';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

export const promotionsKey = (slug: string) => ['/promotions', slug] as const;
export const careerKey = (slug: string, processId: number) =>
  [`/careerDevelopment/getCareerData/${processId}`, slug] as const;

/** GET /promotions: the promotion processes the caller may see. */
export const usePromotions = (slug: string) =>
  useSWR(promotionsKey(slug), swrFetcher<PromotionList>, options);

/** GET /CareerDevelopment/GetPositions. */
export const usePositions = (slug: string) =>
  useSWR(['/CareerDevelopment/GetPositions', slug] as const, swrFetcher<Positions>, options);

/** GET /Talkrounds with processType 4 and finished ones excluded (SPEC §7). */
export const usePromotionRounds = (slug: string, enabled: boolean) =>
  useSWR(
    enabled ? (['/Talkrounds?processType=4&finished=false', slug] as const) : null,
    swrFetcher<Talkrounds>,
    options,
  );

/** GET /careerDevelopment/getCareerData/{id}. */
export const useCareerData = (slug: string, processId: number) =>
  useSWR(careerKey(slug, processId), swrFetcher<CareerData>, { revalidateOnFocus: false });

/** What a change answers: ok, or the problem's code for its own message. */
export type ChangeResult = { ok: true } | { ok: false; code?: string };

async function post(path: string, body: unknown, slug: string): Promise<ChangeResult> {
  const result = await http.post<unknown>(path, body, { organization: slug });
  if (isUnexpectedError(result)) return { ok: false, code: (result.problem as ApiProblem | undefined)?.code };
  return { ok: true };
}

async function put(path: string, body: unknown, slug: string): Promise<ChangeResult> {
  // SPEC §8: a failed PUT resolves null, without the reason
  return (await http.put<unknown>(path, body, { organization: slug })) === null
    ? { ok: false }
    : { ok: true };
}

/** POST /careerDevelopment/addPromotionUser. */
export const addPromotionUser = (userId: number, talkroundId: number | null, slug: string) =>
  post(
    '/careerDevelopment/addPromotionUser',
    talkroundId === null ? { userId } : { userId, talkroundId },
    slug,
  );

/** POST /CareerDevelopment: the whole career record; `overwrite` confirms a change of the career path. */
export function saveCareer(
  feedbackId: number,
  elementId: string,
  fields: CareerFields,
  overwrite: boolean,
  slug: string,
): Promise<ChangeResult> {
  const body: Record<string, unknown> = { feedbackId, elementId };
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== '') body[key] = value;
  if (overwrite) body.overwrite = true;
  return post('/CareerDevelopment', body, slug);
}

/** POST /Feedbacks/Submit of the nomination. */
export const submitNomination = (feedbackId: number, slug: string) =>
  post('/Feedbacks/Submit', { feedbackId }, slug);

/** PUT /careerDevelopment/setHardfactsState {processId, state}. */
export const setHardfactsState = (processId: number, state: number, slug: string) =>
  put('/careerDevelopment/setHardfactsState', { processId, state }, slug);

/** PUT /careerDevelopment/setPromotionResult {processId, confirmed, comment}. */
export const setPromotionResult = (
  processId: number,
  confirmed: boolean,
  comment: string | null,
  slug: string,
) =>
  put(
    '/careerDevelopment/setPromotionResult',
    comment ? { processId, confirmed, comment } : { processId, confirmed },
    slug,
  );
