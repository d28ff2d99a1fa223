import { describe, expect, it } from "vitest";
import { createPlatformProvider } from "../../../brandkit/providers/platform.ts";
import {
  ErrorCode as PlatformErrorCode,
  ErrorKind,
  type PlatformClient,
  PlatformError,
} from "../../../platform/mod.ts";
import {
  BrandKitError,
  ErrorCode,
  failureOf,
  generateKit,
  GenerationRequestSchema,
  INTERNAL_ERROR_MESSAGE,
  PUBLIC_AI_ERROR_MESSAGE,
  publicErrorBody,
} from "../_fixtures.ts";

const ERROR_ID = "e-7Hk2";

describe("publicErrorBody()", () => {
  it.each([
    [
      "a provider failure, whose upstream detail stays in the log",
      new BrandKitError(ErrorCode.AI_ERROR, "The AI service failed to make the copy (HTTP 400): [redacted]"),
      { code: "AI_ERROR", message: `${PUBLIC_AI_ERROR_MESSAGE} (Error id: ${ERROR_ID})`, errorId: ERROR_ID },
    ],
    [
      "copy that did not fit, whose issues are the model's words",
      new BrandKitError(ErrorCode.AI_ERROR, "The AI returned copy that does not fit a brand kit", {
        issues: [{ path: "headline", message: "Too long" }],
      }),
      { code: "AI_ERROR", message: `${PUBLIC_AI_ERROR_MESSAGE} (Error id: ${ERROR_ID})`, errorId: ERROR_ID },
    ],
    [
      "a configuration error, which names the server's settings",
      new BrandKitError(ErrorCode.CONFIG_ERROR, "Bad configuration: OPENAI_API_KEY is required"),
      {
        code: "CONFIG_ERROR",
        message: `${INTERNAL_ERROR_MESSAGE} (Error id: ${ERROR_ID})`,
        errorId: ERROR_ID,
      },
    ],
    [
      "an unexpected failure",
      new TypeError("Cannot read properties of undefined (reading 'render')"),
      { code: "INTERNAL", message: `${INTERNAL_ERROR_MESSAGE} (Error id: ${ERROR_ID})`, errorId: ERROR_ID },
    ],
  ])("replaces the message of %s with a fixed one quoting the error id", (_case, error, body) => {
    expect(publicErrorBody(error, ERROR_ID)).toEqual(body);
  });

  it.each([
    [
      "a rate limit, with its wait",
      new BrandKitError(
        ErrorCode.RATE_LIMIT_EXCEEDED,
        "Rate limit exceeded. Please wait 30s before trying again.",
        {
          retryAfter: 30,
        },
      ),
    ],
    ["a timeout", new BrandKitError(ErrorCode.AI_TIMEOUT, "The AI service did not answer within 60s.")],
    [
      "a validation error, with its issues",
      new BrandKitError(ErrorCode.VALIDATION_ERROR, "Invalid request", {
        issues: [{ path: "colors.0", message: "is not a hex colour" }],
      }),
    ],
  ])("keeps %s as toErrorBody gives it, without an error id", (_case, error) => {
    const { code, message, retryAfter, issues } = error;
    expect(publicErrorBody(error, ERROR_ID)).toEqual({
      code,
      message,
      ...(retryAfter === undefined ? {} : { retryAfter }),
      ...(issues === undefined ? {} : { issues }),
    });
  });
});

describe("the platform provider's errors", () => {
  const request = GenerationRequestSchema.parse({ customEventName: "Glow Fest" });

  /** A platform client whose AI calls fail with `error`. */
  function failingClient(error: unknown): PlatformClient {
    const fail = () => Promise.reject(error);
    return { ai: { object: fail, image: fail } } as unknown as PlatformClient;
  }

  it("redacts the platform's message and leaves out its URL", async () => {
    const upstream = new PlatformError(
      ErrorKind.AI,
      PlatformErrorCode.SERVER_ERROR,
      "POST https://platform.corp.example/api/ai/object?token=abc123 failed: Bearer eyJ0eXAi.x.y rejected",
      { status: 500 },
    );
    const provider = createPlatformProvider({ client: failingClient(upstream) });
    const error = await failureOf(generateKit(request, { provider }));
    expect(error).toEqual(
      new BrandKitError(
        ErrorCode.AI_ERROR,
        "The AI service failed to make the copy: POST [url] failed: Bearer [redacted] rejected",
      ),
    );
    expect(error.cause).toBeUndefined();
  });

  it("passes a rate limit through, so the generator reports its wait", async () => {
    const upstream = new PlatformError(
      ErrorKind.AI,
      PlatformErrorCode.RATE_LIMIT_EXCEEDED,
      "Rate limit exceeded",
      {
        status: 429,
        retryAfter: 25,
      },
    );
    const provider = createPlatformProvider({ client: failingClient(upstream) });
    const error = await failureOf(generateKit(request, { provider, now: () => 0 }));
    expect(error).toMatchObject({ code: ErrorCode.RATE_LIMIT_EXCEEDED, retryAfter: 25 });
  });
});
