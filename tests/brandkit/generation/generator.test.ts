import { describe, expect, it, vi } from "vitest";
import { createFakeProvider, FITTING_COPY, ONE_PIXEL_PNG } from "../../support/fake-provider.ts";
import {
  ErrorCode,
  failureOf,
  generateKit,
  type GenerationRequestInput,
  GenerationRequestSchema,
  GUIDE_FONTS,
  type ProgressEvent,
  regenerateImages,
  SAMPLE_COPY_FOR_TESTS,
  seedOf,
  type StoreArt,
  type StoreImage,
  type ToExactPng,
  withEventLink,
} from "../_fixtures.ts";

const NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);
const now = () => NOW_MS;
const request = (input: GenerationRequestInput = {}) => GenerationRequestSchema.parse(input);

/** Stores each graphic as a readable fake URL, so tests can see which graphic landed where. */
const storeAsName: StoreImage = (_png, target) =>
  Promise.resolve(`/media/${target.kind}-${target.width}x${target.height}.png`);

/** Stands in for downloading and fitting: any graphic becomes the fake's 1x1 PNG. */
const anyAsPng: ToExactPng = () => Promise.resolve(ONE_PIXEL_PNG);

describe("generateKit()", () => {
  it("writes the copy, then makes the poster, square and banner strictly in that order", async () => {
    // Copy the lint finds no fault in, so the copy is asked for once.
    const provider = createFakeProvider({ object: FITTING_COPY });
    const progress: ProgressEvent[] = [];
    let inFlight = 0;
    provider.queueImage(...["poster", "square", "banner"].map(() => async () => {
      inFlight++;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight--;
      return { url: "https://cdn.test/x.png" };
    }));
    await generateKit(request(), {
      provider,
      exactImage: anyAsPng,
      onProgress: (event) => progress.push(event),
      now,
    });
    expect(provider.calls.map((call) => call.method === "image" ? call.request.kind : call.method)).toEqual([
      "object",
      "poster",
      "square",
      "banner",
    ]);
    expect(progress.map((event) => event.step)).toEqual(["copy", "poster", "square", "banner"]);
  });

  it("returns a whole kit: the copy, the first name selected, the stored graphics, the guide and the design", async () => {
    const kit = await generateKit(request({ colors: ["#111111", "#EEEEEE"] }), {
      provider: createFakeProvider(),
      storeImage: storeAsName,
      now,
    });
    expect(kit).toEqual({
      ...SAMPLE_COPY_FOR_TESTS,
      selectedName: SAMPLE_COPY_FOR_TESTS.eventNames[0],
      images: {
        poster: "/media/poster-1080x1350.png",
        square: "/media/square-1080x1080.png",
        banner: "/media/banner-1200x675.png",
      },
      brandGuide: expect.objectContaining({ colors: ["#111111", "#EEEEEE"], fonts: [...GUIDE_FONTS] }),
      language: "en",
      design: {
        family: expect.any(String),
        variation: 0,
        colors: ["#111111", "#EEEEEE"],
        topLine: expect.any(String),
        showQr: true,
      },
    });
    expect(kit.brandGuide.dos).toHaveLength(4);
    expect(kit.brandGuide.donts).toHaveLength(4);
  });

  it("asks for each graphic with its exact size, the selected name and the request's details", async () => {
    const provider = createFakeProvider({ object: FITTING_COPY });
    await generateKit(
      request({ vibes: ["retro"], eventDate: "2026-12-31", eventLocation: "Austin, TX", seed: 7 }),
      {
        provider,
        now,
      },
    );
    const poster = provider.calls[1];
    expect(poster.method === "image" && poster.request).toMatchObject({
      kind: "poster",
      size: { width: 1080, height: 1350 },
      brief: {
        eventName: "Color Field",
        vibes: ["retro"],
        displayDate: "December 31, 2026",
        location: "Austin, TX",
        seed: 7,
      },
    });
    expect(poster.method === "image" && poster.request.prompt).toContain('"Color Field"');
    expect(poster.method === "image" && poster.request.prompt).toContain("bold typography");
    expect(poster.method === "image" && poster.request.artPrompt).toContain(
      "no text, letters, numbers or logos",
    );
  });

  it("keeps the custom name first even when the provider leaves it out", async () => {
    const provider = createFakeProvider({ object: { ...FITTING_COPY, eventNames: ["A", "B", "C"] } });
    const kit = await generateKit(request({ customEventName: "Glow Fest" }), { provider, now });
    expect(kit.eventNames).toEqual(["Glow Fest", "A", "B"]);
    expect(kit.selectedName).toBe("Glow Fest");
    // Names that leave the custom name out are a fault of the copy, so the provider is asked once more; its second
    // answer leaves it out again, and the custom name is still put first.
    expect(provider.calls.filter((call) => call.method === "object")).toHaveLength(2);
  });

  it("passes the validated request and a stable seed to the copy step", async () => {
    const provider = createFakeProvider();
    const input = request({ vibes: ["zen"], colors: ["#112233"] });
    await generateKit(input, { provider, now });
    const call = provider.calls[0];
    expect(call.method === "object" && call.request).toMatchObject({ request: input, seed: seedOf(input) });
    expect(seedOf(input)).toBe(seedOf(request({ vibes: ["zen"], colors: ["#112233"] })));
    expect(seedOf(input)).not.toBe(seedOf(request({ vibes: ["neon"], colors: ["#112233"] })));
  });

  it("gives a request without colours the palette that fits its vibes, says so, and lists it in the guide", async () => {
    const provider = createFakeProvider();
    const kit = await generateKit(request({ vibes: ["jazz"], seed: 7 }), { provider, now });
    const jazzClub = ["#1B1B2F", "#162447", "#E43F5A", "#F2A365", "#EDE6DB"];
    const call = provider.calls[0];
    expect(call.method === "object" && call.request.request).toMatchObject({
      palette: "Jazz Club",
      colors: jazzClub,
    });
    expect(provider.calls.flatMap((made) => made.method === "image" ? [made.request.brief.colors] : []))
      .toEqual([jazzClub, jazzClub, jazzClub]);
    expect(kit.brandGuide.colors).toEqual(jazzClub);
    expect(kit.notices).toEqual([
      "No colours were given, so the kit uses the palette 'Jazz Club' (#1B1B2F #162447 #E43F5A #F2A365 #EDE6DB), the best fit for its vibes.",
    ]);
  });

  it("gives a request with a palette's name that palette's colours, without a notice", async () => {
    const provider = createFakeProvider();
    const kit = await generateKit(request({ palette: "sunset glow" }), { provider, now });
    expect(kit.brandGuide.colors).toEqual(["#E6067A", "#F472B6", "#FF8E53", "#FFC15E", "#6A2C70"]);
    expect(kit.notices).toBeUndefined();
  });

  it.each([
    [
      "the provider fails",
      new Error("model overloaded"),
      ErrorCode.AI_ERROR,
      "The AI service failed to make the copy: model overloaded",
    ],
    [
      "the provider is rate limited",
      Object.assign(new Error("Rate limit exceeded"), { retryAfter: 30 }),
      ErrorCode.RATE_LIMIT_EXCEEDED,
      "Rate limit exceeded. Please wait 30s before trying again.",
    ],
  ])("fails the whole generation when %s while writing the copy", async (_case, failure, code, message) => {
    const provider = createFakeProvider().queueObject(failure);
    const error = await failureOf(generateKit(request(), { provider, now }));
    expect(error).toMatchObject({ code, message });
    expect(provider.calls).toHaveLength(1);
  });

  it("fails with AI_ERROR, naming the field, when the copy does not fit the schema", async () => {
    const provider = createFakeProvider().queueObject({
      ...SAMPLE_COPY_FOR_TESTS,
      socialCaptions: ["only one"],
    });
    const error = await failureOf(generateKit(request(), { provider, now }));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe(
      "The AI returned copy that does not fit a brand kit: socialCaptions: Too small: expected array to have exactly 3 items",
    );
  });

  it("still returns the kit with empty image URLs when a graphic fails for another reason", async () => {
    const provider = createFakeProvider({ object: FITTING_COPY }).queueImage(
      { url: "https://cdn.test/poster.png" },
      new Error("boom"),
    );
    const kit = await generateKit(request(), { provider, exactImage: anyAsPng, now });
    expect(kit.headline).toBe(FITTING_COPY.headline);
    expect(kit.images).toEqual({ poster: "", square: "", banner: "" });
    expect(kit.imageError).toEqual({
      code: ErrorCode.AI_ERROR,
      message: "The AI service failed to make the square graphic: boom",
    });
    expect(provider.calls).toHaveLength(3); // the banner is not attempted after a failure
  });

  it("reports a rate limit on the graphics with its wait, and keeps the copy", async () => {
    const rateLimited = Object.assign(new Error("Too many"), {
      code: "RATE_LIMIT_EXCEEDED",
      resetTime: new Date(NOW_MS + 42_000).toISOString(),
    });
    const kit = await generateKit(request(), { provider: createFakeProvider().queueImage(rateLimited), now });
    expect(kit.imageError).toEqual({
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
      message: "Rate limit exceeded. Please wait 42s before trying again.",
      retryAfter: 42,
    });
    expect(kit.eventNames).toEqual(SAMPLE_COPY_FOR_TESTS.eventNames);
  });

  it("reports an unexpected failure of storing a graphic without its details, and tells the server log", async () => {
    const reported: unknown[] = [];
    const failingStore: StoreImage = () => Promise.reject(new Error("disk full at /secret/path"));
    const kit = await generateKit(request(), {
      provider: createFakeProvider(),
      storeImage: failingStore,
      reportError: (error) => reported.push(error),
      now,
    });
    expect(kit.imageError).toEqual({ code: ErrorCode.AI_ERROR, message: "The graphics could not be made." });
    expect(reported).toHaveLength(1);
  });

  it("stops with CANCELLED, and makes no more calls, once the signal is aborted", async () => {
    const controller = new AbortController();
    const provider = createFakeProvider({ object: FITTING_COPY }).queueImage(() => {
      controller.abort();
      return { url: "https://cdn.test/poster.png" };
    });
    const error = await failureOf(
      generateKit(request(), { provider, exactImage: anyAsPng, signal: controller.signal, now }),
    );
    expect(error.code).toBe(ErrorCode.CANCELLED);
    expect(provider.calls.map((call) => call.method)).toEqual(["object", "image"]);
  });

  it("fits and stores each graphic while the AI service draws the next one", async () => {
    const provider = createFakeProvider();
    const events: string[] = [];
    provider.queueImage(...["poster", "square", "banner"].map((kind) => () => {
      events.push(`ask ${kind}`);
      return { url: `https://cdn.test/${kind}.png` };
    }));
    const release = Promise.withResolvers<void>();
    const exactImage: ToExactPng = async (_image, target) => {
      events.push(`fit ${target.kind}`);
      if (target.kind === "poster") await release.promise;
      events.push(`fitted ${target.kind}`);
      return ONE_PIXEL_PNG;
    };
    const kit = generateKit(request(), { provider, exactImage, storeImage: storeAsName, now });
    await vi.waitFor(() => expect(events).toContain("ask banner"));
    expect(events).not.toContain("fitted poster");
    release.resolve();
    expect((await kit).images.poster).toBe("/media/poster-1080x1350.png");
    expect(events.filter((event) => event.startsWith("ask"))).toEqual([
      "ask poster",
      "ask square",
      "ask banner",
    ]);
  });

  it("does not ask the AI service for more graphics once one could not be kept", async () => {
    const provider = createFakeProvider();
    const exactImage: ToExactPng = (_image, target) =>
      target.kind === "poster" ? Promise.reject(new Error("disk full")) : Promise.resolve(ONE_PIXEL_PNG);
    const kit = await generateKit(request(), { provider, exactImage, reportError: () => {}, now });
    expect(kit.imageError).toEqual({ code: ErrorCode.AI_ERROR, message: "The graphics could not be made." });
    expect(provider.calls.filter((call) => call.method === "image").length).toBeLessThan(3);
  });

  it("keeps the art an AI's graphics were set on with storeArt, and names it in the kit and a regeneration", async () => {
    const art = { bytes: new Uint8Array([1, 2, 3]), mimeType: "image/webp" };
    const drawing = () =>
      createFakeProvider({
        image: () => Promise.resolve({ bytes: ONE_PIXEL_PNG, mimeType: "image/png", art }),
      });
    const kept: string[] = [];
    const storeArt: StoreArt = (drawn, kind) => {
      expect(drawn).toEqual(art);
      kept.push(kind);
      return Promise.resolve(`/art/${kind}`);
    };
    const kit = await generateKit(request(), { provider: drawing(), storeArt, now });
    expect(kit.art).toEqual({ poster: "/art/poster", square: "/art/square", banner: "/art/banner" });
    const again = await regenerateImages(request(), kit.eventNames[1], {
      provider: drawing(),
      storeArt,
      now,
    });
    expect(again.art).toEqual(kit.art);
    expect(kept).toHaveLength(6);
    // Where nothing keeps art (tests, or a caller with nowhere to put it), the kit names none.
    expect((await generateKit(request(), { provider: drawing(), now })).art).toBeUndefined();
  });

  it("makes a local provider's three graphics at once, and still reports them in order", async () => {
    const provider = Object.assign(createFakeProvider(), { local: true });
    const progress: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    provider.queueImage(...["poster", "square", "banner"].map(() => async () => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { bytes: ONE_PIXEL_PNG, mimeType: "image/png" };
    }));
    const kit = await generateKit(request(), {
      provider,
      storeImage: storeAsName,
      onProgress: (event) => progress.push(event.step),
      now,
    });
    expect(mostInFlight).toBe(3);
    expect(progress).toEqual(["copy", "poster", "square", "banner"]);
    expect(kit.images.banner).toBe("/media/banner-1200x675.png");
  });

  it("does not call the provider at all when cancelled before it starts", async () => {
    const provider = createFakeProvider();
    const error = await failureOf(generateKit(request(), { provider, signal: AbortSignal.abort(), now }));
    expect(error.code).toBe(ErrorCode.CANCELLED);
    expect(provider.calls).toHaveLength(0);
  });
});

describe("regenerateImages()", () => {
  it("makes only the three graphics, for the chosen name", async () => {
    const provider = createFakeProvider();
    const result = await regenerateImages(request(), "Glow Fest", { provider, storeImage: storeAsName, now });
    expect(result).toEqual({
      selectedName: "Glow Fest",
      images: {
        poster: "/media/poster-1080x1350.png",
        square: "/media/square-1080x1080.png",
        banner: "/media/banner-1200x675.png",
      },
    });
    expect(
      provider.calls.every((call) => call.method === "image" && call.request.brief.eventName === "Glow Fest"),
    )
      .toBe(true);
    expect(provider.calls).toHaveLength(3);
  });

  it("keeps the kit's seed, so the new graphics keep its look", async () => {
    const provider = createFakeProvider();
    const input = request({ vibes: ["retro"], colors: ["#112233"] });
    await regenerateImages(input, "Other", { provider, now });
    const call = provider.calls[0];
    expect(call.method === "image" && call.request.brief.seed).toBe(seedOf(input));
  });

  it.each([
    ["a rate limit", new Error("Rate limit exceeded"), ErrorCode.RATE_LIMIT_EXCEEDED, 10],
    ["any other failure", new Error("nope"), ErrorCode.AI_ERROR, undefined],
  ])("throws on %s instead of returning empty graphics", async (_case, failure, code, retryAfter) => {
    const provider = createFakeProvider().queueImage(failure);
    const error = await failureOf(regenerateImages(request(), "X", { provider, now }));
    expect(error.code).toBe(code);
    expect(error.retryAfter).toBe(retryAfter);
  });
});

describe("the event link in the captions", () => {
  it("ends every caption with the link when the provider left it out", async () => {
    const kit = await generateKit(request({ eventLink: "https://tix.example.com/glow" }), {
      provider: createFakeProvider(),
      storeImage: storeAsName,
      now,
    });
    expect(kit.socialCaptions).toEqual(
      SAMPLE_COPY_FOR_TESTS.socialCaptions.map((caption) => `${caption}\nhttps://tix.example.com/glow`),
    );
  });

  it("keeps a caption that already has the link as it is, and leaves captions alone without a link", () => {
    const link = "https://tix.example.com/glow";
    expect(withEventLink([`Tickets at ${link} now`, "Soon."], link)).toEqual([
      `Tickets at ${link} now`,
      `Soon.\n${link}`,
    ]);
    expect(withEventLink(["Soon."], undefined)).toEqual(["Soon."]);
  });
});
