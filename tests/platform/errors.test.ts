import { describe, expect, test } from "vitest";
import { isRateLimitError, rateLimitWaitSeconds } from "../../brandkit/mod.ts";
import { AUTH_MESSAGES, authError, DEFAULT_AUTH_MESSAGE } from "../../platform/errors.ts";
import { errorFromFailure, errorFromResponse, parseResetTime } from "../../platform/http-errors.ts";
import { ErrorCode, ErrorKind, PlatformError } from "../../platform/mod.ts";
import { rejection, setup } from "./support/setup.ts";

const NOW = Date.UTC(2026, 0, 1);
const json = (body: unknown) => JSON.stringify(body);
const response = (status: number, headers: Record<string, string | undefined> = {}) => ({
  status,
  headers: new Headers(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ),
});

describe("auth codes carry their documented messages", () => {
  test.each([
    ["INVALID_CREDENTIALS", "Invalid email or password. Please try again."],
    ["EMAIL_NOT_VERIFIED", "Please verify your email address before signing in."],
    ["POPUP_CANCELED", "Sign-in was canceled. Please try again."],
    ["NETWORK_ERROR", "Network error. Please check your connection and try again."],
    ["RATE_LIMITED", "Too many attempts. Please wait a moment and try again."],
    ["AUTH_TIMEOUT", "Authentication timed out. Please try again."],
    ["TOKEN_EXPIRED", "Session expired. Please sign in again."],
    ["EMAIL_ALREADY_EXISTS", "An account with this email already exists."],
  ])("%s reads %j whatever the platform said", (code, message) => {
    const error = authError(code, "something else from the server");
    expect(error).toMatchObject({ kind: "auth", code, message });
    expect(AUTH_MESSAGES[code as keyof typeof AUTH_MESSAGES]).toBe(message);
  });

  test.each(["REDIRECT_FAILED", "USER_NOT_FOUND", "WEAK_PASSWORD", "INVALID_EMAIL", "MAGIC_LINK_EXPIRED"])(
    "%s, which has no message of its own, keeps the platform's message or falls back to the default",
    (code) => {
      expect(authError(code, "Told by the server").message).toBe("Told by the server");
      expect(authError(code).message).toBe(DEFAULT_AUTH_MESSAGE);
    },
  );

  test("an unknown code becomes AUTH_ERROR with 'Authentication error. Please try again.'", () => {
    expect(authError("SOMETHING_NEW", "internal detail")).toMatchObject({
      code: "AUTH_ERROR",
      message: "Authentication error. Please try again.",
    });
  });
});

describe("errorFromResponse() turns platform failures into typed errors in one place", () => {
  test.each([
    {
      case: "400 is a validation error with the platform's message",
      status: 400,
      body: { error: { code: "BAD", message: "limit must be positive" } },
      kind: "validation",
      code: "VALIDATION_ERROR",
      message: "limit must be positive",
    },
    {
      case: "401 is an auth error",
      status: 401,
      body: { error: "Unauthorized" },
      kind: "auth",
      code: "AUTH_ERROR",
      message: DEFAULT_AUTH_MESSAGE,
    },
    {
      case: "401 with a known code keeps the code and its documented message",
      status: 401,
      body: { error: { code: "INVALID_CREDENTIALS", message: "nope" } },
      kind: "auth",
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password. Please try again.",
    },
    {
      case: "storage 409 is FILE_EXISTS",
      status: 409,
      body: { message: "File already exists" },
      service: ErrorKind.STORAGE,
      kind: "storage",
      code: "FILE_EXISTS",
      message: "File already exists",
    },
    {
      case: "storage 404 is NOT_FOUND",
      status: 404,
      body: {},
      service: ErrorKind.STORAGE,
      kind: "storage",
      code: "NOT_FOUND",
      message: "Not found.",
    },
    {
      case: "auth 409 is EMAIL_ALREADY_EXISTS",
      status: 409,
      body: {},
      service: ErrorKind.AUTH,
      kind: "auth",
      code: "EMAIL_ALREADY_EXISTS",
      message: "An account with this email already exists.",
    },
    {
      case: "5xx from the AI service is an AI error",
      status: 503,
      body: { error: { message: "model overloaded" } },
      kind: "ai",
      code: "SERVER_ERROR",
      message: "model overloaded",
    },
    {
      case: "5xx without a body still says what happened",
      status: 500,
      body: undefined,
      service: ErrorKind.DATA,
      kind: "data",
      code: "SERVER_ERROR",
      message: "The platform failed with HTTP 500.",
    },
  ])("$case", ({ status, body, service, kind, code, message }) => {
    const error = errorFromResponse(
      response(status),
      body === undefined ? "" : json(body),
      service ?? "ai",
      NOW,
    );
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind, code, message, status });
  });

  test.each([
    { where: "the body's resetTime (epoch ms)", body: { resetTime: NOW + 42_000 }, headers: {}, wait: 42 },
    {
      where: "the body's reset (ISO date)",
      body: { error: { reset: new Date(NOW + 5_000).toISOString() } },
      headers: {},
      wait: 5,
    },
    {
      where: "X-RateLimit-Reset (epoch s)",
      body: {},
      headers: { "X-RateLimit-Reset": String(NOW / 1000 + 30) },
      wait: 30,
    },
    { where: "Retry-After (seconds)", body: {}, headers: { "Retry-After": "12" }, wait: 12 },
  ])("429 is a rate-limit error carrying its reset time from $where", ({ body, headers, wait }) => {
    const error = errorFromResponse(response(429, headers), json(body), ErrorKind.AI, NOW);
    expect(error).toMatchObject({
      kind: "ai",
      code: "RATE_LIMIT_EXCEEDED",
      retryAfter: wait,
      resetTime: NOW + wait * 1000,
    });
    expect(error.message).toContain("Rate limit exceeded");
    expect(isRateLimitError(error)).toBe(true);
    expect(rateLimitWaitSeconds(error, NOW)).toBe(wait);
  });

  test("429 without a reset time is still a rate limit, and the core waits its default 10 s", () => {
    const error = errorFromResponse(response(429), "", ErrorKind.AI, NOW);
    expect(error).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded." });
    expect(error.resetTime).toBeUndefined();
    expect(rateLimitWaitSeconds(error, NOW)).toBe(10);
  });

  test("429 from the auth service is RATE_LIMITED with its documented message", () => {
    const error = errorFromResponse(response(429, { "Retry-After": "3" }), "", ErrorKind.AUTH, NOW);
    expect(error).toMatchObject({
      kind: "auth",
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a moment and try again.",
      retryAfter: 3,
    });
  });

  test("a body that is not JSON is used as the message", () => {
    expect(errorFromResponse(response(502), "Bad gateway", ErrorKind.DATA, NOW).message).toBe("Bad gateway");
  });

  test("a failed fetch is a network error with its documented message; a cancelled one is ABORTED", () => {
    expect(errorFromFailure(new TypeError("fetch failed"), ErrorKind.AI)).toMatchObject({
      kind: "network",
      code: "NETWORK_ERROR",
      message: "Network error. Please check your connection and try again.",
    });
    const controller = new AbortController();
    controller.abort();
    expect(errorFromFailure(new Error("x"), ErrorKind.AI, controller.signal)).toMatchObject({
      code: "ABORTED",
    });
  });

  test.each([
    [NOW + 1_000, NOW + 1_000],
    [NOW / 1000 + 1, NOW + 1_000],
    ["7", NOW + 7_000],
    [new Date(NOW + 9_000).toUTCString(), NOW + 9_000],
    ["soon", undefined],
    [undefined, undefined],
  ])("parseResetTime(%j) is %j", (value, expected) => {
    expect(parseResetTime(value as string | number | undefined, NOW)).toBe(expected);
  });
});

describe("the HTTP layer", () => {
  test("sends the bearer token when signed in and none when not", async () => {
    const { client, platform } = setup();
    await client.ai.text({ prompt: "hello" });
    expect(platform.state.requests.at(-1)!.headers.authorization).toBeUndefined();
    const user = platform.state.addUser({ email: "a@b.c", password: "x" });
    await client.auth.setSession(platform.state.issueTokens(user.id), { id: user.id });
    await client.ai.text({ prompt: "hello" });
    expect(platform.state.requests.at(-1)!.headers.authorization).toMatch(/^Bearer at_/);
  });

  test("an answer of the wrong shape is 'Invalid response format ...' of the service's kind", async () => {
    const { client, platform } = setup();
    platform.faults.fail({ path: "/speech", status: 200, body: { url: 42 } });
    const error = await rejection(client.ai.speech({ text: "hi" }));
    expect(error).toMatchObject({ kind: "ai", code: ErrorCode.INVALID_RESPONSE });
    expect(error.message).toMatch(/^Invalid response format from \/api\/ai\/proj_local\/speech: url: /);
  });

  test("a platform that cannot be reached is a network error", async () => {
    const { client } = setup({ fetch: () => Promise.reject(new TypeError("connection refused")) });
    expect(await rejection(client.ai.text({ prompt: "hi" }))).toMatchObject({
      kind: "network",
      code: "NETWORK_ERROR",
    });
  });
});
