import { beforeAll, describe, expect, it } from "vitest";
import { type Config, readConfig } from "../../../brandkit/config.ts";
import { createProvider } from "../../../brandkit/providers/registry.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { createFakeOpenAi, type FakeOpenAiOptions } from "../../support/fake-openai-server.ts";
import { solidArt } from "../render/_art.ts";
import { designedBrief } from "../render/_brief.ts";
import { pixelAt, pngPixels, pngSize, renderAssets } from "../../support/render-assets.ts";
import {
  BrandKitError,
  buildImagePrompt,
  ErrorCode,
  fromDataUrl,
  generateKit,
  GenerationRequestSchema,
  IMAGE_KINDS,
  IMAGE_SIZES,
  type ImageRequest,
  type ImageResult,
} from "../_fixtures.ts";

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

const OVERLAY_WORDS = "Background artwork only";
const MODEL_WORDS = "bold typography";
const ART_URL = "https://cdn.platform.test/generated/art.png";
const PLATFORM_ENV = { PLATFORM_URL: "http://platform.test", PLATFORM_PROJECT_ID: "proj_1" };
const request = GenerationRequestSchema.parse({
  vibes: ["neon"],
  colors: ["#E6067A", "#111111"],
  eventDate: "2026-12-31",
  eventLocation: "Lisbon",
  customEventName: "Glow Fest",
});

/** A platform that answers image generations with ART_URL and serves that art; records the prompts it gets. */
function fakePlatform() {
  const prompts: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = new Request(input, init);
    if (call.url === "http://platform.test/api/ai/proj_1/image") {
      prompts.push((await call.json()).prompt);
      return Response.json({ data: [{ url: ART_URL }] });
    }
    if (call.url === ART_URL) {
      return new Response(new Uint8Array(solidArt("#2A9D8F")), { headers: { "content-type": "image/png" } });
    }
    return Response.json({ error: { message: `no route ${call.url}` } }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, prompts };
}

/** The fake backend behind a provider name: a fetch, and the image prompts it received. */
function backendFor(provider: string, options: FakeOpenAiOptions = {}) {
  if (provider === "platform") return fakePlatform();
  const api = createFakeOpenAi(options);
  const prompts = () =>
    api.requests.filter((call) => call.path.endsWith("/images/generations"))
      .map((call) => (call.body as { prompt: string }).prompt);
  return {
    fetch: api.fetch,
    get prompts() {
      return prompts();
    },
  };
}

function posterRequest(): ImageRequest {
  return {
    kind: "poster",
    prompt: buildImagePrompt("poster", "Glow Fest", request),
    artPrompt: buildImagePrompt("poster", "Glow Fest", request, { typography: "overlay" }),
    size: IMAGE_SIZES.poster,
    brief: designedBrief({
      eventName: "Glow Fest",
      vibes: ["neon"],
      colors: ["#E6067A", "#111111"],
      seed: 4,
    }),
  };
}

const OPENAI_ENV = { BRANDKIT_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" };

describe("createProvider()", () => {
  const DESIGNED = "from our designer";
  const AS_DRAWN = "as the model drew them";
  it.each(
    [
      ["the default configuration", "offline", DESIGNED, {}, null],
      ["offline with BRANDKIT_TYPOGRAPHY=model", "offline", DESIGNED, { BRANDKIT_TYPOGRAPHY: "model" }, null],
      ["openai (overlay by default)", "openai", DESIGNED, OPENAI_ENV, OVERLAY_WORDS],
      ["openai with BRANDKIT_TYPOGRAPHY=model", "openai", AS_DRAWN, {
        ...OPENAI_ENV,
        BRANDKIT_TYPOGRAPHY: "model",
      }, MODEL_WORDS],
      ["platform (overlay by default)", "platform", DESIGNED, {
        BRANDKIT_PROVIDER: "platform",
        ...PLATFORM_ENV,
      }, OVERLAY_WORDS],
      ["platform with BRANDKIT_TYPOGRAPHY=model", "platform", AS_DRAWN, {
        BRANDKIT_PROVIDER: "platform",
        ...PLATFORM_ENV,
        BRANDKIT_TYPOGRAPHY: "model",
      }, MODEL_WORDS],
    ] as const,
  )("makes %s the %s provider, whose graphics come %s", async (_, name, graphic, env, promptWords) => {
    const backend = backendFor(name);
    const provider = createProvider(readConfig(env), { renderer, fetch: backend.fetch });
    expect(provider.name).toBe(name);
    const result: ImageResult = await provider.image(posterRequest());
    if (promptWords === null) {
      expect(backend.prompts).toEqual([]);
    } else {
      expect(backend.prompts).toHaveLength(1);
      expect(backend.prompts[0]).toContain(promptWords);
    }
    if (graphic === DESIGNED) {
      // Our PNG at the exact size, not the model's drawing.
      expect("bytes" in result && pngSize(result.bytes)).toEqual(IMAGE_SIZES.poster);
    } else {
      expect("bytes" in result ? pngSize(result.bytes) : result.url).toEqual(
        name === "openai" ? { width: 1, height: 1 } : ART_URL,
      );
    }
  });

  it.each([
    [
      "openai without OPENAI_API_KEY",
      { BRANDKIT_PROVIDER: "openai" },
      "Bad configuration: OPENAI_API_KEY is required when BRANDKIT_PROVIDER=openai",
    ],
    [
      "platform without PLATFORM_URL",
      { BRANDKIT_PROVIDER: "platform", PLATFORM_PROJECT_ID: "p1" },
      "Bad configuration: PLATFORM_URL is required when BRANDKIT_PROVIDER=platform",
    ],
    ["platform without PLATFORM_PROJECT_ID", {
      BRANDKIT_PROVIDER: "platform",
      PLATFORM_URL: "http://platform.test",
    }, "Bad configuration: PLATFORM_PROJECT_ID is required when BRANDKIT_PROVIDER=platform"],
    [
      "a provider it does not know",
      { BRANDKIT_PROVIDER: "gpt" },
      'Bad configuration: BRANDKIT_PROVIDER must be one of offline, openai, platform, not "gpt"',
    ],
    ["a typography mode it does not know", {
      ...OPENAI_ENV,
      OPENAI_API_KEY: "sk-test",
      BRANDKIT_TYPOGRAPHY: "handwritten",
    }, 'Bad configuration: BRANDKIT_TYPOGRAPHY must be overlay or model, not "handwritten"'],
  ])("refuses %s with a CONFIG_ERROR, even in a configuration built by hand", (_, settings, message) => {
    const config = { ...readConfig({}), ...settings } as Config;
    expect(() => createProvider(config, { renderer })).toThrow(
      new BrandKitError(ErrorCode.CONFIG_ERROR, message),
    );
  });
});

describe("a whole kit through the openai provider with the overlay", () => {
  it.each(["b64", "url"] as const)(
    "asks the API for text-free art and returns our PNGs at their exact sizes (images as %s)",
    async (imageAnswer) => {
      const backend = backendFor("openai", { imageAnswer });
      const provider = createProvider(readConfig(OPENAI_ENV), { renderer, fetch: backend.fetch });
      const kit = await generateKit(request, { provider });
      expect(kit.imageError).toBeUndefined();
      expect(kit.eventNames).toEqual(["Glow Fest", "Glow Fest Live", "Glow Fest Together"]);
      expect(backend.prompts).toHaveLength(3);
      for (const prompt of backend.prompts) {
        expect(prompt).toContain(OVERLAY_WORDS);
        expect(prompt).not.toContain(MODEL_WORDS);
      }
      for (const kind of IMAGE_KINDS) {
        const image = fromDataUrl(kit.images[kind]);
        expect(image?.mimeType, kind).toBe("image/png");
        const { width, height } = IMAGE_SIZES[kind];
        expect(pngSize(image!.bytes), kind).toEqual({ width, height });
        // The art is one flat colour: the veil and the type make the foot of the graphic differ from its top.
        const pixels = pngPixels(image!.bytes);
        expect(pixelAt(pixels, width, 2, height - 2), kind).not.toEqual(pixelAt(pixels, width, width - 2, 2));
      }
    },
  );
});
