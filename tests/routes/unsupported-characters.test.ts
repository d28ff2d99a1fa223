import { beforeAll, describe, expect, it } from "vitest";
import { createDrawableCheck, type DrawableCheck } from "../../brandkit/mod.ts";
import { ErrorResponseSchema } from "../../brandkit/web.ts";
import { fontLibraryOf } from "../../brandkit/render/mod.ts";
import { renderAssets } from "../support/render-assets.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

let checkDrawable: DrawableCheck;
beforeAll(async () => {
  checkDrawable = createDrawableCheck(fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)));
});

const HIEROGLYPH_MESSAGE = "customEventName has a character no font can draw: '𓀀' (U+13000)";

describe("a character no font can draw", () => {
  it("gets a 400 UNSUPPORTED_CHARACTER naming it, before the provider is asked for anything", async () => {
    const { app, provider } = await createTestApp({ checkDrawable });
    const response = await app.request("/api/kits", postJson({ customEventName: "Pharaoh 𓀀 Night" }));
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect(error.code).toBe("UNSUPPORTED_CHARACTER");
    expect(error.message).toBe(`${HIEROGLYPH_MESSAGE}. Remove or replace it and try again.`);
    expect(error.issues).toEqual([{ path: "customEventName", message: HIEROGLYPH_MESSAGE }]);
    expect(provider.calls).toEqual([]);
  });

  it("gets the same 400 on the NDJSON stream, as a status rather than a line in a 200", async () => {
    const { app } = await createTestApp({ checkDrawable });
    const response = await app.request(
      "/api/kits",
      postJson({ customEventName: "Pharaoh 𓀀 Night" }, { Accept: "application/x-ndjson" }),
    );
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe("UNSUPPORTED_CHARACTER");
  });

  it("refuses a regeneration for a name with one", async () => {
    const { app } = await createTestApp({ checkDrawable });
    const response = await app.request("/api/kits/images", postJson({ request: {}, name: "Gala \uE000" }));
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect(error.issues?.[0].path).toBe("name");
  });

  it("lets every listed script and emoji through to a kit", async () => {
    const { app } = await createTestApp({ checkDrawable });
    const response = await app.request(
      "/api/kits",
      postJson({ customEventName: "東京デザインウィーク 2027 🎉", eventLocation: "عمّان، الأردن" }),
    );
    expect(response.status).toBe(200);
  });

  it("checks each kit request once: in the opening, before admission, and not again in the generator", async () => {
    const asked: Array<string | undefined> = [];
    const counting: DrawableCheck = (request, name, design) => {
      asked.push(name ?? request.customEventName);
      return checkDrawable(request, name, design);
    };
    const { app } = await createTestApp({ checkDrawable: counting });
    const kit = await app.request("/api/kits", postJson({ customEventName: "Jazz Night" }));
    expect(kit.status).toBe(200);
    expect(asked).toEqual(["Jazz Night"]);
    const streamed = await app.request(
      "/api/kits",
      postJson({ customEventName: "Soul Night" }, { Accept: "application/x-ndjson" }),
    );
    await streamed.text();
    expect(asked).toEqual(["Jazz Night", "Soul Night"]);
    const images = await app.request("/api/kits/images", postJson({ request: {}, name: "Funk Night" }));
    expect(images.status).toBe(200);
    expect(asked).toEqual(["Jazz Night", "Soul Night", "Funk Night"]);
  });
});
