/**
 * The `platform` AI provider: the brandkit generator makes a whole kit through the local platform.
 */
import { describe, expect, test } from "vitest";
import { generateKit, type GenerateOptions, regenerateImages } from "../../brandkit/mod.ts";
import {
  type GenerationRequest,
  GenerationRequestSchema,
  IMAGE_SIZES,
  KIT_TEXT_JSON_SCHEMA,
} from "../../brandkit/web.ts";
import { FITTING_COPY } from "../support/fake-provider.ts";
import { createPlatformProvider } from "../../brandkit/providers/platform.ts";
import { setup } from "./support/setup.ts";

const request: GenerationRequest = GenerationRequestSchema.parse({
  vibes: ["neon", "late night"],
  colors: ["#E6067A", "#111111"],
  eventDate: "2026-12-31",
  eventLocation: "Lisbon",
});

/** The platform answering with copy the copy lint finds no fault in, so the copy is asked for once. */
function platformWithCopy() {
  const env = setup();
  env.platform.state.defaultObject = FITTING_COPY;
  return { ...env, provider: createPlatformProvider({ client: env.client }) };
}

/**
 * The generation's image steps for these tests: the kit keeps the URL the platform answered with (no download,
 * no fitting), so the tests can see where each graphic came from.
 */
function keepPlatformUrls(): Pick<GenerateOptions, "exactImage" | "storeImage"> {
  const urls = new Map<string, string>();
  return {
    exactImage: (image, target) => {
      urls.set(target.kind, "url" in image ? image.url : "(bytes)");
      return Promise.resolve(new Uint8Array());
    },
    storeImage: (_png, target) => Promise.resolve(urls.get(target.kind)!),
  };
}

describe("the platform provider", () => {
  test("generates a whole kit: one object generation, then poster, square and banner with n=1", async () => {
    const { provider, platform, time } = platformWithCopy();
    const kit = await generateKit(request, { provider, ...keepPlatformUrls(), now: () => time.now() });

    expect(provider.name).toBe("platform");
    expect(kit).toMatchObject({
      selectedName: FITTING_COPY.eventNames[0],
      eventNames: FITTING_COPY.eventNames,
      headline: FITTING_COPY.headline,
      socialCaptions: FITTING_COPY.socialCaptions,
      brandGuide: { colors: ["#E6067A", "#111111"] },
    });
    expect(kit.imageError).toBeUndefined();
    const generated = /^http:\/\/platform\.test\/files\/generated\/image_\d+\.png$/;
    expect(kit.images.poster).toMatch(generated);
    expect(kit.images.square).toMatch(generated);
    expect(kit.images.banner).toMatch(generated);

    const calls = platform.state.requests.filter((call) => call.path.startsWith("/api/ai/"));
    expect(calls.map((call) => call.path)).toEqual([
      "/api/ai/proj_local/object",
      "/api/ai/proj_local/image",
      "/api/ai/proj_local/image",
      "/api/ai/proj_local/image",
    ]);
    expect(calls[0].body).toMatchObject({ schema: KIT_TEXT_JSON_SCHEMA, schemaName: "brand_kit_copy" });
    expect((calls[0].body as { prompt: string }).prompt).toContain("neon");
    const sizes = [IMAGE_SIZES.poster, IMAGE_SIZES.square, IMAGE_SIZES.banner].map((size) =>
      `${size.width}x${size.height}`
    );
    expect(calls.slice(1).map((call) => (call.body as { n: number; size: string }))).toEqual(
      sizes.map((size) => expect.objectContaining({ n: 1, size })),
    );
    expect((calls[1].body as { prompt: string }).prompt).toContain(FITTING_COPY.eventNames[0]);
  });

  test("regenerates the graphics for another name", async () => {
    const { provider, platform } = platformWithCopy();
    const result = await regenerateImages(request, "Glow Fest", { provider, ...keepPlatformUrls() });
    expect(result.selectedName).toBe("Glow Fest");
    expect(platform.state.requestsTo("/image")).toHaveLength(3);
    expect((platform.state.requestsTo("/image")[0].body as { prompt: string }).prompt).toContain("Glow Fest");
  });

  test("a rate limit on the graphics keeps the copy and reports the wait from the platform's reset time", async () => {
    const { provider, platform, time } = platformWithCopy();
    platform.faults.fail({
      path: "/image",
      status: 429,
      headers: { "X-RateLimit-Reset": String(time.now() / 1000 + 25) },
    });
    const kit = await generateKit(request, { provider, ...keepPlatformUrls(), now: () => time.now() });
    expect(kit.headline).toBe(FITTING_COPY.headline);
    expect(kit.images).toEqual({ poster: "", square: "", banner: "" });
    expect(kit.imageError).toEqual({
      code: "RATE_LIMIT_EXCEEDED",
      message: "Rate limit exceeded. Please wait 25s before trying again.",
      retryAfter: 25,
    });
  });

  test("a rate limit without a reset time waits the core's default 10 s", async () => {
    const { provider, platform, time } = platformWithCopy();
    platform.faults.fail({ path: "/image", status: 429 });
    const kit = await generateKit(request, { provider, ...keepPlatformUrls(), now: () => time.now() });
    expect(kit.imageError).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", retryAfter: 10 });
  });

  test("a failing AI service fails the copy step with the platform's message", async () => {
    const { provider, platform } = platformWithCopy();
    platform.faults.fail({ path: "/object", status: 503, body: { error: { message: "model overloaded" } } });
    await expect(generateKit(request, { provider, ...keepPlatformUrls() })).rejects.toMatchObject({
      code: "AI_ERROR",
      message: "The AI service failed to make the copy: model overloaded",
    });
  });

  test("copy that does not fit a kit is rejected by the core", async () => {
    const { provider, platform } = platformWithCopy();
    platform.state.objectAnswers.push({ eventNames: ["only one"] });
    await expect(generateKit(request, { provider, ...keepPlatformUrls() })).rejects.toMatchObject({
      code: "AI_ERROR",
    });
  });

  test("cancelling the generation cancels the platform call", async () => {
    const { provider, platform } = platformWithCopy();
    const held = platform.faults.hold("/object");
    const controller = new AbortController();
    const generating = generateKit(request, { provider, ...keepPlatformUrls(), signal: controller.signal });
    controller.abort();
    await expect(generating).rejects.toMatchObject({ code: "CANCELLED" });
    held.release();
  });

  test("can be built from a base URL, project id and fetch (PLATFORM_URL, PLATFORM_PROJECT_ID)", async () => {
    const { platform } = setup();
    platform.state.defaultObject = FITTING_COPY;
    const provider = createPlatformProvider({
      baseUrl: platform.url,
      projectId: platform.projectId,
      fetch: platform.fetch,
    });
    const kit = await generateKit(request, { provider, ...keepPlatformUrls() });
    expect(kit.eventNames).toEqual(FITTING_COPY.eventNames);
    expect(kit.images.banner).not.toBe("");
  });
});
