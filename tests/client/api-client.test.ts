import { describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import { createApiClient } from "../../client/api/client.ts";
import { SAMPLE_KIT } from "./_kit.ts";

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

  it("refuses a reply that is not regenerated images", async () => {
    const { fetch } = fetchAnswering([JSON.stringify({ selectedName: "x" })]);
    const error = await createApiClient({ fetch, loadExtras }).regenerateImages({ request: {}, name: "x" })
      .catch((e) => e);
    expect(error).toMatchObject({ code: "INTERNAL" });
  });
});
