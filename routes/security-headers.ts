/**
 * Security headers on every answer of the app, the page included, from Hono's secure-headers middleware:
 * nosniff, a strict Referrer-Policy, COOP and CORP same-origin, no framing, and HSTS only when the operator says
 * the site is served over HTTPS (BRANDKIT_HSTS_MAX_AGE_S). The page's own strict CSP is set by its route and kept.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

export type SecurityHeaderOptions = {
  /** Seconds browsers should insist on HTTPS; absent, no Strict-Transport-Security is sent. */
  hstsMaxAgeS?: number;
};

/** The middleware for these options. */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  return secureHeaders({
    strictTransportSecurity: options.hstsMaxAgeS === undefined
      ? false
      : `max-age=${options.hstsMaxAgeS}; includeSubDomains`,
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
    // The page's Content-Security-Policy is its route's own (page.tsx); the middleware sets none.
    overwrite: false,
  });
}
