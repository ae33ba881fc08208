/** Time limits of the hub protocol; tests shorten them, production uses the defaults. */
export type HubTiming = {
  /** the server pings a connection it has sent nothing to for this long (the official client expects 15 s) */
  keepAliveMs: number;
  /** a connection the server has heard nothing from for this long is closed (the client pings every 15 s) */
  clientTimeoutMs: number;
  /** a WebSocket that has not sent the handshake within this time is closed */
  handshakeTimeoutMs: number;
  /** a negotiated connection token expires unused after this long */
  tokenTtlMs: number;
  /** after a server-initiated close, a peer that does not finish the closing handshake is cut off after this long */
  closeGraceMs: number;
  /** how often the open connections' sign-ins are checked (revoked grant, deactivated person) */
  sessionCheckMs: number;
};

export const DEFAULT_HUB_TIMING: HubTiming = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  tokenTtlMs: 30_000,
  closeGraceMs: 1_000,
  sessionCheckMs: 1_000,
};

/** How often connections are checked: often enough that no limit is overshot by more than a third. Pure. */
export function sweepInterval(timing: HubTiming): number {
  return Math.max(
    10,
    Math.floor(Math.min(timing.keepAliveMs, timing.clientTimeoutMs, timing.handshakeTimeoutMs) / 3),
  );
}
