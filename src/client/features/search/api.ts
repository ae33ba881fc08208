import { http } from '../../api';

/** One feedback whose answers contain the keyword (GET /fulltextsearch/{keyword}). */
export type FulltextHit = {
  feedbackId: number;
  /** null for a submitted anonymous feedback the user shared (outside any process) */
  processId: number | null;
  processType: number | null;
  feedbackType: number;
  recipient: { id: number; firstName: string; lastName: string; shorthand: string } | null;
  donor: { id: number; firstName: string; lastName: string; shorthand: string } | null;
  elementId: string;
  excerpt: string;
};

/** The fulltext search over feedback answers; null when it failed. */
export async function searchFeedbacks(slug: string, keyword: string): Promise<FulltextHit[] | null> {
  const answer = await http.get<{ results: FulltextHit[] }>(
    `/fulltextsearch/${encodeURIComponent(keyword)}`,
    {
      organization: slug,
    },
  );
  return answer?.results ?? null;
}
