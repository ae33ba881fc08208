import type { HubName } from '../../engine/constants';
import type { HubErrorResponse } from './schemas';

/** Who a hub connection belongs to: one user acting in one organization, with their roles there. */
export type HubPrincipal = { userId: number; organizationId: number; roles: readonly string[] };

/**
 * Whether a connection may join a custom group (JoinGroup): a group carries events about something, and only
 * who may read that thing may hear them. Unknown group names are refused.
 */
export type HubGroupAccess = (principal: HubPrincipal, hub: HubName, group: string) => Promise<boolean>;

/**
 * Resolves the access token and the organization slug of a negotiate or WebSocket request to a principal.
 * Throws an error carrying `statusCode` 401 (no or invalid token), 403 (not a member) or 404 (unknown
 * organization), and optionally a string `code`; any other error counts as a server fault (500).
 */
export type HubAuthenticate = (
  token: string | undefined,
  organizationSlug: string | undefined,
) => Promise<HubPrincipal>;

const defaultCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  503: 'UNAVAILABLE',
};

/**
 * Maps what `authenticate` threw to an HTTP answer. Pure. Only 4xx errors pass their message on; anything else
 * becomes a generic 500 so that internals never reach a client (the caller logs the original).
 */
export function toHubError(error: unknown): HubErrorResponse {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const statusCode = fields.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const code = typeof fields.code === 'string' ? fields.code : (defaultCodes[statusCode] ?? 'BAD_REQUEST');
    const message = typeof fields.message === 'string' ? fields.message : 'The request was refused.';
    return { statusCode, code, message };
  }
  return { statusCode: 500, code: 'UNEXPECTED', message: 'An unexpected error occurred.' };
}

/** The access token of a request: the Bearer header, else the `access_token` query parameter browsers must use for WebSockets. */
export function readAccessToken(
  authorization: string | undefined,
  queryToken: string | undefined,
): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? (queryToken || undefined);
}
