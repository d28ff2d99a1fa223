import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../../../brandkit/constants.ts";
import { BrandKitError, ErrorCode } from "../../../../brandkit/errors.ts";
import { generateKit, regenerateImages } from "../../../../brandkit/generation/generator.ts";
import { fromDataUrl } from "../../../../brandkit/images/image-type.ts";
import type { AiProvider } from "../../../../brandkit/generation/provider.ts";
import { GenerationRequestSchema, KitResultSchema } from "../../../../brandkit/schemas.ts";
import { createOfflineProvider } from "../../../../brandkit/providers/offline/mod.ts";
import { createRenderer, type RenderAssets } from "../../../../brandkit/render/mod.ts";
import { pngSize, renderAssets } from "../../../support/render-assets.ts";
import { designedBrief } from "../../render/_brief.ts";

let assets: RenderAssets;
let provider: AiProvider;
beforeAll(async () => {
  assets = await renderAssets();
  provider = createOfflineProvider(createRenderer(assets));
});

const request = GenerationRequestSchema.parse({
  vibes: ["retro", "disco"],
  colors: ["#FF6B6B", "#FF8E53", "#FFC15E", "#6A2C70"],
  eventDate: "2026-07-18",
  eventLocation: "Austin, TX",
  customEventName: "Groove Machine",
});

describe("the offline provider", () => {
  it("makes a whole kit through the generator: copy and three PNGs at their exact sizes", async () => {
    const kit = KitResultSchema.parse(await generateKit(request, { provider }));
    expect(kit.imageError).toBeUndefined();
    expect(kit.selectedName).toBe("Groove Machine");
    for (const kind of ["poster", "square", "banner"] as const) {
      const image = fromDataUrl(kit.images[kind]);
      expect(image?.mimeType).toBe("image/png");
      expect(pngSize(image!.bytes)).toEqual(IMAGE_SIZES[kind]);
    }
  });

  it("makes the same kit twice for the same request", async () => {
    const [first, second] = [
      await generateKit(request, { provider }),
      await generateKit(request, { provider }),
    ];
    expect(second).toEqual(first);
  });

  it("regenerates the graphics for another of the kit's names in the kit's look", async () => {
    const kit = await generateKit(request, { provider });
    const again = await regenerateImages(request, kit.eventNames[1], { provider });
    expect(again.selectedName).toBe(kit.eventNames[1]);
    expect(again.images.poster).not.toBe(kit.images.poster);
  });

  it("answers object() with copy for the request and seed it is given", async () => {
    const copy = await provider.object({
      prompt: "",
      schema: KitResultSchema,
      jsonSchema: {},
      schemaName: "x",
      request,
      seed: 3,
    });
    expect(copy).toMatchObject({ eventNames: ["Groove Machine", expect.any(String), expect.any(String)] });
  });

  it("words the copy by the date its clock gives: 'tonight' on the day, 'tomorrow night' the day before", async () => {
    // "Tonight" needs an evening start: the time says when in the day the event is.
    const clubNight = GenerationRequestSchema.parse({
      vibes: ["club"],
      eventDate: "2026-07-18",
      eventTime: "22:00",
    });
    const copyOn = async (day: number) => {
      const clock = () => new Date(2026, 6, day, 12).getTime();
      const copy = await createOfflineProvider(createRenderer(assets), { now: clock }).object({
        prompt: "",
        schema: KitResultSchema,
        jsonSchema: {},
        schemaName: "x",
        request: clubNight,
        seed: 3,
      });
      return JSON.stringify(copy);
    };
    expect(await copyOn(18)).toMatch(/\btonight\b/);
    expect(await copyOn(17)).toMatch(/\btomorrow night\b/);
    expect(await copyOn(17)).not.toMatch(/\btonight\b/);
    expect(await copyOn(17)).toBe(await copyOn(17));
  });

  it("stops when the caller has cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    const brief = designedBrief({ eventName: "X", vibes: [], colors: ["#E6067A"], seed: 1 });
    await expect(
      provider.image({
        kind: "poster",
        prompt: "",
        artPrompt: "",
        size: IMAGE_SIZES.poster,
        brief,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.CANCELLED });
  });

  it("refuses a size it cannot draw with a VALIDATION_ERROR", async () => {
    const brief = designedBrief({ eventName: "X", vibes: [], colors: ["#E6067A"], seed: 1 });
    const failure = provider.image({
      kind: "poster",
      prompt: "",
      artPrompt: "",
      size: { width: 0, height: 10 },
      brief,
    });
    await expect(failure).rejects.toBeInstanceOf(BrandKitError);
    await expect(failure).rejects.toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
  });
});
