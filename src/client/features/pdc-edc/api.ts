import useSWR from 'swr';
import { http, swrFetcher } from '../../api';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

type Localized = Partial<Record<string, string>>;
export type ConferenceRound = {
  id: number;
  processType: number;
  name: string;
  startDate: string;
  endDate: string;
};
export type DocumentsState = 'sent' | 'late' | 'due';
type Person = { id: number; firstName: string; lastName: string; shorthand: string; position: string };

/** One row of GET /Feedbacks/listPdcEdc. */
export type ConferenceProcess = {
  processId: number;
  processType: number;
  statusId: number;
  statusLabel: Localized;
  recipient: Person;
  supervisorName: string | null;
  talkround: string | null;
  feedbackId: number | null;
  conferenceDate: string | null;
  inWindow: boolean | null;
  documents: { dueDate: string | null; sentOn: string | null; state: DocumentsState | null };
  isMine: boolean;
};

export type Overview = {
  talkround:
    (ConferenceRound & { audience: string | null; window: { start: string; end: string } | null }) | null;
  result: ConferenceProcess[];
  reminders: {
    processId: number;
    feedbackId: number | null;
    recipient: Person;
    dueDate: string | null;
    state: DocumentsState | null;
  }[];
};

/** GET /Talkrounds of PDC (5) and EDC (6), finished ones excluded (SPEC §7), newest first. */
export function useConferenceRounds(slug: string) {
  return useSWR(
    ['/Talkrounds?processType=5,6&finished=false', slug] as const,
    async (): Promise<ConferenceRound[] | null> => {
      const lists = await Promise.all(
        [5, 6].map((type) =>
          http.get<{ result: ConferenceRound[] }>(`/Talkrounds?processType=${type}&finished=false`, {
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
  return useSWR([path, slug] as const, swrFetcher<Overview>, options);
}
