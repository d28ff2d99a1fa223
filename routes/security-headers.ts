/**
 * Headers on every answer of the app: no MIME sniffing. Framing is refused by the page's CSP (frame-ancestors),
 * and browsers already default to a strict referrer policy; every header costs on the hot path.
 */
import type { MiddlewareHandler } from "hono";

/** The headers, by name. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
};

/** Adds SECURITY_HEADERS to answers that do not set them. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
