/**
 * Token arithmetic (docs/behaviour.md#platform-auth): when an access token counts as expired (30 s early),
 * when a refresh token has expired, and reading tokens handed over in the page's URL (then removed from it).
 */
import { z } from "zod";
import { DEFAULT_REFRESH_TOKEN_LIFETIME_S, TOKEN_EXPIRY_MARGIN_MS } from "../constants.ts";
import { type TokenResponse, TokenResponseSchema, type Tokens } from "./schemas.ts";

const MS_PER_S = 1000;

/** A token set from the platform, stamped with the time it was issued when it does not say. */
export function stampTokens(response: TokenResponse, nowMs: number): Tokens {
  const parsed = TokenResponseSchema.parse(response);
  return { ...parsed, issued_at: parsed.issued_at ?? Math.floor(nowMs / MS_PER_S) };
}

/** When the access token really expires, epoch milliseconds. */
export function accessExpiresAt(tokens: Tokens): number {
  return (tokens.issued_at + tokens.expires_in) * MS_PER_S;
}

/** True from 30 s before the access token's expiry on. */
export function isAccessExpired(tokens: Tokens, nowMs: number): boolean {
  return nowMs >= accessExpiresAt(tokens) - TOKEN_EXPIRY_MARGIN_MS;
}

/** True when there is no refresh token or it has expired; a refresh token without a lifetime does not expire. */
export function isRefreshExpired(tokens: Tokens, nowMs: number): boolean {
  if (!tokens.refresh_token) return true;
  if (tokens.refresh_expires_in === undefined) return false;
  return nowMs >= (tokens.issued_at + tokens.refresh_expires_in) * MS_PER_S;
}

/** The URL parameters that carry tokens. */
export const URL_TOKEN_PARAMS = [
  "access_token",
  "refresh_token",
  "token_type",
  "expires_in",
  "refresh_expires_in",
  "issued_at",
] as const;

const UrlTokensSchema = TokenResponseSchema.extend({
  refresh_expires_in: z.coerce.number().positive().default(DEFAULT_REFRESH_TOKEN_LIFETIME_S),
});

/**
 * Tokens in `href` (query or fragment), and the same address without them; undefined when the URL carries no
 * access token. Malformed tokens are removed but not used. A refresh token read from the URL lives 30 days unless
 * the URL says otherwise.
 */
export function readUrlTokens(
  href: string,
  nowMs: number,
): { tokens: Tokens | undefined; cleanHref: string } | undefined {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ""));
  const source = url.searchParams.has("access_token") ? url.searchParams : hash;
  if (!source.has("access_token")) return undefined;
  const raw = Object.fromEntries(URL_TOKEN_PARAMS.flatMap((key) => {
    const value = source.get(key);
    return value === null ? [] : [[key, value]];
  }));
  const parsed = UrlTokensSchema.safeParse(raw);
  for (const key of URL_TOKEN_PARAMS) source.delete(key);
  if (source === hash) url.hash = hash.toString();
  const cleanHref = url.toString().replace(/#$/, "");
  return { tokens: parsed.success ? stampTokens(parsed.data, nowMs) : undefined, cleanHref };
}
