import type { FulltextResult, FulltextResults } from '../../../engine/api/search';
import { http } from '../../api';

/** The fulltext search over feedback answers; null when it failed. */
export async function searchFeedbacks(slug: string, keyword: string): Promise<FulltextResult[] | null> {
  const answer = await http.get<FulltextResults>(`/fulltextsearch/${encodeURIComponent(keyword)}`, {
    organization: slug,
  });
  return answer?.results ?? null;
}
