/**
 * The web app as the open internet meets it: cheap refusals before costly work, admission control, bounded
 * answers, security headers on every answer, request logs, and failures told without their detail.
 */
import { describe, expect, it } from "vitest";
import { KitResultSchema } from "../../brandkit/web.ts";
import { MAX_IMAGE_PIXELS } from "../../brandkit/mod.ts";
import { createFakeProvider, SAMPLE_COPY } from "../support/fake-provider.ts";
import { createAdmission } from "../../routes/admission.ts";
import { securityHeaderValues } from "../../routes/security-headers.ts";
import { createTestApp, postJson, sharedAssets } from "../support/test-app.ts";

/** A WebP whose header claims `width` x `height` (VP8X), with no pixel data: as cheap as an attacker's. */
function webpDeclaring(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  new DataView(bytes.buffer).setUint32(4, 22, true);
  bytes.set(new TextEncoder().encode("WEBPVP8X"), 8);
  const put24 = (at: number, value: number) =>
    bytes.set([value & 0xff, (value >> 8) & 0xff, value >> 16], at);
  put24(24, width - 1);
  put24(27, height - 1);
  return bytes;
}

const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

describe("cheap refusals", () => {
  it("counts invalid bodies against the client's limit, which is taken before the body is read", async () => {
    const { app } = await createTestApp({ env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "2" } });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await app.request("/api/kits", postJson("{not json"))).status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it("refuses deeply nested JSON without parsing it", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits", postJson("[".repeat(100_000)));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "The request body is nested too deeply (at most 16 levels).",
    );
  });

  it("answers a body of many unknown fields with a short error, not a list of them all", async () => {
    const { app } = await createTestApp();
    const unknown = Object.fromEntries(
      Array.from({ length: 150 }, (_, index) => [`field_${index}_${"x".repeat(40)}`, 1]),
    );
    const response = await app.request("/api/kits", postJson(unknown));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(1_000);
    expect(JSON.parse(text).error.message).toMatch(/^Invalid generation request: Unrecognized keys: /);
  });

  it("refuses an inspiration image whose header declares more pixels than the budget, before decoding", async () => {
    const { app, provider } = await createTestApp();
    const image = dataUrl(webpDeclaring(6000, 6000), "image/webp");
    const response = await app.request("/api/kits", postJson({ inspirationImage: image }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      `Invalid generation request: inspirationImage: inspirationImage is 6000x6000 pixels; it must be at most ${
        Math.round(MAX_IMAGE_PIXELS / 1_000_000)
      } megapixels`,
    );
    expect(provider.calls).toEqual([]);
  });
});

describe("admission control", () => {
  it("answers 503 SERVER_BUSY with Retry-After when every place and the queue are taken", async () => {
    const release = Promise.withResolvers<void>();
    const provider = createFakeProvider().queueObject(async () => {
      await release.promise;
      return SAMPLE_COPY;
    });
    const admission = createAdmission({ maxActive: 1, maxQueued: 0 });
    const { app } = await createTestApp({ provider, admission });
    const first = app.request("/api/kits", postJson({}));
    await expect.poll(() => admission.stats().active).toBe(1);
    const refused = await app.request("/api/kits", postJson({}));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = await refused.json();
    expect(body.error.code).toBe("SERVER_BUSY");
    expect(body.error.message).toBe(
      `The server is busy making other kits. Please try again in ${body.error.retryAfter} seconds.`,
    );
    release.resolve();
    expect((await first).status).toBe(200);
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it("lets a queued kit through once a place frees up", async () => {
    const admission = createAdmission({ maxActive: 1, maxQueued: 1 });
    const { app } = await createTestApp({ admission });
    const responses = await Promise.all([
      app.request("/api/kits", postJson({})),
      app.request("/api/kits", postJson({})),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
  });
});

describe("every answer", () => {
  it.each(["/", "/api/health", "/api/nothing-here"])("of %s carries the security headers", async (path) => {
    const { app } = await createTestApp();
    const response = await app.request(path);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "x-frame-options": "DENY",
    });
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  it.each<Record<string, string>>([{}, { BRANDKIT_HSTS_MAX_AGE_S: "600" }])(
    "of the page and the bundle carry exactly what Hono's secure-headers sets on the API (env %j)",
    async (env) => {
      const { app } = await createTestApp({ env });
      const fromMiddleware = (await app.request("/api/health")).headers;
      const baked = securityHeaderValues({ hstsMaxAgeS: env.BRANDKIT_HSTS_MAX_AGE_S ? 600 : undefined });
      const { bundle } = await sharedAssets();
      const scriptPath = `/static/${[...bundle.files.keys()][0]}`;
      for (const path of ["/", scriptPath]) {
        const headers = (await app.request(path)).headers;
        for (const name of Object.keys(baked)) {
          expect([path, name, headers.get(name)]).toEqual([path, name, fromMiddleware.get(name)]);
        }
      }
      const names = [...fromMiddleware.keys()].filter((name) =>
        !["content-type", "content-length", "cache-control", "x-request-id"].includes(name)
      );
      expect(names.sort()).toEqual(Object.keys(baked).map((name) => name.toLowerCase()).sort());
    },
  );

  it("logs the page and the bundle too, though they skip the middleware chain", async () => {
    const { app, logs } = await createTestApp();
    await app.request("/");
    expect(logs).toEqual([
      expect.objectContaining({ event: "request", method: "GET", route: "/", status: 200 }),
    ]);
  });

  it("answers the page and the bundle before the router as through it: with a query, to HEAD, escaped", async () => {
    const { app, logs } = await createTestApp();
    const name = [...(await sharedAssets()).bundle.files.keys()][0];
    const plain = await app.request(`/static/${name}`);
    // Percent-escaped, the path is the router's to decode: the same file, by the route.
    const escaped = await app.request(`/static/${name.replace(".", "%2E")}`);
    expect([plain.status, escaped.status]).toEqual([200, 200]);
    expect(await escaped.text()).toBe(await plain.text());
    const page = await app.request("/");
    const withQuery = await app.request("/?ref=mail");
    const head = await app.request("/", { method: "HEAD" });
    expect([page.status, withQuery.status, head.status]).toEqual([200, 200, 200]);
    expect(withQuery.headers.get("etag")).toBe(page.headers.get("etag"));
    expect(await head.text()).toBe("");
    expect(logs.map(({ method, route, path, status }) => [method, route, path, status])).toEqual([
      ["GET", "/static/:file", `/static/${name}`, 200],
      ["GET", "/static/:file", `/static/${name}`, 200],
      ["GET", "/", "/", 200],
      ["GET", "/", "/", 200],
      ["HEAD", "/", "/", 200],
    ]);
  });

  it("keeps the page's own strict CSP", async () => {
    const { app } = await createTestApp();
    const csp = (await app.request("/")).headers.get("content-security-policy");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends HSTS only when the operator says the site is served over HTTPS", async () => {
    const { app } = await createTestApp({ env: { BRANDKIT_HSTS_MAX_AGE_S: "31536000" } });
    expect((await app.request("/")).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("gets a request id and one JSON log line, with the client as a hash and not an address", async () => {
    const { app, logs } = await createTestApp({ clientKey: () => "203.0.113.7" });
    const response = await app.request("/api/health");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(logs).toEqual([
      expect.objectContaining({
        level: "info",
        event: "request",
        id,
        method: "GET",
        route: "/api/health",
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(logs)).not.toContain("203.0.113.7");
  });
});

describe("failures", () => {
  it("tell a visitor a failed graphic by a fixed sentence and an error id; the log keeps the detail", async () => {
    const secret = "sk-live-1234567890abcdefghij";
    const provider = createFakeProvider().queueImage(
      new Error(`upstream said: bad key ${secret} at api.internal`),
    );
    const { app, errors } = await createTestApp({ provider });
    const response = await app.request("/api/kits", postJson({}));
    const kit = KitResultSchema.parse(await response.json());
    const [failure] = errors;
    expect(kit.imageError).toEqual({
      code: "AI_ERROR",
      message:
        `The AI service ran into a problem. Please try again in a moment. (Error id: ${failure.errorId})`,
    });
    expect(JSON.stringify(kit)).not.toContain("api.internal");
    expect(failure.detail).toContain("upstream said: bad key");
    expect(failure.detail).not.toContain(secret);
  });
});
