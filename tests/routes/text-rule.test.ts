/**
 * The rule of text people type on the routes (brandkit/typed-text.ts): a control character in a kit request, an
 * owner's edit or a preview is a 400 VALIDATION_ERROR naming the field, with the one message, before any work is
 * done and before anything is kept. RSVP answers are tested with the RSVP routes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createDrawableCheck, type DrawableCheck } from "../../brandkit/mod.ts";
import { ErrorResponseSchema, KitResultSchema, SharedKitSchema } from "../../brandkit/web.ts";
import { fontLibraryOf } from "../../brandkit/render/mod.ts";
import { TYPED_TEXT_MESSAGE } from "../../brandkit/typed-text.ts";
import { renderAssets } from "../support/render-assets.ts";
import { createTestApp, ownerEdit, postJson } from "../support/test-app.ts";

let checkDrawable: DrawableCheck;
beforeAll(async () => {
  checkDrawable = createDrawableCheck(fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)));
});

async function errorOf(response: Response) {
  return ErrorResponseSchema.parse(await response.json()).error;
}

async function appWithKit() {
  const test = await createTestApp({ checkDrawable });
  const response = await test.app.request(
    "/api/kits",
    postJson({ customEventName: "Sunday 10K & Pancakes", vibes: ["sporty"], eventDate: "2026-03-01" }),
  );
  expect(response.status).toBe(200);
  const kit = KitResultSchema.parse(await response.json());
  return { ...test, kit, id: kit.id!, token: kit.ownerToken! };
}

describe("POST /api/kits", () => {
  it.each([
    ["customEventName", { customEventName: "Run\u0000Club" }],
    ["customEventName", { customEventName: "Run\u0007Club" }],
    ["vibes[0]", { vibes: ["neon\u0000"] }],
    ["eventLocation", { eventLocation: "Pier 7\u0000" }],
    ["design.topLine", { design: { topLine: "get\u0000ready" } }],
  ])("refuses a control character in %s with 400 naming it, before any work", async (path, body) => {
    const test = await createTestApp({ checkDrawable });
    const response = await test.app.request("/api/kits", postJson(body));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues?.[0]).toEqual({ path, message: TYPED_TEXT_MESSAGE });
    expect(test.provider.calls).toHaveLength(0);
  });

  it("takes a tab, emoji, a ZWJ sequence, Arabic and Devanagari", async () => {
    const test = await createTestApp({ checkDrawable });
    const response = await test.app.request(
      "/api/kits",
      postJson({ customEventName: "Family day 👩‍👩‍👧", eventLocation: "دبي\tदिल्ली", vibes: ["🥞"] }),
    );
    expect(response.status).toBe(200);
  });
});

describe("PATCH /api/kits/{id}", () => {
  it.each([
    ["copy.headline", { copy: { headline: "Run\u0000, then pancakes" } }],
    ["copy.eventNames[1]", { copy: { eventNames: ["Pancake Dash", "Syrup\u0000Sprint", "Stack Run"] } }],
    ["copy.socialCaptions[0]", { copy: { socialCaptions: ["a\u0000", "b", "c"] } }],
    ["design.topLine", { design: { topLine: "Run\u0000with us" } }],
    ["design.details", { design: { details: "Doors\u0085 7 PM" } }],
    ["event.location", { event: { location: "Pier\u0000 7" } }],
  ])("refuses a control character in %s with 400 naming it, and nothing changes", async (path, body) => {
    const test = await appWithKit();
    const response = await test.app.request(`/api/kits/${test.id}`, ownerEdit(body, test.token));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues?.[0]).toEqual({ path, message: TYPED_TEXT_MESSAGE });
    const kept = SharedKitSchema.parse(await (await test.app.request(`/api/kits/${test.id}`)).json());
    expect(kept.revision).toBe(0);
  });

  it("takes line breaks in the description and the captions, not in the headline", async () => {
    const test = await appWithKit();
    const lines = { description: "Run first.\nPancakes after.", socialCaptions: ["a\r\nb", "c", "d"] };
    const response = await test.app.request(`/api/kits/${test.id}`, ownerEdit({ copy: lines }, test.token));
    expect(response.status).toBe(200);
    expect(SharedKitSchema.parse(await response.json()).kit.description).toBe("Run first.\nPancakes after.");
    const headline = await test.app.request(
      `/api/kits/${test.id}`,
      ownerEdit({ copy: { headline: "Run\nthen pancakes" } }, test.token, 1),
    );
    expect(headline.status).toBe(400);
    expect((await errorOf(headline)).issues?.[0].path).toBe("copy.headline");
  });
});

describe("POST /api/kits/preview", () => {
  it("refuses a control character in the kit it is sent, naming the field", async () => {
    const test = await createTestApp();
    const response = await test.app.request(
      "/api/kits/preview",
      postJson({
        request: {},
        kit: {
          eventNames: ["A", "B", "C"],
          headline: "h\u0000",
          tagline: "t",
          description: "d",
          socialCaptions: ["1", "2", "3"],
          selectedName: "A",
        },
        edit: { design: { topLine: "x" } },
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0]).toEqual({
      path: "kit.headline",
      message: TYPED_TEXT_MESSAGE,
    });
  });
});
