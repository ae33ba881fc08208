import type { TokenListRow } from './token-repo';

/** Pure. A provisioning token as the token page shows it: never its secret or hash. */
export function presentToken(row: TokenListRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    createdBy:
      row.creator_id === null
        ? null
        : {
            id: row.creator_id,
            firstName: row.creator_first_name ?? '',
            lastName: row.creator_last_name ?? '',
            shorthand: row.creator_shorthand ?? '',
          },
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
