/**
 * The shapes of the auth service (docs/behaviour.md#platform-auth): the user and the token set, as the
 * platform sends them and as the client keeps them.
 */
import { z } from "zod";
import { DEFAULT_ACCESS_TOKEN_LIFETIME_S } from "../constants.ts";

/** A signed-in user; the platform may send more fields, which are kept. */
export const UserSchema = z.looseObject({
  id: z.string().min(1),
  email: z.string().nullish(),
  displayName: z.string().nullish(),
  role: z.string().nullish(),
});
export type User = z.infer<typeof UserSchema>;

/** A token set as the platform sends it; `issued_at` (epoch seconds) is stamped on arrival when missing. */
export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().default("Bearer"),
  expires_in: z.coerce.number().positive().default(DEFAULT_ACCESS_TOKEN_LIFETIME_S),
  refresh_expires_in: z.coerce.number().positive().optional(),
  issued_at: z.coerce.number().optional(),
});
export type TokenResponse = z.input<typeof TokenResponseSchema>;

/** A token set as the client keeps it. */
export const TokensSchema = TokenResponseSchema.extend({ issued_at: z.number() });
export type Tokens = z.infer<typeof TokensSchema>;

/** What sign-in and sign-up answer: tokens and the user, either nested or side by side. */
export const SessionResponseSchema = z.union([
  z.object({ tokens: TokenResponseSchema, user: UserSchema.optional() }),
  TokenResponseSchema.extend({ user: UserSchema.optional() }),
]).transform((value) => {
  if ("tokens" in value) return { tokens: value.tokens, user: value.user };
  const { user, ...tokens } = value;
  return { tokens, user };
});

/** GET /api/auth/me answers the user, bare or as `{user}`. */
export const MeResponseSchema = z.union([z.object({ user: UserSchema }), UserSchema])
  .transform((value) => ("user" in value && typeof value.user === "object" ? value.user : value) as User);
