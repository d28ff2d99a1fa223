import { describe, expect, it } from "vitest";
import { createFakeProvider } from "../../support/fake-provider.ts";
import {
  checkRequest,
  type DrawableCheck,
  generateKit,
  type GenerationRequestInput,
  GenerationRequestSchema,
  regenerateImages,
  settleRequest,
  settleSentKit,
} from "../_fixtures.ts";

const NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);
const now = () => NOW_MS;
const request = (input: GenerationRequestInput = {}) => GenerationRequestSchema.parse(input);
const JAZZ_CLUB = ["#1B1B2F", "#162447", "#E43F5A", "#F2A365", "#EDE6DB"];

/** A drawable check that refuses nothing and counts what it was asked. */
function countingCheck(): DrawableCheck & { calls: Array<{ name?: string; topLine?: string }> } {
  const calls: Array<{ name?: string; topLine?: string }> = [];
  const check: DrawableCheck = (_request, name, design) => {
    calls.push({ name, topLine: design?.topLine });
    return Promise.resolve();
  };
  return Object.assign(check, { calls });
}

describe("checkRequest()", () => {
  it("checks the text once, then decides the language and settles the colours", async () => {
    const checkDrawable = countingCheck();
    const checked = await checkRequest(
      request({ customEventName: "東京ジャズの夜", vibes: ["jazz"], seed: 1 }),
      { checkDrawable },
      { name: "東京ジャズ", design: { topLine: "Live" } },
    );
    expect(checkDrawable.calls).toEqual([{ name: "東京ジャズ", topLine: "Live" }]);
    expect(checked.language).toBe("ja");
    expect(checked.request).toMatchObject({ palette: "Jazz Club", colors: JAZZ_CLUB });
    // The language is decided, not written into the request: a kept kit keeps the request as it was asked.
    expect(checked.request.language).toBeUndefined();
    expect(checked.chosenPalette?.name).toBe("Jazz Club");
  });
});

describe("step 0 in the generator", () => {
  it("is taken once for a request that comes without it", async () => {
    const checkDrawable = countingCheck();
    const kit = await generateKit(request({ vibes: ["jazz"], seed: 1 }), {
      provider: createFakeProvider(),
      checkDrawable,
      now,
    });
    expect(checkDrawable.calls).toHaveLength(1);
    expect(kit.brandGuide.colors).toEqual(JAZZ_CLUB);
  });

  it("is not taken again for a request that took it: no second check, the colours as they were settled", async () => {
    const checkDrawable = countingCheck();
    const checked = await checkRequest(request({ vibes: ["jazz"], seed: 1 }), { checkDrawable });
    // Settling again would put the palette's colours first; the generator must take these as they are.
    const own = { ...checked, request: { ...checked.request, colors: ["#112233", "#F4F4F4"] } };
    const provider = createFakeProvider();
    const kit = await generateKit(own, { provider, checkDrawable, now });
    expect(checkDrawable.calls).toHaveLength(1);
    expect(kit.brandGuide.colors).toEqual(["#112233", "#F4F4F4"]);
    expect(kit.notices).toContain(
      `No colours were given, so the kit uses the palette 'Jazz Club' (${
        JAZZ_CLUB.join(" ")
      }), the best fit for its vibes.`,
    );
    const copyCall = provider.calls[0];
    expect(copyCall.method === "object" && copyCall.request.request.colors).toEqual(["#112233", "#F4F4F4"]);
  });

  it("checks a regeneration's name once, whether the generator or the opening takes the step", async () => {
    const checkDrawable = countingCheck();
    const options = { provider: createFakeProvider(), checkDrawable, now };
    await regenerateImages(request(), "Night Shift", options);
    expect(checkDrawable.calls).toEqual([{ name: "Night Shift", topLine: undefined }]);
    const checked = await checkRequest(request(), options, { name: "Day Shift" });
    await regenerateImages(checked, "Day Shift", options);
    expect(checkDrawable.calls.map((call) => call.name)).toEqual(["Night Shift", "Day Shift"]);
  });
});

describe("settleSentKit()", () => {
  const kit = { selectedName: "Jazz Night", description: "Live jazz." };

  it.each([
    ["the kit's own language wins", { ...kit, language: "de" }, {}, "de"],
    ["the request's language comes next", kit, { language: "fr" }, "fr"],
    ["Auto decides as the generator did", kit, { customEventName: "東京ジャズ" }, "ja"],
  ])("settles a sent kit's language: %s", (_case, sentKit, input, language) => {
    const settled = settleSentKit(
      { kit: sentKit, request: request({ vibes: ["jazz"], seed: 1, ...input }) },
      [
        "es",
      ],
    );
    expect(settled.kit.language).toBe(language);
    expect(settled.request.language).toBe(language);
  });

  it("settles the colours as the generator did, and lists the design's colours in the guide", () => {
    const plain = settleSentKit({ kit, request: request({ vibes: ["jazz"], seed: 1 }) });
    expect(plain.request.colors).toEqual(JAZZ_CLUB);
    expect(plain.kit.brandGuide.colors).toEqual(JAZZ_CLUB);
    expect(plain.request).toMatchObject(settleRequest(request({ vibes: ["jazz"], seed: 1 })).request);
    const design = {
      family: "bold" as const,
      variation: 0,
      colors: ["#000000", "#FFFFFF"],
      topLine: "",
      showQr: true,
    };
    const designed = settleSentKit({
      kit: { ...kit, design },
      request: request({ vibes: ["jazz"], seed: 1 }),
    });
    expect(designed.kit.brandGuide.colors).toEqual(["#000000", "#FFFFFF"]);
  });
});
