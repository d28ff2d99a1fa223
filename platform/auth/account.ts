/**
 * The account flows of the auth service (docs/behaviour.md#platform-services): password reset and change,
 * email verification and magic links (under /signin/magic, where the platform has them). Each is one POST;
 * the ones that sign someone in hand their tokens to the session.
 */
import { z } from "zod";
import type { ClientContext } from "../context.ts";
import { ErrorKind } from "../errors.ts";
import type { User } from "./schemas.ts";

/** Most of these calls answer `{success, message?, token?}`; other fields are kept. */
const AckSchema = z.looseObject({ success: z.boolean().optional(), message: z.string().optional() });
export type Ack = z.infer<typeof AckSchema>;
const TokenAckSchema = AckSchema.extend({ token: z.string().optional() });
export type TokenAck = z.infer<typeof TokenAckSchema>;

export type AccountApi = {
  /** Emails a password-reset link. */
  sendPasswordResetEmail(email: string, options?: { redirectUrl?: string }): Promise<Ack>;
  /** A reset token, for apps that send their own email. */
  generatePasswordResetToken(email: string): Promise<TokenAck>;
  confirmPasswordReset(token: string, newPassword: string): Promise<Ack>;
  changePassword(oldPassword: string, newPassword: string): Promise<Ack>;
  /** A verification token for the signed-in user's email. */
  generateEmailVerificationToken(): Promise<TokenAck>;
  sendEmailVerification(): Promise<Ack>;
  verifyEmail(token: string): Promise<Ack>;
  /** Headless mode only: emails a sign-in link. */
  sendMagicLink(email: string, options?: { redirectUrl?: string }): Promise<Ack>;
  /** A magic-link token, for apps that send their own email. */
  generateMagicLinkToken(email: string, options?: { redirectUrl?: string }): Promise<TokenAck>;
  /** Signs in with a magic-link token. */
  verifyMagicLink(token: string): Promise<User | null>;
};

export type AccountDeps = {
  context: ClientContext;
  base: string;
  requireHeadless(call: string): void;
  signIn(path: string, body: unknown): Promise<User | null>;
};

export function createAccountApi(deps: AccountDeps): AccountApi {
  const { context, base } = deps;
  const projectId = context.projectId;
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S, authenticate = false) =>
    context.http.json({ path: `${base}${path}`, json: body, kind: ErrorKind.AUTH, authenticate }, schema);

  return {
    sendPasswordResetEmail: (email, options = {}) =>
      post("/password/reset", { email, projectId, redirectUrl: options.redirectUrl }, AckSchema),
    generatePasswordResetToken: (email) =>
      post("/password/reset/generate", { email, projectId }, TokenAckSchema),
    confirmPasswordReset: (token, password) =>
      post("/password/reset/confirm", { token, password, projectId }, AckSchema),
    changePassword: (oldPassword, newPassword) =>
      post("/password/change", { oldPassword, newPassword }, AckSchema, true),
    generateEmailVerificationToken: () => post("/email/verify/generate", { projectId }, TokenAckSchema, true),
    sendEmailVerification: () => post("/email/verify/send", { projectId }, AckSchema, true),
    verifyEmail: (token) => post("/email/verify", { token, projectId }, AckSchema),
    sendMagicLink(email, options = {}) {
      deps.requireHeadless("sendMagicLink");
      return post("/signin/magic", { email, projectId, redirectUrl: options.redirectUrl }, AckSchema);
    },
    generateMagicLinkToken: (email, options = {}) =>
      post("/signin/magic/generate", { email, projectId, redirectUrl: options.redirectUrl }, TokenAckSchema),
    verifyMagicLink: (token) => deps.signIn(`${base}/signin/magic/verify`, { token, projectId }),
  };
}
