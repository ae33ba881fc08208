import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { HubName } from '../../engine/constants';
import type { HubPrincipal } from './hub-auth';

/** What negotiate hands out: the public connection id and the secret token the WebSocket must present. */
export type NegotiatedConnection = { connectionId: string; connectionToken: string };

type Claims = { c: string; h: string; o: number; u: number; e: number };

/**
 * Connection tokens of negotiate. A token is signed (HMAC-SHA256), names the hub and the principal that
 * negotiated, and expires after `ttlMs`: a client connects right after negotiating, so an older token has leaked
 * or been abandoned. Being signed rather than stored, a token negotiated on one instance is accepted by another
 * that shares the secret, so a load balancer needs no sticky sessions. Each instance accepts a token once.
 */
export class ConnectionTokens {
  /** connection ids already redeemed here, with their expiry, in issue order */
  private readonly spent = new Map<string, number>();
  private readonly secret: Buffer;

  /** `secret`: the same on every instance behind one load balancer; random (this instance only) when omitted. */
  constructor(
    private readonly ttlMs: number,
    secret?: string,
  ) {
    this.secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  /** Issues a fresh token for this principal on this hub. */
  issue(
    hub: HubName,
    principal: Pick<HubPrincipal, 'userId' | 'organizationId'>,
    now = Date.now(),
  ): NegotiatedConnection {
    const connectionId = randomUUID();
    const claims: Claims = {
      c: connectionId,
      h: hub,
      o: principal.organizationId,
      u: principal.userId,
      e: now + this.ttlMs,
    };
    // base64url needs no escaping: the official client appends the token to the URL as it is
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { connectionId, connectionToken: `${payload}.${this.sign(payload)}` };
  }

  /**
   * Redeems a token: returns its connection id when it is genuine, unexpired, not yet used here, and was issued
   * for this hub to this same principal; otherwise undefined. A genuine token is spent even when refused.
   */
  redeem(
    token: string | undefined,
    hub: HubName,
    principal: Pick<HubPrincipal, 'userId' | 'organizationId'>,
    now = Date.now(),
  ): string | undefined {
    const claims = this.verify(token, now);
    if (!claims || this.spent.has(claims.c)) return undefined;
    this.forgetExpired(now);
    this.spent.set(claims.c, claims.e);
    const same = claims.h === hub && claims.u === principal.userId && claims.o === principal.organizationId;
    return same ? claims.c : undefined;
  }

  /** Number of redeemed tokens remembered until they expire (for tests and metrics). */
  get size(): number {
    return this.spent.size;
  }

  /** Forgets redeemed tokens (server shutdown). */
  clear(): void {
    this.spent.clear();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  private verify(token: string | undefined, now: number): Claims | undefined {
    const [payload, signature, ...rest] = (token ?? '').split('.');
    if (!payload || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    return claims.e >= now ? claims : undefined;
  }

  private forgetExpired(now: number): void {
    // tokens share one lifetime and are redeemed soon after issue, so expiries nearly grow in insertion order;
    // stopping at the first live one may keep a stray expired entry until a later pass, which is harmless
    for (const [connectionId, expiresAt] of this.spent) {
      if (expiresAt >= now) return;
      this.spent.delete(connectionId);
    }
  }
}
