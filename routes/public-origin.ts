/**
 * The site's absolute origin, for share links and the share page's Open Graph URLs: BRANDKIT_PUBLIC_URL when
 * the operator set it; otherwise the request's own origin, where X-Forwarded-Proto and X-Forwarded-Host are
 * believed only from the operator's proxies (BRANDKIT_TRUSTED_PROXIES) — anyone else could make a shared card
 * point at their own host.
 */
import type { Context } from "hono";
import { peerAddress } from "./client-key.ts";

/** The origin of a request. */
export type PublicOrigin = (c: Context) => string;

/** A host header value we are willing to echo into a URL: a name or address, and a port. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The last entry of a comma-separated forwarding header (what the nearest proxy wrote), or undefined. */
function lastForwarded(value: string | undefined): string | undefined {
  return value?.split(",").map((entry) => entry.trim()).filter(Boolean).at(-1);
}

/** The origin of requests: `publicUrl` when set (it may carry a path), else the request's, behind `trustedProxies`. */
export function publicOriginOf(
  publicUrl: string | undefined,
  trustedProxies: readonly string[],
): PublicOrigin {
  // Kept as set (without a trailing slash), so a site served under a path keeps it.
  if (publicUrl) return () => publicUrl.replace(/\/+$/, "");
  const trusted = new Set(trustedProxies);
  return (c) => {
    const own = new URL(c.req.url);
    if (!trusted.has(peerAddress(c))) return own.origin;
    const proto = lastForwarded(c.req.header("x-forwarded-proto"))?.toLowerCase();
    const host = lastForwarded(c.req.header("x-forwarded-host"));
    const scheme = proto === "http" || proto === "https" ? proto : own.protocol.slice(0, -1);
    return `${scheme}://${host && HOST.test(host) ? host : own.host}`;
  };
}
