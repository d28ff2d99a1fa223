import { describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import { createApiClient } from "../../client/api/client.ts";
import { KIT_ID, SAMPLE_KIT, SHARED_KIT } from "../support/sample-kit.ts";

const loadExtras = () => import("../../client/extras.ts");

/** A fetch that answers with `body` in the given chunks and records what was asked. */
function fetchAnswering(chunks: string[], init: ResponseInit = {}) {
  const requests: Array<{ url: string; init?: RequestInit }> = [];
  const fetch = (url: RequestInfo | URL, requestInit?: RequestInit) => {
    requests.push({ url: String(url), init: requestInit });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return Promise.resolve(new Response(body, init));
  };
  return { fetch, requests };
}

describe("createKit()", () => {
  it("asks for the NDJSON stream and reports progress as lines arrive, however they are split", async () => {
    const text = [
      JSON.stringify({ type: "progress", step: "copy" }),
      JSON.stringify({ type: "progress", step: "poster" }),
      JSON.stringify({ type: "kit", kit: SAMPLE_KIT }),
    ].join("\n") + "\n";
    const { fetch, requests } = fetchAnswering([text.slice(0, 7), text.slice(7, 40), text.slice(40)]);
    const steps: string[] = [];
    const kit = await createApiClient({ fetch, loadExtras }).createKit({ vibes: ["neon"] }, {
      onProgress: (step) => steps.push(step),
    });
    expect(kit).toEqual(SAMPLE_KIT);
    expect(steps).toEqual(["copy", "poster"]);
    expect(requests[0].url).toBe("/api/kits");
    expect(new Headers(requests[0].init?.headers).get("accept")).toBe("application/x-ndjson");
    expect(requests[0].init?.body).toBe('{"vibes":["neon"]}');
  });

  it("turns an error line into an ApiError with the server's code and wait", async () => {
    const line = JSON.stringify({
      type: "error",
      error: { code: "RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded. Please wait 9s.", retryAfter: 9 },
    });
    const { fetch } = fetchAnswering([line]);
    const error = await createApiClient({ fetch, loadExtras }).createKit({}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", retryAfter: 9, isRateLimit: true });
  });

  it.each([
    ["a line that is not JSON", ["{oops\n"]],
    ["a kit that breaks the schema", [
      JSON.stringify({ type: "kit", kit: { ...SAMPLE_KIT, eventNames: [] } }),
    ]],
    ["a stream that stops early", [JSON.stringify({ type: "progress", step: "copy" })]],
  ])("refuses %s", async (_what, chunks) => {
    const { fetch } = fetchAnswering(chunks);
    const error = await createApiClient({ fetch, loadExtras }).createKit({}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("INTERNAL");
  });

  it("reads an error response's body and its Retry-After", async () => {
    const body = JSON.stringify({ error: { code: "RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded." } });
    const { fetch } = fetchAnswering([body], { status: 429, headers: { "Retry-After": "12" } });
    const error = await createApiClient({ fetch, loadExtras }).createKit({}).catch((e) => e);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMIT_EXCEEDED", retryAfter: 12 });
  });

  it("says the server could not be reached when the network fails", async () => {
    const fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    const error = await createApiClient({ fetch, loadExtras }).createKit({}).catch((e) => e);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("regenerateImages()", () => {
  it("posts the stored input with the name and checks the reply", async () => {
    const reply = { selectedName: "Glow Fest", images: { poster: "/p", square: "/s", banner: "/b" } };
    const { fetch, requests } = fetchAnswering([JSON.stringify(reply)]);
    const images = await createApiClient({ fetch, loadExtras }).regenerateImages({
      request: {},
      name: "Glow Fest",
    });
    expect(images).toEqual(reply);
    expect(requests[0].url).toBe("/api/kits/images");
  });

  it("sends the kit's id and its owner token as Bearer, so the server keeps the new graphics", async () => {
    const reply = { selectedName: "Glow Fest", images: { poster: "/p", square: "/s", banner: "/b" } };
    const { fetch, requests } = fetchAnswering([JSON.stringify(reply)]);
    await createApiClient({ fetch, loadExtras }).regenerateImages(
      { request: {}, name: "Glow Fest", kitId: KIT_ID },
      { ownerToken: "secret" },
    );
    expect(JSON.parse(String(requests[0].init?.body))).toEqual({
      request: {},
      name: "Glow Fest",
      kitId: KIT_ID,
    });
    expect(new Headers(requests[0].init?.headers).get("authorization")).toBe("Bearer secret");
  });

  it("sends no token without a kit id", async () => {
    const reply = { selectedName: "x", images: { poster: "", square: "", banner: "" } };
    const { fetch, requests } = fetchAnswering([JSON.stringify(reply)]);
    await createApiClient({ fetch, loadExtras }).regenerateImages({ request: {}, name: "x" }, {
      ownerToken: "secret",
    });
    expect(new Headers(requests[0].init?.headers).has("authorization")).toBe(false);
  });

  it("refuses a reply that is not regenerated images", async () => {
    const { fetch } = fetchAnswering([JSON.stringify({ selectedName: "x" })]);
    const error = await createApiClient({ fetch, loadExtras }).regenerateImages({ request: {}, name: "x" })
      .catch((e) => e);
    expect(error).toMatchObject({ code: "INTERNAL" });
  });
});

describe("getKit()", () => {
  it("gets the shared kit and checks it", async () => {
    const { fetch, requests } = fetchAnswering([JSON.stringify(SHARED_KIT)]);
    const shared = await createApiClient({ fetch, loadExtras }).getKit(KIT_ID);
    expect(shared).toEqual(SHARED_KIT);
    expect(requests[0].url).toBe(`/api/kits/${KIT_ID}`);
    expect(requests[0].init?.method).toBe("GET");
  });

  it("refuses a reply that carries an owner token", async () => {
    const { fetch } = fetchAnswering([JSON.stringify({ ...SHARED_KIT, ownerToken: "leaked" })]);
    const error = await createApiClient({ fetch, loadExtras }).getKit(KIT_ID).catch((e) => e);
    expect(error).toMatchObject({ code: "INTERNAL" });
  });

  it("says KIT_NOT_FOUND with status 404 for a kit that is gone", async () => {
    const body = JSON.stringify({ error: { code: "KIT_NOT_FOUND", message: "No kit has this id." } });
    const { fetch } = fetchAnswering([body], { status: 404 });
    const error = await createApiClient({ fetch, loadExtras }).getKit(KIT_ID).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "KIT_NOT_FOUND" });
  });
});

describe("deleteKit()", () => {
  it("sends DELETE with the owner token as Bearer", async () => {
    const requests: Array<{ url: string; init?: RequestInit }> = [];
    const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), init });
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    await createApiClient({ fetch, loadExtras }).deleteKit(KIT_ID, "secret");
    expect(requests[0]).toMatchObject({ url: `/api/kits/${KIT_ID}`, init: { method: "DELETE" } });
    expect(new Headers(requests[0].init?.headers).get("authorization")).toBe("Bearer secret");
  });

  it("says STORE_UNAVAILABLE with status 503 and the wait when the database is down", async () => {
    const body = JSON.stringify({
      error: { code: "STORE_UNAVAILABLE", message: "The kit database is down." },
    });
    const { fetch } = fetchAnswering([body], { status: 503, headers: { "Retry-After": "30" } });
    const error = await createApiClient({ fetch, loadExtras }).deleteKit(KIT_ID, "secret").catch((e) => e);
    expect(error).toMatchObject({ status: 503, code: "STORE_UNAVAILABLE", retryAfter: 30 });
  });
});
