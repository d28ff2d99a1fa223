import { describe, expect, it } from "vitest";
import { createFakeProvider } from "../../support/fake-provider.ts";
import { withTypographyOverlay } from "../../../brandkit/providers/overlay.ts";
import { createImageBytes } from "../../../brandkit/images/exact-image.ts";
import type { AiProvider } from "../../../brandkit/generation/provider.ts";
import type { OverlayRequest } from "../../../brandkit/render/mod.ts";
import { createRenderer } from "../../../brandkit/render/mod.ts";
import { pixelAt, pngPixels, pngSize, renderAssets } from "../../support/render-assets.ts";
import { solidArt } from "../render/_art.ts";
import { designedBrief } from "../render/_brief.ts";
import {
  BrandKitError,
  ErrorCode,
  failureOf,
  GenerationRequestSchema,
  IMAGE_SIZES,
  type ImageRequest,
  KitTextSchema,
  SAMPLE_COPY_FOR_TESTS,
  toDataUrl,
} from "../_fixtures.ts";

type OverlayTestOptions = {
  renderer: Parameters<typeof withTypographyOverlay>[1]["renderer"];
  fetch?: typeof fetch;
  maxImageBytes?: number;
  downloadTimeoutMs?: number;
};

/** The overlay over the pipeline's one download (createImageBytes), with these download settings. */
function overlayOf(inner: AiProvider, options: OverlayTestOptions): AiProvider {
  return withTypographyOverlay(inner, {
    renderer: options.renderer,
    imageBytes: createImageBytes({
      fetch: options.fetch ?? globalThis.fetch,
      maxBytes: options.maxImageBytes,
      timeoutMs: options.downloadTimeoutMs,
    }),
  });
}

const DESIGNED = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const HTML = new TextEncoder().encode("<html>nope</html>");

/** A renderer that records what it is asked to overlay and answers with DESIGNED. */
function recordingRenderer() {
  const requests: OverlayRequest[] = [];
  return {
    requests,
    overlay(request: OverlayRequest) {
      requests.push(request);
      return Promise.resolve(DESIGNED);
    },
  };
}

/** A fetch that answers every URL from `routes` (404 elsewhere) and records what it was asked. */
function fakeFetch(routes: Record<string, () => Response>) {
  const calls: Array<{ url: string; signal: AbortSignal | null | undefined }> = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, signal: init?.signal });
    return Promise.resolve(routes[url]?.() ?? new Response("not here", { status: 404 }));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function imageRequest(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return {
    kind: "poster",
    prompt: "The spec's prompt: draw 'Glow Fest' in bold typography",
    artPrompt: "Background artwork only: no text",
    size: IMAGE_SIZES.poster,
    brief: designedBrief({
      eventName: "Glow Fest",
      vibes: ["neon"],
      colors: ["#E6067A"],
      displayDate: "May 1, 2026",
      seed: 9,
    }),
    ...overrides,
  };
}

const ART_URL = "https://cdn.example/art.png";

describe("withTypographyOverlay()", () => {
  it("asks the provider for the art prompt, has the designer set the type on it, and hands the art back too", async () => {
    const art = solidArt("#3D348B");
    const inner = createFakeProvider({ name: "openai" }).queueImage({ bytes: art, mimeType: "image/png" });
    const renderer = recordingRenderer();
    const provider = overlayOf(inner, { renderer });
    const signal = new AbortController().signal;

    expect(await provider.image(imageRequest({ signal }))).toEqual({
      bytes: DESIGNED,
      mimeType: "image/png",
      // The kit's other formats are made from the same art (issue 20).
      art: { bytes: art, mimeType: "image/png" },
    });
    expect(provider.name).toBe("openai");
    expect(inner.calls).toEqual([
      { method: "image", request: imageRequest({ signal, prompt: "Background artwork only: no text" }) },
    ]);
    expect(renderer.requests).toEqual([
      {
        kind: "poster",
        size: IMAGE_SIZES.poster,
        brief: imageRequest().brief,
        art: { bytes: art, mimeType: "image/png" },
      },
    ]);
  });

  it("passes object() through to the provider as it is", async () => {
    const inner = createFakeProvider().queueObject({
      ...SAMPLE_COPY_FOR_TESTS,
      headline: "Straight Through",
    });
    const provider = overlayOf(inner, { renderer: recordingRenderer() });
    const request = {
      prompt: "copy please",
      schema: KitTextSchema,
      jsonSchema: {},
      schemaName: "brand_kit_copy",
      request: GenerationRequestSchema.parse({}),
      seed: 3,
    };
    expect(await provider.object(request)).toMatchObject({ headline: "Straight Through" });
    expect(inner.calls).toEqual([{ method: "object", request }]);
  });

  it("downloads art given as a URL with its fetch, and decodes art given as a data URL without one", async () => {
    const art = solidArt("#F4A261");
    const { fetch, calls } = fakeFetch({
      [ART_URL]: () => new Response(new Uint8Array(art), { headers: { "content-type": "image/png" } }),
    });
    const renderer = recordingRenderer();
    const inner = createFakeProvider().queueImage({ url: ART_URL }, { url: toDataUrl(art, "image/png") });
    const provider = overlayOf(inner, { renderer, fetch });
    const signal = new AbortController().signal;
    await provider.image(imageRequest({ signal }));
    await provider.image(imageRequest());
    expect(calls.map((call) => call.url)).toEqual([ART_URL]);
    expect(calls[0].signal).toBeInstanceOf(AbortSignal);
    expect(renderer.requests.map((request) => request.art)).toEqual([
      { bytes: art, mimeType: "image/png" },
      { bytes: art, mimeType: "image/png" },
    ]);
  });

  it("returns the real designer's PNG at the exact size, with the art showing", async () => {
    const renderer = createRenderer(await renderAssets());
    const inner = createFakeProvider().queueImage({ bytes: solidArt("#2A9D8F"), mimeType: "image/png" });
    const result = await overlayOf(inner, { renderer }).image(
      imageRequest({ kind: "banner", size: IMAGE_SIZES.banner }),
    );
    expect("bytes" in result && result.mimeType).toBe("image/png");
    const bytes = (result as { bytes: Uint8Array }).bytes;
    expect(pngSize(bytes)).toEqual(IMAGE_SIZES.banner);
    expect(pixelAt(pngPixels(bytes), IMAGE_SIZES.banner.width, IMAGE_SIZES.banner.width - 4, 4).hex).toBe(
      "#2A9D8F",
    );
  });

  const streamOf = (chunks: number, chunkBytes: number, cancelled: { value: boolean }) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === chunks) return controller.close();
        controller.enqueue(new Uint8Array(chunkBytes).fill(0x89, 0, 1));
      },
      cancel() {
        cancelled.value = true;
      },
    });
  };

  it.each([
    [
      "bytes that are not an image",
      { bytes: HTML, mimeType: "image/png" },
      {},
      "The AI service sent a poster graphic that is not an image (image/png, 17 bytes).",
    ],
    ["a URL to a web page", { url: ART_URL }, {
      [ART_URL]: () => new Response(HTML, { headers: { "content-type": "text/html; charset=utf-8" } }),
    }, "The AI service sent a poster graphic that is not an image (text/html, 17 bytes)."],
    [
      "a URL that is not found",
      { url: ART_URL },
      {},
      "The AI service's poster graphic could not be downloaded (HTTP 404).",
    ],
    [
      "a URL with an empty body",
      { url: ART_URL },
      { [ART_URL]: () => new Response(null) },
      "The AI service's poster graphic could not be downloaded (it was empty).",
    ],
    [
      "an address that is not http(s)",
      { url: "file:///etc/passwd" },
      {},
      "The AI service sent the poster graphic at an unusable address.",
    ],
    [
      "bytes over the limit",
      { bytes: new Uint8Array(1_200_000).fill(0x89, 0, 1), mimeType: "image/png" },
      {},
      "The AI service sent a poster graphic that is too large: 1.1 MB (at most 1 MB).",
    ],
    ["a download that says it is over the limit", { url: ART_URL }, {
      [ART_URL]: () => new Response(new Uint8Array(10), { headers: { "content-length": "2097152" } }),
    }, "The AI service sent a poster graphic that is too large: 2 MB (at most 1 MB)."],
  ])("refuses %s with a clear AI_ERROR", async (_, answer, routes, message) => {
    const renderer = recordingRenderer();
    const inner = createFakeProvider().queueImage(answer);
    const provider = overlayOf(inner, {
      renderer,
      fetch: fakeFetch(routes).fetch,
      maxImageBytes: 1024 * 1024,
    });
    const failure = await failureOf(provider.image(imageRequest()));
    expect(failure).toEqual(new BrandKitError(ErrorCode.AI_ERROR, message));
    expect(renderer.requests).toEqual([]);
  });

  it("stops reading a download that runs past the limit without saying its size, and cancels the stream", async () => {
    const cancelled = { value: false };
    const { fetch } = fakeFetch({ [ART_URL]: () => new Response(streamOf(1000, 64 * 1024, cancelled)) });
    const inner = createFakeProvider().queueImage({ url: ART_URL });
    const provider = overlayOf(inner, {
      renderer: recordingRenderer(),
      fetch,
      maxImageBytes: 1024 * 1024,
    });
    const failure = await failureOf(provider.image(imageRequest()));
    expect(failure.message).toBe(
      "The AI service sent a poster graphic that is too large: more than 1 MB (at most 1 MB).",
    );
    expect(cancelled.value).toBe(true);
  });

  it("gives up on a download that takes too long with AI_TIMEOUT", async () => {
    const hanging =
      ((_: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))
        )) as typeof fetch;
    const inner = createFakeProvider().queueImage({ url: ART_URL });
    const provider = overlayOf(inner, {
      renderer: recordingRenderer(),
      fetch: hanging,
      downloadTimeoutMs: 5,
    });
    const failure = await failureOf(provider.image(imageRequest()));
    expect(failure).toEqual(
      new BrandKitError(
        ErrorCode.AI_TIMEOUT,
        "The AI service's poster graphic did not download within 0.005 s.",
      ),
    );
  });

  it("reports a network failure of the download as an AI_ERROR with its reason", async () => {
    const failing = (() => Promise.reject(new TypeError("connection refused"))) as typeof fetch;
    const provider = overlayOf(createFakeProvider().queueImage({ url: ART_URL }), {
      renderer: recordingRenderer(),
      fetch: failing,
    });
    const failure = await failureOf(provider.image(imageRequest()));
    expect(failure).toEqual(
      new BrandKitError(
        ErrorCode.AI_ERROR,
        "The AI service's poster graphic could not be downloaded: connection refused",
      ),
    );
  });

  it("stops with CANCELLED when the caller cancels before the art is asked for, or while it downloads", async () => {
    const before = new AbortController();
    before.abort();
    const inner = createFakeProvider();
    const provider = overlayOf(inner, { renderer: recordingRenderer() });
    expect((await failureOf(provider.image(imageRequest({ signal: before.signal })))).code).toBe(
      ErrorCode.CANCELLED,
    );
    expect(inner.calls).toEqual([]);

    const during = new AbortController();
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) => {
      queueMicrotask(() => during.abort());
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))
      );
    }) as typeof fetch;
    const downloading = overlayOf(createFakeProvider().queueImage({ url: ART_URL }), {
      renderer: recordingRenderer(),
      fetch: hanging,
    });
    const failure = await failureOf(downloading.image(imageRequest({ signal: during.signal })));
    expect(failure).toEqual(new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled."));
  });

  it("passes the provider's own failures on as they are, and refuses a size it cannot draw before asking", async () => {
    const limited = new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, "Slow down", { retryAfter: 7 });
    const inner = createFakeProvider().queueImage(limited);
    const provider = overlayOf(inner, { renderer: recordingRenderer() });
    expect(await failureOf(provider.image(imageRequest()))).toBe(limited);
    const bad = await failureOf(provider.image(imageRequest({ size: { width: 0, height: 10 } })));
    expect(bad.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(inner.calls).toHaveLength(1);
  });
});
