import { describe, expect, it } from "vitest";
import { createFakeProvider, fittingCopyFor, sampleCopyFor } from "../../support/fake-provider.ts";
import {
  ErrorCode,
  failureOf,
  generateKit,
  type GenerationRequestInput,
  GenerationRequestSchema,
  type ImageRequest,
  type ObjectRequest,
  regenerateImages,
  SAMPLE_COPY_FOR_TESTS,
} from "../_fixtures.ts";

const now = () => Date.UTC(2026, 10, 21, 12);
// With colours, so the only notice a kit may have is about its language (none chooses a palette).
const request = (input: GenerationRequestInput = {}) =>
  GenerationRequestSchema.parse({ colors: ["#E6067A", "#F472B6"], ...input });

function objectCalls(provider: ReturnType<typeof createFakeProvider>): ObjectRequest[] {
  return provider.calls.flatMap((call) => call.method === "object" ? [call.request] : []);
}

function imageCalls(provider: ReturnType<typeof createFakeProvider>): ImageRequest[] {
  return provider.calls.flatMap((call) => call.method === "image" ? [call.request] : []);
}

describe("generateKit() and the kit's language", () => {
  it.each<[string, GenerationRequestInput, string[], string]>([
    ["takes the request's own language over everything", { language: "es", customEventName: "東京ナイト" }, [
      "ja",
    ], "es"],
    ["reads Japanese from kana in the name", { customEventName: "東京デザインウィーク" }, ["fr"], "ja"],
    ["reads Russian from a Cyrillic place", { eventLocation: "Москва" }, [], "ru"],
    ["takes the browser's first language when the name and place are Latin", { customEventName: "Gala" }, [
      "fr-CH",
      "en",
    ], "fr-CH"],
    ["falls back to English", { customEventName: "Gala" }, [], "en"],
  ])("%s", async (_case, input, browserLanguages, language) => {
    const provider = createFakeProvider();
    const kit = await generateKit(request(input), { provider, browserLanguages, now });
    expect(kit.language).toBe(language);
    expect(kit.notices).toBeUndefined();
    expect(objectCalls(provider)[0].request.language).toBe(language);
    expect(imageCalls(provider).map((call) => call.brief.language)).toEqual([language, language, language]);
  });

  it("asks for the copy in the kit's language and writes the graphics' date its way", async () => {
    const provider = createFakeProvider();
    await generateKit(request({ language: "ja", eventDate: "2026-12-31" }), { provider, now });
    expect(objectCalls(provider)[0].prompt).toContain("Write all copy in Japanese (ja).");
    expect(imageCalls(provider)[0].brief.displayDate).toBe("2026年12月31日");
    expect(imageCalls(provider)[0].prompt).toContain("Any text on the graphic is in Japanese (ja).");
  });

  it("makes a kit in a language it does not write in English throughout, with a notice", async () => {
    const provider = createFakeProvider();
    const kit = await generateKit(request({ customEventName: "งานวัด", eventDate: "2026-12-31" }), {
      provider,
      now,
    });
    expect(kit.language).toBe("th");
    expect(kit.notices).toEqual(["The copy is in English: BrandKit does not write Thai yet."]);
    expect(kit.headline).toBe(SAMPLE_COPY_FOR_TESTS.headline);
    expect(objectCalls(provider)[0].request.language).toBe("en");
    expect(objectCalls(provider)[0].prompt).toContain("Write all copy in English (en).");
    expect(imageCalls(provider)[0].brief).toMatchObject({ language: "en", displayDate: "December 31, 2026" });
  });
});

describe("generateKit() checks an AI's copy is in the kit's language", () => {
  it("asks once more, with a firmer instruction, when the copy is in another script", async () => {
    // The second answer is Japanese copy the copy lint finds no fault in, so it is the last one asked for.
    const provider = createFakeProvider().queueObject(
      structuredClone(SAMPLE_COPY_FOR_TESTS),
      fittingCopyFor(undefined, "ja"),
    );
    const kit = await generateKit(request({ language: "ja" }), { provider, now });
    const [first, second] = objectCalls(provider);
    expect(objectCalls(provider)).toHaveLength(2);
    expect(second.prompt).toBe(
      `${first.prompt}\nYour previous answer was not in Japanese (ja). Write the headline, the tagline, the ` +
        "description and every caption in Japanese (ja), in its own script; only names, places, links and " +
        "hashtags may stay as they are.",
    );
    expect(kit.headline).toBe(fittingCopyFor(undefined, "ja").headline);
  });

  it("fails with AI_ERROR when the second answer is still in another script", async () => {
    const provider = createFakeProvider().queueObject(
      structuredClone(SAMPLE_COPY_FOR_TESTS),
      structuredClone(SAMPLE_COPY_FOR_TESTS),
    );
    const error = await failureOf(generateKit(request({ language: "ar" }), { provider, now }));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe(
      "The AI did not write the copy in Arabic (ar), even when asked twice: its headline is in another script.",
    );
    expect(provider.calls.map((call) => call.method)).toEqual(["object", "object"]);
  });

  it("asks for Latin-script languages too: Korean copy for a Spanish kit is refused", async () => {
    const provider = createFakeProvider().queueObject(sampleCopyFor("ko"), sampleCopyFor("ko"));
    const error = await failureOf(generateKit(request({ language: "es" }), { provider, now }));
    expect(error.message).toBe(
      "The AI did not write the copy in Spanish (es), even when asked twice: its headline is in another script.",
    );
  });

  it("does not count the visitor's own name and place against the copy", async () => {
    // A night word ("Midnight") and a party word in the visitor's own name do not count against the copy's
    // lint either: copy that fits otherwise is asked for once.
    const name = "Midnight Garden Party";
    const copy = fittingCopyFor(name, "ja");
    copy.headline = `${name}へようこそ`;
    copy.description = `${name}、Shibuya Stream Hallで`;
    const provider = createFakeProvider().queueObject(copy);
    await generateKit(
      request({ language: "ja", customEventName: name, eventLocation: "Shibuya Stream Hall" }),
      {
        provider,
        now,
      },
    );
    expect(objectCalls(provider)).toHaveLength(1);
  });

  it("trusts a local provider (the offline copywriter writes the language itself)", async () => {
    const fake = createFakeProvider();
    const provider = { ...fake, local: true };
    const kit = await generateKit(request({ language: "ja" }), { provider, now });
    expect(kit.headline).toBe(sampleCopyFor("ja").headline);
    fake.queueObject(structuredClone(SAMPLE_COPY_FOR_TESTS));
    await generateKit(request({ language: "ja" }), { provider, now });
    expect(objectCalls(fake)).toHaveLength(2);
  });
});

describe("regenerateImages() and the kit's language", () => {
  it("makes the graphics in the request's language", async () => {
    const provider = createFakeProvider();
    await regenerateImages(request({ language: "de", eventDate: "2027-03-14" }), "Glow Fest", {
      provider,
      now,
    });
    expect(imageCalls(provider).map((call) => call.brief.displayDate)).toEqual(
      Array(3).fill("14. März 2027"),
    );
  });

  it("decides Auto as the kit did, from the name or the browser", async () => {
    const provider = createFakeProvider();
    await regenerateImages(request({ customEventName: "Fête" }), "Fête", {
      provider,
      browserLanguages: ["fr"],
      now,
    });
    expect(imageCalls(provider)[0].brief.language).toBe("fr");
  });
});
