import { createHash, randomBytes } from 'node:crypto';
import { SCIM_ACTIVE_TOKENS_MAX } from '../../../engine/scim';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../errors';
import type { ScimCaller, ScimServices } from './deps';
import { scimUnauthorized } from './scim-errors';
import { presentToken } from './token-present';
import {
  countActiveTokens,
  findActiveToken,
  insertToken,
  listTokens,
  revokeToken,
  touchToken,
} from './token-repo';
import type { CreateScimTokenBody, ScimTokenIdParams } from '../../../engine/api/scim-tokens';

/** What every provisioning token starts with, so that a leaked one is recognisable (secret scanners). */
const TOKEN_PREFIX = 'dptscim_';
/** A token's last use is written at most this often (not on every request of a bulk sync). */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Pure. The SHA-256 hash (hex) under which a token is stored; the token itself is never kept. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** GET /api/scim-tokens: the organization's provisioning tokens (never their secret) and the SCIM base URL. */
export async function scimTokensOf(services: ScimServices, actor: Actor) {
  const rows = await listTokens(services.db, actor.organizationId);
  return { baseUrl: services.baseUrl, result: rows.map(presentToken) };
}

/**
 * POST /api/scim-tokens: makes a new token for the organization's identity system and answers its secret,
 * this once; only its hash is stored. At most SCIM_ACTIVE_TOKENS_MAX unrevoked tokens (409 beyond).
 */
export async function createScimToken(services: ScimServices, actor: Actor, body: CreateScimTokenBody) {
  if ((await countActiveTokens(services.db, actor.organizationId)) >= SCIM_ACTIVE_TOKENS_MAX)
    throw conflict(
      'SCIM_TOKEN_LIMIT',
      `An organization holds at most ${SCIM_ACTIVE_TOKENS_MAX} active tokens.`,
    );
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const id = await insertToken(services.db, {
    organizationId: actor.organizationId,
    name: body.name.trim(),
    tokenHash: hashToken(secret),
    createdBy: actor.userId,
  });
  const rows = await listTokens(services.db, actor.organizationId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('The new token is gone.');
  return { token: presentToken(row), secret, baseUrl: services.baseUrl };
}

/** DELETE /api/scim-tokens/{id}: revokes the token at once (404 for another organization's or none). */
export async function revokeScimToken(services: ScimServices, actor: Actor, params: ScimTokenIdParams) {
  if (!(await revokeToken(services.db, actor.organizationId, params.id)))
    throw notFound('There is no such provisioning token.');
}

/**
 * The organization a SCIM request acts for, by its bearer token: a stored, unrevoked token's hash, else 401.
 * Notes the token's use (at most once a minute).
 */
export async function authenticateScim(
  services: ScimServices,
  token: string | undefined,
): Promise<ScimCaller> {
  if (!token || !token.startsWith(TOKEN_PREFIX) || token.length > 200) throw scimUnauthorized();
  const row = await findActiveToken(services.db, hashToken(token));
  if (!row) throw scimUnauthorized();
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > LAST_USED_RESOLUTION_MS)
    await touchToken(services.db, row.id);
  return { organizationId: row.organization_id, tokenId: row.id };
}
