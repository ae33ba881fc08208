import { http } from './client';

/** An SWR key: a path, or a path with the organization it belongs to (keeps caches per organization). */
export type ApiKey = string | readonly [path: string, organization: string];

/** The default SWR fetcher: a GET through the one client; failures resolve null (SPEC §8). */
export function swrFetcher<T>(key: ApiKey): Promise<T | null> {
  if (typeof key === 'string') return http.get<T>(key);
  const [path, organization] = key;
  return http.get<T>(path, { organization });
}
