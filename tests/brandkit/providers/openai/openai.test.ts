import { describe, expect, it } from "vitest";
import { createOutboundPolicy } from "../../../../brandkit/outbound/outbound.ts";
import { createImageBytes } from "../../../../brandkit/images/exact-image.ts";
import {
  createOpenAiProvider,
  type OpenAiProviderOptions,
} from "../../../../brandkit/providers/openai/mod.ts";
import { nearestImageSize } from "../../../../brandkit/providers/openai/_sizes.ts";
import { toStrictSchema } from "../../../../brandkit/providers/openai/_strict-schema.ts";
import { createFakeOpenAi, type FakeOpenAiOptions } from "../../../support/fake-openai-server.ts";
import {
  BrandKitError,
  ErrorCode,
  failureOf,
  generateKit,
  GenerationRequestSchema,
  KIT_TEXT_JSON_SCHEMA,
  sniffImageType,
} from "../../_fixtures.ts";
import { designedBrief } from "../../render/_brief.ts";

const NOW_MS = Date.UTC(2026, 10, 21, 12);

function setUp(fake: FakeOpenAiOptions = {}, options: Partial<OpenAiProviderOptions> = {}) {
  const api = createFakeOpenAi(fake);
  const sleeps: number[] = [];
  const provider = createOpenAiProvider({
    apiKey: "sk-test",
    baseUrl: "http://fake-openai.test/v1",
    fetch: api.fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0,
    now: () => NOW_MS,
    ...options,
  });
  return { api, provider, sleeps };
}

const request = GenerationRequestSchema.parse({ customEventName: "Glow Fest", vibes: ["neon"] });

describe("the OpenAI-compatible provider", () => {
  it("generates a whole kit: structured copy, then three images at the nearest supported sizes", async () => {
    const { api, provider } = setUp();
    const kit = await generateKit(request, { provider, now: () => NOW_MS });
    expect(kit.eventNames).toEqual(["Glow Fest", "Glow Fest Live", "Glow Fest Together"]);
    expect(kit.imageError).toBeUndefined();
    expect(kit.images.poster).toMatch(/^data:image\/png;base64,/);
    expect(api.requests.map((call) => call.path)).toEqual([
      "/v1/chat/completions",
      "/v1/images/generations",
      "/v1/images/generations",
      "/v1/images/generations",
    ]);
    expect(api.requests.slice(1).map((call) => (call.body as { size: string }).size)).toEqual([
      "1024x1536",
      "1024x1024",
      "1536x1024",
    ]);
    expect(api.requests[0].authorization).toBe("Bearer sk-test");
  });

  it("asks for strict structured output with the copy's schema and the documented prompt", async () => {
    const { api, provider } = setUp();
    await generateKit(request, { provider, now: () => NOW_MS });
    const body = api.requests[0].body as Record<string, any>;
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "brand_kit_copy", strict: true },
    });
    expect(body.response_format.json_schema.schema.required).toEqual([
      "eventNames",
      "headline",
      "tagline",
      "description",
      "socialCaptions",
    ]);
    expect(body.messages[1].content).toContain('The event is called "Glow Fest"');
  });

  it("sends image generations with the prompt and n=1, and no response_format to gpt-image models", async () => {
    const { api, provider } = setUp();
    await provider.image({
      kind: "banner",
      prompt: "Wide event banner",
      artPrompt: "Wide event banner, no text",
      size: { width: 1200, height: 675 },
      brief: designedBrief({ eventName: "X", vibes: [], colors: [], seed: 1 }),
    });
    expect(api.requests[0].body).toEqual({
      model: "gpt-image-1",
      prompt: "Wide event banner",
      n: 1,
      size: "1536x1024",
    });
  });

  it("attaches the inspiration image to the copy request for vision models", async () => {
    const { api, provider } = setUp();
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    await generateKit(GenerationRequestSchema.parse({ inspirationImage: png }), {
      provider,
      now: () => NOW_MS,
    });
    const content = (api.requests[0].body as any).messages[1].content;
    expect(content[1]).toEqual({ type: "image_url", image_url: { url: png } });
  });

  it("passes an image URL on, for the pipeline's one download, and never fetches it itself", async () => {
    const { api, provider } = setUp({ imageAnswer: "url" });
    const image = await provider.image({
      kind: "square",
      prompt: "p",
      artPrompt: "p",
      size: { width: 1080, height: 1080 },
      brief: designedBrief({ eventName: "X", vibes: [], colors: [], seed: 1 }),
    });
    expect(image).toEqual({ url: expect.stringMatching(/^https?:\/\//) });
    expect(api.requests.map((call) => call.path)).toEqual(["/v1/images/generations"]);
  });

  it("refuses base64 image data that does not decode to an image, as an AI error", async () => {
    const { provider } = setUp({ imageAnswer: "bad-base64" });
    const error = await failureOf(provider.image({
      kind: "square",
      prompt: "p",
      artPrompt: "p",
      size: { width: 1080, height: 1080 },
      brief: designedBrief({ eventName: "X", vibes: [], colors: [], seed: 1 }),
    }));
    expect(error).toEqual(
      new BrandKitError(ErrorCode.AI_ERROR, "The AI service sent a square graphic that is not an image."),
    );
  });

  it("retries a 429 after the time Retry-After asks for, then succeeds", async () => {
    const { api, provider, sleeps } = setUp({ rateLimitTimes: 2, retryAfterSeconds: 3 });
    await expect(provider.object({
      prompt: "p",
      schema: GenerationRequestSchema,
      jsonSchema: KIT_TEXT_JSON_SCHEMA,
      schemaName: "brand_kit_copy",
      request,
      seed: 1,
    })).resolves.toMatchObject({ headline: expect.any(String) });
    expect(sleeps).toEqual([3000, 3000]);
    expect(api.requests).toHaveLength(3);
  });

  it("backs off exponentially on 5xx when the server states no wait", async () => {
    const { sleeps, provider } = setUp({ failTimes: 2 });
    await generateKit(request, { provider, now: () => NOW_MS });
    expect(sleeps).toEqual([500, 1000]);
  });

  it.each([
    ["a stated wait", { rateLimitTimes: 10, retryAfterSeconds: 4 }, 4, 3],
    ["no stated wait: the default 10 s", { rateLimitTimes: 10 }, 10, 3],
    ["a wait too long to sit out", { rateLimitTimes: 10, retryAfterSeconds: 120 }, 120, 1],
  ])("reports a rate limit that outlasts the retries, with %s", async (_case, fake, retryAfter, calls) => {
    const { api, provider } = setUp(fake);
    const error = await failureOf(generateKit(request, { provider, now: () => NOW_MS }));
    expect(error).toMatchObject({
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
      retryAfter,
      message: `Rate limit exceeded. Please wait ${retryAfter}s before trying again.`,
    });
    expect(api.requests).toHaveLength(calls);
  });

  it("keeps the copy and reports the rate limit when only the graphics are rate limited", async () => {
    const api = createFakeOpenAi();
    const limited = createFakeOpenAi({ rateLimitTimes: 10, retryAfterSeconds: 30 });
    const provider = createOpenAiProvider({
      apiKey: "k",
      baseUrl: "http://fake-openai.test/v1",
      fetch: (input, init) => (String(input).includes("images") ? limited.fetch : api.fetch)(input, init),
      sleep: () => Promise.resolve(),
    });
    const kit = await generateKit(request, { provider, now: () => NOW_MS });
    expect(kit.headline).not.toBe("");
    expect(kit.imageError).toEqual({
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
      message: "Rate limit exceeded. Please wait 30s before trying again.",
      retryAfter: 30,
    });
  });

  it.each<[string, FakeOpenAiOptions, Partial<OpenAiProviderOptions>, string, string]>([
    [
      "copy that is not valid",
      { copy: { eventNames: ["one"] } },
      {},
      ErrorCode.AI_ERROR,
      "The AI returned copy that does not fit a brand kit: eventNames: Too small: expected array to have exactly 3 items",
    ],
    [
      "a server that keeps failing",
      { failTimes: 10 },
      {},
      ErrorCode.AI_ERROR,
      "The AI service failed to make the copy (HTTP 503): The server is overloaded",
    ],
    [
      "a server too slow to answer",
      { delayMs: 200 },
      { textTimeoutMs: 20 },
      ErrorCode.AI_TIMEOUT,
      "The AI service did not answer within 20 ms while making the copy.",
    ],
  ])("fails the generation clearly on %s", async (_case, fake, options, code, message) => {
    const { provider } = setUp(fake, options);
    const error = await failureOf(generateKit(request, { provider, now: () => NOW_MS }));
    expect(error).toMatchObject({ code, message });
  });

  it("says the key was rejected on a 401", async () => {
    const provider = createOpenAiProvider({
      apiKey: "wrong",
      fetch: () =>
        Promise.resolve(Response.json({ error: { message: "Incorrect API key" } }, { status: 401 })),
    });
    const error = await failureOf(generateKit(request, { provider, now: () => NOW_MS }));
    expect(error.message).toBe(
      "The AI service rejected the API key (HTTP 401) while making the copy. Check OPENAI_API_KEY.",
    );
  });

  it("reports a graphic that is not an image as a missing graphic, not a crash", async () => {
    const { provider } = setUp({ imageAnswer: "not-an-image" });
    const kit = await generateKit(request, { provider, now: () => NOW_MS });
    expect(kit.imageError).toEqual({
      code: ErrorCode.AI_ERROR,
      message: "The AI service sent a poster graphic that is not an image.",
    });
  });

  it("stops with CANCELLED when the caller aborts", async () => {
    const { provider } = setUp({ delayMs: 1_000 });
    const controller = new AbortController();
    const pending = failureOf(
      generateKit(request, { provider, signal: controller.signal, now: () => NOW_MS }),
    );
    controller.abort();
    expect((await pending).code).toBe(ErrorCode.CANCELLED);
  });
});

describe("the OpenAI-compatible provider's errors", () => {
  const API_KEY = "sk-live-0123456789abcdef";

  /** A provider whose every call gets `answer`, recording the URLs it was asked for. */
  function answering(answer: () => Response | Promise<Response>, apiKey = API_KEY) {
    const urls: string[] = [];
    const provider = createOpenAiProvider({
      apiKey,
      baseUrl: "https://models.corp.example/v1",
      maxRetries: 0,
      fetch: (input) => {
        urls.push(String(input));
        return Promise.resolve().then(answer);
      },
    });
    return { provider, urls };
  }

  it.each([
    [
      "a JSON error that echoes the key, the header and the service's URL",
      () =>
        Response.json({
          error: {
            message:
              `Bad request to https://models.corp.example/v1/chat/completions: header Authorization: Bearer ${API_KEY} is malformed`,
          },
        }, { status: 400 }),
      "The AI service failed to make the copy (HTTP 400): Bad request to [url]: header Authorization: [redacted]",
    ],
    [
      "a plain-text error that quotes the key and the host",
      () => new Response(`models.corp.example rejected key ${API_KEY} (request id 42)`, { status: 400 }),
      "The AI service failed to make the copy (HTTP 400): [host] rejected key [redacted] (request id 42)",
    ],
  ])("never shows the API key or the upstream's address, on %s", async (_case, answer, message) => {
    const { provider } = answering(answer);
    const error = await failureOf(generateKit(request, { provider, now: () => NOW_MS }));
    expect(error).toEqual(new BrandKitError(ErrorCode.AI_ERROR, message));
  });

  it("redacts a key that looks like nothing in particular by its value", async () => {
    const { provider } = answering(
      () => Response.json({ error: { message: "Unknown key org-7f3a9c2e1b" } }, { status: 400 }),
      "org-7f3a9c2e1b",
    );
    const error = await failureOf(generateKit(request, { provider, now: () => NOW_MS }));
    expect(error.message).toBe("The AI service failed to make the copy (HTTP 400): Unknown key [redacted]");
  });

  it("says it could not reach the service without naming where it is", async () => {
    const { provider } = answering(() => {
      throw new TypeError(
        "error sending request for url (https://models.corp.example/v1/chat/completions): dns error",
      );
    });
    const error = await failureOf(generateKit(request, { provider, now: () => NOW_MS }));
    expect(error).toEqual(
      new BrandKitError(
        ErrorCode.AI_ERROR,
        "Could not reach the AI service: error sending request for url ([url]): dns error",
      ),
    );
  });
});

describe("the OpenAI-compatible provider's image URLs, downloaded by the pipeline under an outbound policy", () => {
  const REFUSED = "Refused to fetch an address the AI service gave:";
  const imageRequest = {
    kind: "square",
    prompt: "p",
    artPrompt: "p",
    size: { width: 1080, height: 1080 },
    brief: designedBrief({ eventName: "X", vibes: [], colors: [], seed: 1 }),
  } as const;
  const outboundPolicy = createOutboundPolicy({
    allowHttpHosts: ["fake-openai.test"],
    resolveHost: (hostname) =>
      Promise.resolve(hostname === "images.internal.test" ? ["10.0.0.5"] : ["93.184.215.14"]),
  });

  /** The fake API, except that image generations answer with `imageUrl` and `routes` answer other URLs. */
  function withImageUrl(imageUrl: string, routes: Record<string, () => Response> = {}) {
    const api = createFakeOpenAi();
    const fetched: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = String(input);
      if (url.endsWith("/images/generations")) {
        return Promise.resolve(Response.json({ data: [{ url: imageUrl }] }));
      }
      if (url.startsWith("http://fake-openai.test/")) return api.fetch(input, init);
      fetched.push(url);
      return Promise.resolve(routes[url]?.() ?? new Response("no", { status: 404 }));
    };
    const provider = createOpenAiProvider({
      apiKey: "sk-test",
      baseUrl: "http://fake-openai.test/v1",
      fetch,
    });
    return { provider, fetched, download: createImageBytes({ fetch, policy: outboundPolicy }) };
  }

  /** The provider's image, through the exact-image step's download as the pipeline runs it. */
  async function downloaded(setup: ReturnType<typeof withImageUrl>) {
    return await setup.download(await setup.provider.image(imageRequest), "square graphic");
  }

  it("downloads an image from the configured host over plain HTTP", async () => {
    const { api, provider } = setUp({ imageAnswer: "url" });
    const download = createImageBytes({ fetch: api.fetch, policy: outboundPolicy });
    const image = await download(await provider.image(imageRequest), "square graphic");
    expect(sniffImageType(image.bytes)).toBe("image/png");
  });

  it.each([
    [
      "on 127.0.0.1, which is not the configured host",
      "http://127.0.0.1:8080/a.png",
      "it is plain HTTP, and only HTTPS is allowed",
    ],
    ["on 127.0.0.1 over HTTPS", "https://127.0.0.1/a.png", "it is a loopback address"],
    [
      "at the cloud metadata service",
      "https://169.254.169.254/latest/meta-data/iam",
      "it is a cloud metadata address",
    ],
    ["on a private address", "https://10.0.0.5/a.png", "it is a private address"],
    [
      "on a name inside the network",
      "https://images.internal.test/a.png",
      "its host resolves to a private address",
    ],
  ])("refuses an image URL %s and never fetches it", async (_case, url, reason) => {
    const setup = withImageUrl(url);
    const { fetched } = setup;
    const error = await failureOf(downloaded(setup));
    expect(error).toEqual(new BrandKitError(ErrorCode.AI_ERROR, `${REFUSED} ${reason}.`));
    expect(fetched).toEqual([]);
  });

  it("refuses an image URL that redirects to a private address, and never follows it", async () => {
    const setup = withImageUrl("https://images.example.com/a.png", {
      "https://images.example.com/a.png": () => Response.redirect("https://10.0.0.5/a.png", 302),
    });
    const { fetched } = setup;
    const error = await failureOf(downloaded(setup));
    expect(error).toEqual(
      new BrandKitError(
        ErrorCode.AI_ERROR,
        "The AI service's square graphic could not be downloaded (it redirected to another host).",
      ),
    );
    expect(fetched).toEqual(["https://images.example.com/a.png"]);
  });
});

describe("nearestImageSize()", () => {
  it.each([
    ["gpt-image-1", 1080, 1350, "1024x1536"],
    ["gpt-image-1", 1080, 1080, "1024x1024"],
    ["gpt-image-1", 1200, 675, "1536x1024"],
    ["dall-e-3", 1080, 1350, "1024x1024"], // a 4:5 crop of a square loses less than of 4:7
    ["dall-e-3", 1200, 675, "1792x1024"],
    ["dall-e-2", 1200, 675, "1024x1024"],
  ])("gives %s a %ix%i graphic at %s", (model, width, height, expected) => {
    expect(nearestImageSize(model, { width, height })).toBe(expected);
  });
});

describe("toStrictSchema()", () => {
  it("drops the keywords strict mode rejects and states exact counts in words", () => {
    const strict = toStrictSchema(KIT_TEXT_JSON_SCHEMA) as Record<string, any>;
    expect(JSON.stringify(strict)).not.toMatch(/minItems|maxItems|minLength|maxLength|\$schema/);
    expect(strict.properties.eventNames.description).toBe("Exactly 3 items.");
    expect(strict.additionalProperties).toBe(false);
  });
});
