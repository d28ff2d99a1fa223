import { describe, expect, test } from "vitest";
import { TOKEN_HANDOVER_MESSAGE } from "../../../platform/auth/parent-window.ts";
import type { AuthState, BrowserEnv, WindowLike } from "../../../platform/mod.ts";
import { eventually } from "../support/fake-time.ts";
import { rejection, setup, signIn } from "../support/setup.ts";

const headless = { auth: { mode: "headless" as const } };

describe("headless sign-up and sign-in", () => {
  test.each([
    [
      "signUp",
      (env: ReturnType<typeof setup>) => env.client.auth.signUp({ email: "a@b.c", password: "long enough" }),
    ],
    ["signInWithEmail", (env: ReturnType<typeof setup>) => env.client.auth.signInWithEmail("a@b.c", "pw")],
    ["sendMagicLink", (env: ReturnType<typeof setup>) => env.client.auth.sendMagicLink("a@b.c")],
  ])("%s is refused in managed mode, before anything is sent", async (call, run) => {
    const env = setup();
    const error = await rejection(Promise.resolve().then((): Promise<unknown> => run(env)));
    expect(error).toMatchObject({ kind: "auth", code: "UNSUPPORTED" });
    expect(error.message).toBe(
      `${call} is only available in headless auth mode; create the client with auth: { mode: "headless" }.`,
    );
    expect(env.platform.state.requests).toEqual([]);
  });

  test("signUp in headless mode creates the account and signs in", async () => {
    const env = setup(headless);
    const user = await env.client.auth.signUp({
      email: "new@example.com",
      password: "long enough",
      displayName: "New",
    });
    expect(user).toMatchObject({ email: "new@example.com", displayName: "New" });
    expect(env.client.auth.isAuthenticated()).toBe(true);
    expect(env.platform.state.requestsTo("/api/auth/signup")[0].body).toMatchObject({
      projectId: "proj_local",
    });
  });

  test("signInWithEmail sends email, password and projectId, and keeps the tokens", async () => {
    const env = setup(headless);
    env.platform.state.addUser({ email: "ada@example.com", password: "secret" });
    const user = await env.client.auth.signInWithEmail("ada@example.com", "secret");
    expect(user).toMatchObject({ email: "ada@example.com" });
    expect(env.platform.state.requestsTo("/api/auth/signin/email")[0].body).toEqual({
      email: "ada@example.com",
      password: "secret",
      projectId: "proj_local",
    });
    await env.client.auth.me();
    expect(env.platform.state.requests.at(-1)!.headers.authorization).toMatch(/^Bearer at_/);
  });

  test.each([
    [
      "a wrong password",
      { email: "ada@example.com", password: "wrong" },
      "INVALID_CREDENTIALS",
      "Invalid email or password. Please try again.",
    ],
    [
      "an unverified email",
      { email: "new@example.com", password: "pw" },
      "EMAIL_NOT_VERIFIED",
      "Please verify your email address before signing in.",
    ],
  ])("signing in with %s fails with %s", async (_what, credentials, code, message) => {
    const env = setup(headless);
    env.platform.state.addUser({ email: "ada@example.com", password: "secret" });
    env.platform.state.addUser({ email: "new@example.com", password: "pw", role: "unverified" });
    const error = await rejection(env.client.auth.signInWithEmail(credentials.email, credentials.password));
    expect(error).toMatchObject({ kind: "auth", code, message });
    expect(env.client.auth.isAuthenticated()).toBe(false);
  });

  test("a bare 401 from sign-in means wrong credentials", async () => {
    const env = setup(headless);
    env.platform.faults.fail({ path: "/api/auth/signin/email", status: 401, body: {} });
    expect(await rejection(env.client.auth.signInWithEmail("a@b.c", "x"))).toMatchObject({
      code: "INVALID_CREDENTIALS",
    });
  });

  test.each([
    [
      "an existing email",
      "ada@example.com",
      "long enough",
      "EMAIL_ALREADY_EXISTS",
      "An account with this email already exists.",
    ],
    [
      "a weak password",
      "other@example.com",
      "short",
      "WEAK_PASSWORD",
      "Password must be at least 8 characters",
    ],
  ])("signing up with %s fails with %s", async (_what, email, password, code, message) => {
    const env = setup(headless);
    env.platform.state.addUser({ email: "ada@example.com", password: "secret" });
    expect(await rejection(env.client.auth.signUp({ email, password }))).toMatchObject({
      kind: "auth",
      code,
      message,
    });
  });

  test("too many attempts is RATE_LIMITED with its documented message", async () => {
    const env = setup(headless);
    env.platform.faults.fail({
      path: "/api/auth/signin/email",
      status: 429,
      headers: { "Retry-After": "30" },
    });
    expect(await rejection(env.client.auth.signInWithEmail("a@b.c", "x"))).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a moment and try again.",
      retryAfter: 30,
    });
  });
});

describe("the account calls go to the documented paths with the documented bodies", () => {
  test.each([
    [
      "sendPasswordResetEmail",
      (c: any) => c.sendPasswordResetEmail("a@b.c", { redirectUrl: "https://app/r" }),
      "/api/auth/password/reset",
      { email: "a@b.c", projectId: "proj_local", redirectUrl: "https://app/r" },
    ],
    [
      "generatePasswordResetToken",
      (c: any) => c.generatePasswordResetToken("a@b.c"),
      "/api/auth/password/reset/generate",
      { email: "a@b.c", projectId: "proj_local" },
    ],
    [
      "confirmPasswordReset",
      (c: any) => c.confirmPasswordReset("tok", "new pw"),
      "/api/auth/password/reset/confirm",
      { token: "tok", password: "new pw", projectId: "proj_local" },
    ],
    [
      "changePassword",
      (c: any) => c.changePassword("correct horse", "battery staple"),
      "/api/auth/password/change",
      { oldPassword: "correct horse", newPassword: "battery staple" },
    ],
    [
      "generateEmailVerificationToken",
      (c: any) => c.generateEmailVerificationToken(),
      "/api/auth/email/verify/generate",
      { projectId: "proj_local" },
    ],
    ["sendEmailVerification", (c: any) => c.sendEmailVerification(), "/api/auth/email/verify/send", {
      projectId: "proj_local",
    }],
    ["verifyEmail", (c: any) => c.verifyEmail("tok"), "/api/auth/email/verify", {
      token: "tok",
      projectId: "proj_local",
    }],
    [
      "generateMagicLinkToken",
      (c: any) => c.generateMagicLinkToken("a@b.c"),
      "/api/auth/signin/magic/generate",
      {
        email: "a@b.c",
        projectId: "proj_local",
      },
    ],
    ["verifyMagicLink", (c: any) => c.verifyMagicLink("tok"), "/api/auth/signin/magic/verify", {
      token: "tok",
      projectId: "proj_local",
    }],
    ["sendMagicLink (headless)", (c: any) => c.sendMagicLink("a@b.c"), "/api/auth/signin/magic", {
      email: "a@b.c",
      projectId: "proj_local",
    }],
  ])("%s posts to %s", async (_name, run, path, body) => {
    const env = setup(headless);
    await signIn(env);
    await run(env.client.auth);
    const sent = env.platform.state.requestsTo(path, "POST");
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual(body);
  });

  test("verifyMagicLink signs in with the tokens it gets back", async () => {
    const env = setup();
    env.platform.state.addUser({ email: "magic@example.com", password: "pw" });
    expect(await env.client.auth.verifyMagicLink("tok")).toMatchObject({ email: "magic@example.com" });
    expect(env.client.auth.isAuthenticated()).toBe(true);
  });

  test.each([
    ["verifyEmail", "VERIFICATION_FAILED", "The link has expired."],
    ["verifyMagicLink", "MAGIC_LINK_EXPIRED", "This link has expired."],
  ])("%s with an expired token fails with %s and the platform's message", async (call, code, message) => {
    const env = setup();
    expect(await rejection((env.client.auth as any)[call]("expired"))).toMatchObject({
      kind: "auth",
      code,
      message,
    });
  });

  test("me() and updateMe() read and change the signed-in user", async () => {
    const env = setup();
    await signIn(env, { email: "me@example.com" });
    expect(await env.client.auth.me()).toMatchObject({ email: "me@example.com", displayName: null });
    expect(await env.client.auth.updateMe({ displayName: "Ada" })).toMatchObject({ displayName: "Ada" });
    expect(env.client.auth.currentUser()).toMatchObject({ displayName: "Ada" });
    expect(env.platform.state.requestsTo("/api/auth/me", "PATCH")[0].body).toEqual({ displayName: "Ada" });
  });
});

describe("providers", () => {
  test("the platform's list is used when it gives one", async () => {
    const env = setup({}, { providers: ["email", "github"] });
    expect(await env.client.auth.providers()).toEqual(["email", "github"]);
    expect(env.platform.state.requestsTo("/api/auth/providers")[0].query).toBe("projectId=proj_local");
  });

  test.each([
    ["names none", () => {}],
    [
      "has no such route",
      (env: ReturnType<typeof setup>) =>
        env.platform.faults.fail({ path: "/api/auth/providers", status: 404 }),
    ],
  ])("email and google are the default when the platform %s", async (_what, arrange) => {
    const env = setup();
    arrange(env);
    expect(await env.client.auth.providers()).toEqual(["email", "google"]);
  });
});

describe("start-up", () => {
  test("without tokens and with auth not required, nobody is sent to the auth page", async () => {
    const visited: string[] = [];
    const env = setup({
      browser: { location: { href: "https://app.example/", assign: (url) => visited.push(url) } },
    });
    await env.client.auth.ready();
    expect(visited).toEqual([]);
    expect(env.client.auth.isAuthenticated()).toBe(false);
  });

  test("without tokens and with auth required, the page goes to the auth page with its own address to come back to", async () => {
    const visited: string[] = [];
    const env = setup({
      authRequired: true,
      auth: { authUrl: "https://auth.example/login" },
      browser: { location: { href: "https://app.example/kit", assign: (url) => visited.push(url) } },
    });
    await env.client.auth.ready();
    expect(visited).toEqual([
      "https://auth.example/login?project_id=proj_local&redirect_url=https%3A%2F%2Fapp.example%2Fkit",
    ]);
  });

  test("waits at most 5 s for the user, and still takes a late answer", async () => {
    const env = setup((platform) => {
      const user = platform.state.addUser({ email: "slow@example.com", password: "pw" });
      const tokens = platform.state.issueTokens(user.id);
      return {
        browser: {
          location: { href: `https://app.example/?access_token=${tokens.access_token}`, assign: () => {} },
        },
      };
    });
    const held = env.platform.faults.hold("/api/auth/me");
    let ready = false;
    void env.client.auth.ready().then(() => (ready = true));
    await eventually(() => held.hits() === 1, "the user fetch");
    await env.time.advance(4_999);
    expect(ready).toBe(false);
    await env.time.advance(1);
    expect(ready).toBe(true);
    expect(env.client.auth.currentUser()).toBeNull();
    held.release();
    await eventually(() => env.client.auth.currentUser() !== null, "the late user");
    expect(env.client.auth.currentUser()).toMatchObject({ email: "slow@example.com" });
  });

  test("stale tokens from the URL end in a signed-out client once refreshing them fails", async () => {
    const env = setup(() => ({
      browser: {
        location: { href: "https://app.example/?access_token=old&refresh_token=older", assign: () => {} },
      },
    }));
    await env.client.auth.ready();
    expect(env.client.auth.isAuthenticated()).toBe(false);
    expect(env.platform.state.refreshCalls).toBe(1);
  });

  test("listeners hear the state now and on every change; logout clears it", async () => {
    const env = setup();
    const seen: AuthState[] = [];
    env.client.auth.onAuthStateChanged((state) => seen.push(state));
    await env.client.auth.ready();
    await signIn(env);
    env.client.auth.logout();
    expect(seen[0]).toMatchObject({ isLoading: true, isAuthenticated: false });
    expect(seen.some((state) => state.isAuthenticated && state.user?.email === "ada@example.com")).toBe(true);
    expect(seen.at(-1)).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
  });
});

describe("popup sign-in", () => {
  function popupBrowser() {
    const listeners = new Set<(event: unknown) => void>();
    const popup: WindowLike & { closed: boolean; opened?: string } = {
      closed: false,
      postMessage() {},
      close() {
        this.closed = true;
      },
    };
    const browser: BrowserEnv = {
      window: {
        // Only message listeners matter here (analytics listens for pagehide on the same window).
        addEventListener: (type, listener) => type === "message" && listeners.add(listener),
        removeEventListener: (type, listener) => type === "message" && listeners.delete(listener),
      },
      open: (url) => {
        popup.opened = url;
        return popup;
      },
      location: { href: "https://app.example/", assign: () => {} },
    };
    return {
      browser,
      popup,
      deliver: (event: unknown) => [...listeners].forEach((listener) => listener(event)),
      listeners,
    };
  }

  test("opens the auth page for the provider and signs in with the tokens it posts back from its origin", async () => {
    const page = popupBrowser();
    const env = setup({ browser: page.browser, auth: { authUrl: "https://auth.example/login" } });
    const user = env.platform.state.addUser({ email: "pop@example.com", password: "pw" });
    const signingIn = env.client.auth.signInWithProvider("google");
    await env.time.advance(0);
    expect(page.popup.opened).toContain("https://auth.example/login?project_id=proj_local");
    expect(page.popup.opened).toContain("provider=google");
    const tokens = env.platform.state.issueTokens(user.id);
    page.deliver({
      origin: "https://evil.example",
      data: { type: TOKEN_HANDOVER_MESSAGE, tokens: { access_token: "forged" } },
    });
    page.deliver({ origin: "https://auth.example", data: { type: TOKEN_HANDOVER_MESSAGE, tokens } });
    expect(await signingIn).toMatchObject({ email: "pop@example.com" });
    expect(page.popup.closed).toBe(true);
    expect(page.listeners.size).toBe(0);
  });

  test("closing the popup is POPUP_CANCELED", async () => {
    const page = popupBrowser();
    const env = setup({ browser: page.browser });
    const outcome = rejection(env.client.auth.signInWithProvider("google"));
    await env.time.advance(0);
    page.popup.closed = true;
    await env.time.advance(500);
    expect(await outcome).toMatchObject({
      code: "POPUP_CANCELED",
      message: "Sign-in was canceled. Please try again.",
    });
  });

  test("no answer within 30 s is AUTH_TIMEOUT", async () => {
    const page = popupBrowser();
    const env = setup({ browser: page.browser });
    let error: any;
    void env.client.auth.signInWithProvider("google").catch((caught) => (error = caught));
    await env.time.advance(29_999);
    expect(error).toBeUndefined();
    await env.time.advance(1);
    expect(error).toMatchObject({
      code: "AUTH_TIMEOUT",
      message: "Authentication timed out. Please try again.",
    });
    expect(page.popup.closed).toBe(true);
  });
});
