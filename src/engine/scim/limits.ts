/**
 * The limits of SCIM provisioning (RFC 7643/7644), shared by the server and the client's token page.
 */

/** Longest name of a provisioning token ("Entra ID", "Okta production"). */
export const SCIM_TOKEN_NAME_MAX_LENGTH = 100;
/** How many tokens an organization may hold that are not revoked. */
export const SCIM_ACTIVE_TOKENS_MAX = 20;
/** Longest filter expression a list request may carry. */
export const SCIM_FILTER_MAX_LENGTH = 1000;
/** Largest page of a list request (`count`); also ServiceProviderConfig's filter.maxResults. */
export const SCIM_PAGE_MAX_SIZE = 200;
/** The page size of a list request that names no `count`. */
export const SCIM_PAGE_DEFAULT_SIZE = 100;
/** Most operations in one PATCH request. */
export const SCIM_PATCH_MAX_OPERATIONS = 100;
/** Longest attribute path of a PATCH operation. */
export const SCIM_PATH_MAX_LENGTH = 500;
/** Longest externalId or id text a request may carry. */
export const SCIM_ID_MAX_LENGTH = 200;
/** Most requests per minute for one token (or one address without a valid token). */
export const SCIM_REQUESTS_PER_MINUTE = 1200;
/** Most members a Group body (POST, PUT) or one PATCH value may name. */
export const SCIM_GROUP_MEMBERS_MAX = 10_000;
/** Longest group name (displayName), also in the group-to-role mapping. */
export const SCIM_GROUP_NAME_MAX_LENGTH = 200;
/** Most group-to-role mappings an organization keeps. */
export const SCIM_GROUP_ROLE_MAPPINGS_MAX = 100;
/** Longest `attributes` or `excludedAttributes` list of a request. */
export const SCIM_ATTRIBUTES_MAX_LENGTH = 1000;
