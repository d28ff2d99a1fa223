import { describe, expect, it } from "vitest";
import {
  GenerationRequestSchema,
  kitFiles,
  KitFileSchema,
  kitRequest,
  toKitFile,
} from "../../../brandkit/web.ts";
import { SAMPLE_KIT } from "../../support/sample-kit.ts";

const png = new Uint8Array([137, 80, 78, 71]);
const images = { poster: png, square: png, banner: png };

describe("kit.json and the kit's language", () => {
  it("records the language and the notices, and fills the language into the request", () => {
    const kit = toKitFile(
      {
        ...SAMPLE_KIT,
        language: "th",
        notices: ["The copy is in English: BrandKit does not write Thai yet."],
      },
      { request: GenerationRequestSchema.parse({ customEventName: "งานวัด" }), provider: "offline", nowMs: 0 },
    );
    expect(kit).toMatchObject({
      language: "th",
      notices: ["The copy is in English: BrandKit does not write Thai yet."],
      request: { customEventName: "งานวัด", language: "th" },
    });
    const json = JSON.parse(kitFiles(kit, images).at(-1)!.data as string);
    expect(KitFileSchema.parse(json)).toMatchObject({ language: "th", request: { language: "th" } });
  });

  it("writes the alt text in the kit's language", () => {
    const request = GenerationRequestSchema.parse({ eventDate: "2027-03-14", eventLocation: "Paris" });
    const kit = toKitFile({ ...SAMPLE_KIT, language: "fr" }, { request, provider: "offline", nowMs: 0 });
    const json = JSON.parse(kitFiles(kit, images).at(-1)!.data as string);
    expect(json.imageAlt.poster).toBe("Affiche pour Neon Nights\u00a0: 14 mars 2027, Paris");
  });

  it("reads an older kit.json without a language as English, and regenerates it in English", () => {
    const request = GenerationRequestSchema.parse({ vibes: ["neon"] });
    const { language: _language, ...kit } = toKitFile(SAMPLE_KIT, { request, provider: "offline", nowMs: 0 });
    const older = { ...kit, request: { ...kit.request, language: undefined } };
    const parsed = KitFileSchema.parse(JSON.parse(JSON.stringify(older)));
    expect(parsed.language).toBe("en");
    expect(parsed.notices).toBeUndefined();
    expect(kitRequest(parsed).language).toBe("en");
  });

  it("regenerates with the request's language when kit.json has one", () => {
    const request = GenerationRequestSchema.parse({ language: "ko" });
    const kit = toKitFile({ ...SAMPLE_KIT, language: "ko" }, { request, provider: "offline", nowMs: 0 });
    expect(kitRequest(KitFileSchema.parse(kit))).toMatchObject({ language: "ko" });
  });
});
