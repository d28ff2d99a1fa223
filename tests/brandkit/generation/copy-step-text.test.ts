/**
 * A provider's copy and the rule of text people type (brandkit/typed-text.ts): what the rule refuses is a model's
 * slip, taken out before the copy is checked, so the kit is made and nothing it keeps holds a control character;
 * copy that is nothing but such characters is still an AI_ERROR naming the field.
 */
import { describe, expect, it } from "vitest";
import { createFakeProvider } from "../../support/fake-provider.ts";
import {
  ErrorCode,
  failureOf,
  generateKit,
  GenerationRequestSchema,
  SAMPLE_COPY_FOR_TESTS,
} from "../_fixtures.ts";
import { isTypedText } from "../../../brandkit/typed-text.ts";
import { writeCopy } from "../../../brandkit/generation/copy-step.ts";

const now = () => Date.UTC(2026, 10, 21, 12, 0, 0);

describe("a provider's copy with characters that are not text", () => {
  it("is mended: controls and lone surrogates taken out, a one-line field's line break made a space", async () => {
    const fake = createFakeProvider().queueObject({
      ...SAMPLE_COPY_FOR_TESTS,
      headline: "Dance\u0000 Until\nDawn",
      eventNames: ["Glow", "Pulse", "Beam\u0007"],
      description: "A night of light\uD800.\nBring friends.",
    });
    // A local provider is never asked again, so the copy is the one it gave, mended.
    const kit = await writeCopy(GenerationRequestSchema.parse({}), 7, { provider: { ...fake, local: true } });
    expect(kit.headline).toBe("Dance Until Dawn");
    expect(kit.eventNames).toEqual(["Glow", "Pulse", "Beam"]);
    expect(kit.description).toBe("A night of light.\nBring friends.");
    for (const text of [kit.headline, kit.tagline, ...kit.eventNames]) expect(isTypedText(text)).toBe(true);
    for (const text of [kit.description, ...kit.socialCaptions]) {
      expect(isTypedText(text, "several")).toBe(true);
    }
  });

  it("fails the generation with AI_ERROR naming the field when nothing is left of it", async () => {
    const provider = createFakeProvider().queueObject({ ...SAMPLE_COPY_FOR_TESTS, headline: "\u0000\u0007" });
    const error = await failureOf(generateKit(GenerationRequestSchema.parse({}), { provider, now }));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toMatch(/^The AI returned copy that does not fit a brand kit: headline: /);
  });
});
