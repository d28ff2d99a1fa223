/**
 * The local platform's auth service (docs/behaviour.md#platform-services) as the platform's SDK expects it:
 * sign-up, sign-in, magic-link verification and refresh answer the token set flat with the user beside it;
 * /me answers `{user}`; errors are `{error: message, code}`; magic links live under /signin/magic.
 */
import { Hono } from "hono";
import { authErrorBody as errorBody, type PlatformEnv } from "./env.ts";
import { type PlatformState, publicUser } from "./state.ts";

export type AuthSettings = {
  /** What GET /providers lists; undefined lists nothing (the client falls back to its defaults). */
  providers?: string[];
  /** Lifetime of issued access tokens. */
  accessLifetimeS: number;
};

export function authRoutes(state: PlatformState, settings: AuthSettings) {
  const app = new Hono<PlatformEnv>();
  const signedIn = (userId: string) => {
    const user = publicUser(state.users.get(userId)!);
    return { ...state.issueTokens(userId, settings.accessLifetimeS), user };
  };
  const currentUser = (userId: string | undefined) => (userId ? state.users.get(userId) : undefined);

  app.get("/me", (c) => {
    const user = currentUser(c.get("userId"));
    if (!user) return c.json(errorBody("UNAUTHORIZED", "Sign in first"), 401);
    return c.json({ user: publicUser(user) });
  });
  app.patch("/me", async (c) => {
    const user = currentUser(c.get("userId"));
    if (!user) return c.json(errorBody("UNAUTHORIZED", "Sign in first"), 401);
    const fields = await c.req.json();
    if (typeof fields.displayName === "string") user.displayName = fields.displayName;
    return c.json({ user: publicUser(user) });
  });
  app.post("/signup", async (c) => {
    const { email, password, displayName } = await c.req.json();
    if ([...state.users.values()].some((user) => user.email === email)) {
      return c.json(errorBody("EMAIL_ALREADY_EXISTS", "exists"), 409);
    }
    if (typeof password !== "string" || password.length < 8) {
      return c.json(errorBody("WEAK_PASSWORD", "Password must be at least 8 characters"), 400);
    }
    const user = state.addUser({ email, password, displayName });
    return c.json(signedIn(user.id));
  });
  app.post("/signin/email", async (c) => {
    const { email, password } = await c.req.json();
    const user = [...state.users.values()].find((candidate) => candidate.email === email);
    if (!user || user.password !== password) return c.json(errorBody("INVALID_CREDENTIALS", "no match"), 401);
    if (user.role === "unverified") return c.json(errorBody("EMAIL_NOT_VERIFIED", "verify first"), 403);
    return c.json(signedIn(user.id));
  });
  app.post("/refresh", async (c) => {
    state.refreshCalls++;
    const { refresh_token: refreshToken } = await c.req.json();
    const userId = state.refreshTokens.get(refreshToken);
    if (!userId) return c.json(errorBody("INVALID_REFRESH_TOKEN", "Refresh token is not valid"), 401);
    state.refreshTokens.delete(refreshToken);
    return c.json(state.issueTokens(userId, settings.accessLifetimeS));
  });
  const ack = (extra: Record<string, unknown> = {}) => ({ success: true, ...extra });
  app.post("/password/reset", (c) => c.json(ack()));
  app.post("/password/reset/generate", (c) => c.json(ack({ token: state.next("reset_") })));
  app.post("/password/reset/confirm", (c) => c.json(ack()));
  app.post("/password/change", async (c) => {
    const user = currentUser(c.get("userId"));
    if (!user) return c.json(errorBody("UNAUTHORIZED", "Sign in first"), 401);
    const { oldPassword, newPassword } = await c.req.json();
    if (oldPassword !== user.password) return c.json(errorBody("INVALID_CREDENTIALS", "wrong password"), 401);
    user.password = newPassword;
    return c.json(ack());
  });
  app.post("/email/verify/generate", (c) => c.json(ack({ token: state.next("verify_") })));
  app.post("/email/verify/send", (c) => c.json(ack()));
  app.post("/email/verify", async (c) => {
    const { token } = await c.req.json();
    if (token === "expired") return c.json(errorBody("VERIFICATION_FAILED", "The link has expired."), 400);
    return c.json(ack());
  });
  app.post("/signin/magic", (c) => c.json(ack()));
  app.post("/signin/magic/generate", (c) => c.json(ack({ token: state.next("magic_") })));
  app.post("/signin/magic/verify", async (c) => {
    const { token } = await c.req.json();
    if (token === "expired") return c.json(errorBody("MAGIC_LINK_EXPIRED", "This link has expired."), 400);
    const user = [...state.users.values()][0];
    return c.json(signedIn(user.id));
  });
  app.get("/providers", (c) => c.json(settings.providers ? { providers: settings.providers } : {}));
  return app;
}
