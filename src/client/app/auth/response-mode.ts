/**
 * Pure. How the identity provider returns the authorization response, from its advertised
 * `response_modes_supported`: in the fragment (the code never reaches a server log) when it supports that, else
 * in the query. A provider that advertises nothing supports both (OpenID Connect Discovery 1.0, section 3).
 */
export function chooseResponseMode(supported: unknown): 'fragment' | 'query' {
  if (!Array.isArray(supported)) return 'fragment';
  return supported.includes('fragment') ? 'fragment' : 'query';
}
