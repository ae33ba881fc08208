import type { HubName } from '../../engine/constants';
import type { HubErrorResponse } from './schemas';

/**
 * Who a hub connection belongs to: one user acting in one organization, with their roles there, and the
 * provider grant their access token was issued under (none for tokens that name no grant).
 */
export type HubPrincipal = {
  userId: number;
  organizationId: number;
  roles: readonly string[];
  grantId?: string;
};

/**
 * Which of the open connections' principals no longer stand (their grant revoked by a sign-out, their person
 * deactivated): those connections are closed. Asked every `sessionCheckMs` on every instance.
 */
export type HubEndedSessions = (principals: readonly HubPrincipal[]) => Promise<ReadonlySet<HubPrincipal>>;

/** Which connections to end at once on this instance: those of a grant, or of a person in an organization. */
export type HubSessionMatch = { grantId: string } | { organizationId: number; userId: number };

/** Pure. Whether a connection's principal is one a HubSessionMatch names. */
export const matchesSession = (principal: HubPrincipal, match: HubSessionMatch): boolean =>
  'grantId' in match
    ? principal.grantId === match.grantId
    : principal.organizationId === match.organizationId && principal.userId === match.userId;

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
