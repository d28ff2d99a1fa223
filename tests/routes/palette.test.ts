import { describe, expect, it } from "vitest";
import { ErrorResponseSchema, KitResultSchema } from "../../brandkit/web.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

const JAZZ_CLUB = ["#1B1B2F", "#162447", "#E43F5A", "#F2A365", "#EDE6DB"];

describe("the palette on the API", () => {
  it("gives a request without colours the palette that fits its vibes, with a notice naming it", async () => {
    const { app, provider } = await createTestApp();
    const response = await app.request("/api/kits", postJson({ vibes: ["jazz"], seed: 1 }));
    expect(response.status).toBe(200);
    const kit = KitResultSchema.parse(await response.json());
    expect(kit.brandGuide.colors).toEqual(JAZZ_CLUB);
    expect(kit.notices).toContain(
      `No colours were given, so the kit uses the palette 'Jazz Club' (${
        JAZZ_CLUB.join(" ")
      }), the best fit for its vibes.`,
    );
    const copyCall = provider.calls[0];
    expect(copyCall.method === "object" && copyCall.request.request).toMatchObject({
      palette: "Jazz Club",
      colors: JAZZ_CLUB,
    });
  });

  it("takes a palette by name, its colours first, then the request's", async () => {
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({ palette: "ocean depths", colors: ["#E6067A"] }),
    );
    const kit = KitResultSchema.parse(await response.json());
    expect(kit.brandGuide.colors).toEqual(["#03045E", "#0077B6", "#00B4D8", "#90E0EF", "#CAF0F8", "#E6067A"]);
    expect(kit.notices).toBeUndefined();
  });

  it("keeps a request with colours as it was: no palette chosen, no notice", async () => {
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits",
      postJson({ vibes: ["jazz"], colors: ["#E6067A", "#F472B6"] }),
    );
    const kit = KitResultSchema.parse(await response.json());
    expect(kit.brandGuide.colors).toEqual(["#E6067A", "#F472B6"]);
    expect(kit.notices).toBeUndefined();
  });

  it("refuses an unknown palette with 400, naming the close ones", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits", postJson({ palette: "Sunset Glo" }));
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe(
      "Unknown palette 'Sunset Glo'. Did you mean 'Sunset Glow'? List them all with 'brandkit palettes'.",
    );
  });
});
