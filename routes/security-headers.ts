/**
 * Security headers on every answer of the app, the page included, from Hono's secure-headers middleware:
 * nosniff, a strict Referrer-Policy, COOP and CORP same-origin, no framing, and HSTS only when the operator says
 * the site is served over HTTPS (BRANDKIT_HSTS_MAX_AGE_S). The page's own strict CSP is set by its route and kept.
 *
 * The page and the bundle are the hot path: they answer from memory with these headers baked in
 * (securityHeaderValues), skipping the middleware chain. A test holds the baked values equal to what the
 * middleware sets, so the two cannot drift apart.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

export type SecurityHeaderOptions = {
  /** Seconds browsers should insist on HTTPS; absent, no Strict-Transport-Security is sent. */
  hstsMaxAgeS?: number;
};

const REFERRER_POLICY = "strict-origin-when-cross-origin";
const SAME_ORIGIN = "same-origin";
const NO_FRAMING = "DENY";

function hstsOf(options: SecurityHeaderOptions): string | false {
  return options.hstsMaxAgeS === undefined ? false : `max-age=${options.hstsMaxAgeS}; includeSubDomains`;
}

/** The middleware for these options. */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  return secureHeaders({
    strictTransportSecurity: hstsOf(options),
    referrerPolicy: REFERRER_POLICY,
    crossOriginOpenerPolicy: SAME_ORIGIN,
    crossOriginResourcePolicy: SAME_ORIGIN,
    xFrameOptions: NO_FRAMING,
    // The page's Content-Security-Policy is its route's own (page.tsx); the middleware sets none.
    overwrite: false,
  });
}

/** The headers the middleware sets with these options, for answers baked in advance. */
export function securityHeaderValues(options: SecurityHeaderOptions = {}): Record<string, string> {
  const hsts = hstsOf(options);
  return {
    "Cross-Origin-Opener-Policy": SAME_ORIGIN,
    "Cross-Origin-Resource-Policy": SAME_ORIGIN,
    "Origin-Agent-Cluster": "?1",
    "Referrer-Policy": REFERRER_POLICY,
    ...(hsts ? { "Strict-Transport-Security": hsts } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-DNS-Prefetch-Control": "off",
    "X-Download-Options": "noopen",
    "X-Frame-Options": NO_FRAMING,
    "X-Permitted-Cross-Domain-Policies": "none",
    "X-XSS-Protection": "0",
  };
}
