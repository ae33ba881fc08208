import useSWR, { useSWRConfig } from 'swr';
import { http, isUnexpectedError, swrFetcher, type ApiKey } from '../../api';

/** A provisioning token as GET /api/scim-tokens lists it (never its secret). */
export type ScimToken = {
  id: number;
  name: string;
  createdAt: string;
  createdBy: { id: number; firstName: string; lastName: string; shorthand: string } | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
export type ScimTokenList = { baseUrl: string; result: ScimToken[] };
/** POST /api/scim-tokens: the new token and its secret, answered this once. */
export type CreatedScimToken = { token: ScimToken; secret: string; baseUrl: string };

const scimTokensKey = (slug: string): ApiKey => ['/scim-tokens', slug] as const;

/** GET /api/scim-tokens; data null when the call failed (SPEC §8). */
export function useScimTokens(slug: string) {
  return useSWR(scimTokensKey(slug), swrFetcher<ScimTokenList>, { revalidateOnFocus: false });
}

/** Creating (the secret comes back once) and revoking tokens; both revalidate the list. */
export function useScimTokenMutations(slug: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(scimTokensKey(slug));

  async function create(name: string): Promise<CreatedScimToken | null> {
    const result = await http.post<CreatedScimToken>('/scim-tokens', { name }, { organization: slug });
    if (isUnexpectedError(result)) return null;
    await refresh();
    return result;
  }

  async function revoke(id: number): Promise<boolean> {
    // 204: undefined; a failure: null
    const result = await http.del<undefined>(`/scim-tokens/${id}`, undefined, { organization: slug });
    await refresh();
    return result !== null;
  }

  return { create, revoke };
}
