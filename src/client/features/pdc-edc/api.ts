import useSWR from 'swr';
import { http, swrFetcher } from '../../api';
import type { Talkround, Talkrounds } from '../../../engine/api/feedbacks-answers';
import type { PdcEdcList } from '../../../engine/api/pdc-edc';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** GET /Talkrounds of PDC (5) and EDC (6), finished ones excluded (SPEC §7), newest first. */
export function useConferenceRounds(slug: string) {
  return useSWR(
    ['/Talkrounds?processType=5,6&finished=false', slug] as const,
    async (): Promise<Talkround[] | null> => {
      const lists = await Promise.all(
        [5, 6].map((type) =>
          http.get<Talkrounds>(`/Talkrounds?processType=${type}&finished=false`, {
            organization: slug,
          }),
        ),
      );
      if (lists.some((list) => list === null)) return null;
      return lists.flatMap((list) => list!.result).sort((a, b) => b.startDate.localeCompare(a.startDate));
    },
    options,
  );
}

/** GET /Feedbacks/listPdcEdc?talkroundId= (all PDC/EDC processes without one). */
export function useOverview(slug: string, talkroundId: number | null) {
  const path = `/Feedbacks/listPdcEdc${talkroundId === null ? '' : `?talkroundId=${talkroundId}`}`;
  return useSWR([path, slug] as const, swrFetcher<PdcEdcList>, options);
}
