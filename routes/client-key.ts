/**
 * Who a request comes from, for the per-client rate limit and the log: the peer's IP address, which server.ts
 * passes to the app as the request's env (the connection guard's or Deno.serve's connection info). A forwarding
 * header is believed only when the peer is one of the operator's own proxies (BRANDKIT_TRUSTED_PROXIES): any
 * other client could set it to dodge the limit.
 */
/**
 * What a client key reads of a request: its env (the connection info) and its headers. A Hono Context is one;
 * the answers made before the router (routes/static-routes.ts) pass their own.
 */
export type KeyedRequest = {
  readonly env: unknown;
  readonly req: { header(name: string): string | undefined };
};

/** Identifies the client of a request. */
export type ClientKey = (c: KeyedRequest) => string;

type ConnectionEnv = { remoteAddr?: { hostname?: string } } | undefined;

/** The peer address from the connection info, or "unknown" when there is none (in-process tests). */
export const peerAddress: ClientKey = (c) => (c.env as ConnectionEnv)?.remoteAddr?.hostname ?? "unknown";

/**
 * The client key behind `trustedProxies`: a request from one of them is keyed by the address its proxy saw,
 * the last entry of X-Forwarded-For (what the proxy appended; earlier entries are whatever the client sent).
 * Anything else is keyed by its peer address, whatever headers it sends.
 */
export function clientKeyBehind(trustedProxies: readonly string[]): ClientKey {
  if (trustedProxies.length === 0) return peerAddress;
  const trusted = new Set(trustedProxies);
  return (c) => {
    const peer = peerAddress(c);
    if (!trusted.has(peer)) return peer;
    const forwarded = c.req.header("x-forwarded-for")?.split(",").map((entry) => entry.trim()).filter(
      Boolean,
    );
    return forwarded?.at(-1) ?? peer;
  };
}
