import useSWR, { useSWRConfig } from 'swr';
import type { ScimGroupRoleMapping, ScimGroupRoles } from '../../../engine/api/scim';
import type { CreatedScimToken, ScimTokenList } from '../../../engine/api/scim-tokens';
import { http, isUnexpectedError, swrFetcher, type ApiKey } from '../../api';

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

const groupRolesKey = (slug: string): ApiKey => ['/scim-group-roles', slug] as const;

/** GET /api/scim-group-roles: the group-to-role mapping, the role names and the groups; data null on failure. */
export function useScimGroupRoles(slug: string) {
  return useSWR(groupRolesKey(slug), swrFetcher<ScimGroupRoles>, { revalidateOnFocus: false });
}

/** PUT /api/scim-group-roles: saves the whole mapping and revalidates it; null when it failed. */
export function useSaveScimGroupRoles(slug: string) {
  const { mutate } = useSWRConfig();
  return async (mappings: ScimGroupRoleMapping[]): Promise<ScimGroupRoles | null> => {
    const result = await http.put<ScimGroupRoles>('/scim-group-roles', { mappings }, { organization: slug });
    if (isUnexpectedError(result) || result === null) return null;
    await mutate(groupRolesKey(slug), result, { revalidate: false });
    return result;
  };
}
