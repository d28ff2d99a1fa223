/**
 * The owner token of a kept kit (or a guest's token of an answer), as a request carries it: `Authorization: Bearer <token>` (RFC 6750). Only the
 * header is read — a token in a URL would end up in logs and histories.
 */
import type { Context } from "hono";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";

/** Longer than any token we give out, so a huge header is refused without hashing it. */
const MAX_TOKEN_LENGTH = 256;
const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i;

/** The bearer token of the request, or undefined when it has none (or not a well-formed one). */
export function bearerTokenOf(c: Context): string | undefined {
  const header = c.req.header("authorization");
  if (!header || header.length > MAX_TOKEN_LENGTH + 16) return undefined;
  return BEARER.exec(header)?.[1];
}

/**
 * The bearer token, or 401 UNAUTHORIZED (with WWW-Authenticate) when there is none; `action` names what needs it
 * ("Deleting a kit", "Editing a kit") and `which` the token ("its guest token").
 */
export function requireBearerToken(c: Context, action = "Deleting a kit", which = "its owner token"): string {
  const token = bearerTokenOf(c);
  if (token) return token;
  c.header("WWW-Authenticate", 'Bearer realm="brandkit"');
  throw new BrandKitError(
    ErrorCode.UNAUTHORIZED,
    `${action} needs ${which}: send it as 'Authorization: Bearer <token>'.`,
  );
}
