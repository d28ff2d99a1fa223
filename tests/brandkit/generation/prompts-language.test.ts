import { describe, expect, it } from "vitest";
import {
  buildImagePrompt,
  buildTextPrompt,
  type GenerationRequestInput,
  GenerationRequestSchema,
  IMAGE_STYLE_WORDS,
} from "../_fixtures.ts";
import { firmLanguageLine } from "../../../brandkit/generation/prompts.ts";

const request = (input: GenerationRequestInput = {}) => GenerationRequestSchema.parse(input);

describe("buildTextPrompt() with a language", () => {
  it.each<[string, GenerationRequestInput, string[], string[]]>([
    ["asks for the copy in the language, by its English name and tag", { language: "ja" }, [
      "Write all copy in Japanese (ja).",
    ], []],
    [
      "keeps a region in the tag",
      { language: "pt-BR" },
      ["Write all copy in Brazilian Portuguese (pt-BR)."],
      [],
    ],
    ["asks for English for a language BrandKit does not write", { language: "th" }, [
      "Write all copy in English (en).",
    ], ["Thai"]],
    ["writes the date the language's way", { language: "ja", eventDate: "2026-12-31" }, [
      "Event date: 2026年12月31日",
    ], ["December"]],
    ["says nothing of a language without one (the documented prompt)", { eventDate: "2026-12-31" }, [
      "Event date: December 31, 2026",
    ], ["Write all copy in"]],
  ])("%s", (_rule, input, included, excluded) => {
    const prompt = buildTextPrompt(request(input));
    for (const text of included) expect(prompt).toContain(text);
    for (const text of excluded) expect(prompt).not.toContain(text);
  });
});

describe("buildImagePrompt() with a language", () => {
  it("asks a model that draws the text to write it in the language, before the style words", () => {
    const prompt = buildImagePrompt("poster", "Neon Nights", request({ language: "ko" }));
    expect(prompt).toContain("Any text on the graphic is in Korean (ko).");
    expect(prompt.endsWith(`Any text on the graphic is in Korean (ko).\n${IMAGE_STYLE_WORDS}`)).toBe(true);
  });

  it("says nothing of the language in text-free art", () => {
    const prompt = buildImagePrompt("poster", "Neon Nights", request({ language: "ko" }), {
      typography: "overlay",
    });
    expect(prompt).not.toContain("Korean");
  });

  it("writes the date in the language for a model that draws it", () => {
    const prompt = buildImagePrompt("banner", "Nuit", request({ language: "fr", eventDate: "2027-03-14" }));
    expect(prompt).toContain("Event date: 14 mars 2027.");
  });
});

describe("firmLanguageLine()", () => {
  it("says the last answer was not in the language, and what may stay as it is", () => {
    expect(firmLanguageLine("ar")).toBe(
      "Your previous answer was not in Arabic (ar). Write the headline, the tagline, the description and " +
        "every caption in Arabic (ar), in its own script; only names, places, links and hashtags may stay as " +
        "they are.",
    );
  });
});
