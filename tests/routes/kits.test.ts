import { describe, expect, it } from "vitest";
import {
  BrandKitError,
  ErrorCode,
  KitResultSchema,
  RegeneratedImagesSchema,
  REQUEST_LIMITS,
} from "../../brandkit/web.ts";
import { createFakeProvider, SAMPLE_COPY } from "../support/fake-provider.ts";
import { MAX_KIT_REQUEST_BYTES } from "../../routes/kit-opening.ts";
import { createTestApp, ndjsonLines, postJson } from "../support/test-app.ts";

const NDJSON = { Accept: "application/x-ndjson" };

function rateLimitError(): Error {
  return Object.assign(new Error("Rate limit exceeded"), { retryAfter: 7 });
}

describe("POST /api/kits", () => {
  it("answers a kit whose graphics are served from the media store", async () => {
    const { app, fitCalls } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({ vibes: ["neon"], eventLocation: "Austin, TX" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const kit = KitResultSchema.parse(await response.json());
    expect(kit.eventNames).toEqual(SAMPLE_COPY.eventNames);
    expect(kit.imageError).toBeUndefined();
    expect(fitCalls).toEqual([
      { width: 1080, height: 1350 },
      { width: 1080, height: 1080 },
      { width: 1200, height: 675 },
    ]);
    for (const url of Object.values(kit.images)) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      const image = await app.request(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }
  });

  it("streams the progress of every step, then the kit, when asked for NDJSON", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits", postJson({}, NDJSON));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = await ndjsonLines(response);
    expect(lines.slice(0, 4)).toEqual(
      ["copy", "poster", "square", "banner"].map((step) => ({ type: "progress", step })),
    );
    expect(lines).toHaveLength(5);
    const last = lines[4] as { type: string; kit: unknown };
    expect(last.type).toBe("kit");
    expect(KitResultSchema.parse(last.kit).selectedName).toBe("Neon Nights");
  });

  it("keeps the copy and reports a rate limit on the graphics as the kit's imageError", async () => {
    const provider = createFakeProvider().queueImage(rateLimitError());
    const { app } = await createTestApp({ provider });
    const lines = await ndjsonLines(await app.request("/api/kits", postJson({}, NDJSON)));
    const kit = KitResultSchema.parse((lines.at(-1) as { kit: unknown }).kit);
    expect(kit.headline).toBe(SAMPLE_COPY.headline);
    expect(kit.images).toEqual({ poster: "", square: "", banner: "" });
    expect(kit.imageError).toEqual({
      code: "RATE_LIMIT_EXCEEDED",
      message: "Rate limit exceeded. Please wait 7s before trying again.",
      retryAfter: 7,
    });
  });

  it("ends the stream with an error line when the copy cannot be written", async () => {
    const provider = createFakeProvider().queueObject(new Error("model overloaded"));
    const { app, errors } = await createTestApp({ provider });
    const response = await app.request("/api/kits", postJson({}, NDJSON));
    expect(response.status).toBe(200);
    const lines = await ndjsonLines(response);
    const [failure] = errors;
    expect(lines).toEqual([
      { type: "progress", step: "copy" },
      {
        type: "error",
        error: {
          code: "AI_ERROR",
          message:
            `The AI service ran into a problem. Please try again in a moment. (Error id: ${failure.errorId})`,
          errorId: failure.errorId,
        },
      },
    ]);
    expect(failure.detail).toContain("The AI service failed to make the copy: model overloaded");
  });

  it.each([
    ["an AI failure", new Error("model overloaded"), 502, "AI_ERROR"],
    [
      "an AI timeout",
      new BrandKitError(ErrorCode.AI_TIMEOUT, "The AI service did not answer in time."),
      504,
      "AI_TIMEOUT",
    ],
    ["a rate limit", rateLimitError(), 429, "RATE_LIMIT_EXCEEDED"],
  ])("answers %s on the copy with status %i and code %s", async (_what, failure, status, code) => {
    const provider = createFakeProvider().queueObject(failure);
    const { app } = await createTestApp({ provider });
    const response = await app.request("/api/kits", postJson({}));
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error.code).toBe(code);
  });

  it.each([
    [
      "a colour that is not hex",
      postJson({ colors: ["nope"] }),
      "Invalid generation request: colors[0]: 'nope' is not a hex colour like #E6067A",
    ],
    [
      "an unknown field",
      postJson({ theme: "dark" }),
      'Invalid generation request: Unrecognized key: "theme"',
    ],
    ["a body that is not JSON", postJson("{vibes:"), "The request body is not valid JSON."],
    [
      "a form post",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "vibes=neon",
      },
      "Send the request body as JSON, with Content-Type: application/json.",
    ],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_what, init, message) => {
    const { app, provider } = await createTestApp();
    const response = await app.request("/api/kits", init);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toBe(message);
    expect(provider.calls).toHaveLength(0);
  });

  it("lists every problem of an invalid request in issues", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits", postJson({ colors: ["#12"], eventDate: "2026-02-30" }));
    const body = await response.json();
    expect(body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "colors[0]",
      "eventDate",
    ]);
  });

  const malformedImage = { inspirationImage: "data:image/png;base64,AAAAA" };
  it.each([
    ["/api/kits", malformedImage, "generation request", "inspirationImage"],
    [
      "/api/kits/images",
      { request: malformedImage, name: "Glow Fest" },
      "regeneration request",
      "request.inspirationImage",
    ],
  ])("refuses a malformed base64 inspiration image on %s with 400, naming the field", async (
    path,
    body,
    what,
    field,
  ) => {
    const { app, provider } = await createTestApp();
    const response = await app.request(path, postJson(body));
    expect(response.status).toBe(400);
    const message =
      'inspirationImage is not valid base64: the data after "base64," is cut short or wrongly padded';
    expect((await response.json()).error).toEqual({
      code: "VALIDATION_ERROR",
      message: `Invalid ${what}: ${field}: ${message}`,
      issues: [{ path: field, message }],
    });
    expect(provider.calls).toHaveLength(0);
  });

  it("leaves room in a body for the largest inspiration image", () => {
    const base64Length = Math.ceil(REQUEST_LIMITS.maxInspirationImageBytes / 3) * 4;
    expect(MAX_KIT_REQUEST_BYTES).toBeGreaterThan(base64Length + 64 * 1024);
  });

  it("refuses a body larger than the limit with 413, by its declared length", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits", {
      ...postJson({}),
      headers: { "Content-Type": "application/json", "Content-Length": String(MAX_KIT_REQUEST_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The request body must be at most 8 MB.",
    });
  });

  it("refuses a streamed body with 413 as soon as it passes the limit", async () => {
    const { app } = await createTestApp();
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 20) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await app.request("/api/kits", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  it("limits each client to BRANDKIT_RATE_LIMIT_PER_MINUTE kits, with Retry-After until the window moves on", async () => {
    const { app, clock } = await createTestApp({ env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "2" } });
    const from = (hostname: string) => ({ remoteAddr: { hostname } });
    expect((await app.request("/api/kits", postJson({}), from("10.0.0.1"))).status).toBe(200);
    clock.now += 20_000;
    expect((await app.request("/api/kits", postJson({}), from("10.0.0.1"))).status).toBe(200);
    const refused = await app.request("/api/kits", postJson({}), from("10.0.0.1"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("40");
    expect((await refused.json()).error).toEqual({
      code: "RATE_LIMIT_EXCEEDED",
      message: "Rate limit exceeded. Please wait 40s before trying again.",
      retryAfter: 40,
    });
    expect((await app.request("/api/kits", postJson({}), from("10.0.0.2"))).status).toBe(200);
    clock.now += 40_000;
    expect((await app.request("/api/kits", postJson({}), from("10.0.0.1"))).status).toBe(200);
  });
});

describe("POST /api/kits/images", () => {
  it("answers new graphics for the chosen name, made with that name", async () => {
    const { app, provider } = await createTestApp();
    const response = await app.request(
      "/api/kits/images",
      postJson({ request: { vibes: ["neon"] }, name: "Glow Fest" }),
    );
    expect(response.status).toBe(200);
    const body = RegeneratedImagesSchema.parse(await response.json());
    expect(body.selectedName).toBe("Glow Fest");
    expect(body.images.poster).toMatch(/^\/media\//);
    expect(provider.calls.map((call) => call.method)).toEqual(["image", "image", "image"]);
    expect(
      provider.calls.every((call) => call.method === "image" && call.request.brief.eventName === "Glow Fest"),
    )
      .toBe(true);
  });

  it("draws the new graphics with the kit's design, so another name keeps the owner's edits", async () => {
    const { app, provider } = await createTestApp();
    const design = {
      family: "editorial",
      variation: 2,
      colors: ["#112233", "#FFEEDD"],
      topLine: "Run with us",
      details: "Free · Pancakes after",
      showQr: false,
    };
    const response = await app.request(
      "/api/kits/images",
      postJson({ request: { vibes: ["neon"] }, name: "Glow Fest", design }),
    );
    expect(response.status).toBe(200);
    const briefs = provider.calls.map((call) => call.method === "image" ? call.request.brief.design : null);
    expect(briefs).toEqual(
      [0, 1, 2].map(() => expect.objectContaining({ family: "editorial", variation: 2 })),
    );
    expect(briefs[0]).toMatchObject({
      topLine: "Run with us",
      details: "Free · Pancakes after",
      showQr: false,
    });
  });

  it("answers 429 with Retry-After when the AI service rate-limits the graphics", async () => {
    const provider = createFakeProvider().queueImage(rateLimitError());
    const { app } = await createTestApp({ provider });
    const response = await app.request("/api/kits/images", postJson({ request: {}, name: "Glow Fest" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect((await response.json()).error.retryAfter).toBe(7);
  });

  it("refuses a request without a name with 400", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits/images", postJson({ request: {}, name: "  " }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "Invalid regeneration request: name: name must not be empty",
    );
  });

  it("answers 500 INTERNAL without details, and logs the failure, when storing a graphic fails", async () => {
    const { app, fs, errors } = await createTestApp();
    fs.failWrites = new Error("disk full at /secret/path");
    const response = await app.request("/api/kits/images", postJson({ request: {}, name: "Glow Fest" }));
    expect(response.status).toBe(500);
    const text = await response.text();
    const [failure] = errors;
    expect(JSON.parse(text)).toEqual({
      error: {
        code: "INTERNAL",
        message: `Something went wrong on our side. Please try again. (Error id: ${failure.errorId})`,
        errorId: failure.errorId,
      },
    });
    expect(text).not.toContain("secret");
    expect(errors).toHaveLength(1);
    expect(failure.detail).toBe("Error: disk full at /secret/path");
  });
});
