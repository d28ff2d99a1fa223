import { beforeAll, describe, expect, it } from "vitest";
import { createDrawableCheck, type DrawableCheck } from "../../../brandkit/type/drawable.ts";
import { BrandKitError, ErrorCode } from "../../../brandkit/errors.ts";
import { fontLibraryOf } from "../../../brandkit/render/mod.ts";
import { GenerationRequestSchema } from "../../../brandkit/schemas.ts";
import { renderAssets } from "../../support/render-assets.ts";

let check: DrawableCheck;
beforeAll(async () => {
  check = createDrawableCheck(fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)));
});

const request = (fields: Record<string, string>) => GenerationRequestSchema.parse(fields);

async function refusal(promise: Promise<void>): Promise<BrandKitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BrandKitError) return error;
    throw error;
  }
  throw new Error("the check let the text through");
}

describe("createDrawableCheck()", () => {
  it.each([
    ["Latin with Vietnamese", "Lễ hội Âm nhạc Hà Nội"],
    ["Cyrillic", "Ночь музыки"],
    ["Greek", "Φεστιβάλ Αθηνών"],
    ["Arabic", "مهرجان الربيع"],
    ["Hebrew", "ליל הניאון"],
    ["Devanagari", "दिवाली उत्सव"],
    ["Thai", "เทศกาลดนตรีกรุงเทพ"],
    ["Japanese", "東京デザインウィーク 2027"],
    ["Chinese (Simplified)", "上海国际电影节"],
    ["Chinese (Traditional)", "台北國際書展"],
    ["Korean", "서울 디자인 위크"],
    ["emoji", "Nia's 30th 🎉✨👩‍👩‍👧🇯🇵1️⃣"],
  ])("lets a name in %s through", async (_script, name) => {
    await expect(check(request({ customEventName: name, eventLocation: name }))).resolves.toBeUndefined();
  });

  it("refuses a name with a character no font has, naming the character and the field", async () => {
    const error = await refusal(check(request({ customEventName: "Pharaoh 𓀀 Night" })));
    expect(error.code).toBe(ErrorCode.UNSUPPORTED_CHARACTER);
    expect(error.message).toBe(
      "customEventName has a character no font can draw: '𓀀' (U+13000). Remove or replace it and try again.",
    );
    expect(error.issues).toEqual([{
      path: "customEventName",
      message: "customEventName has a character no font can draw: '𓀀' (U+13000)",
    }]);
  });

  it("refuses a place and a regeneration's name with their own issues", async () => {
    const error = await refusal(check(request({ eventLocation: "Hall \uE000" }), "Gala \u{1D11E}"));
    expect(error.issues?.map((issue) => issue.path)).toEqual(["eventLocation", "name"]);
    expect(error.issues?.[0].message).toContain("(U+E000)");
    expect(error.issues?.[1].message).toContain("(U+1D11E)");
  });
});
