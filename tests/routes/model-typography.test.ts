import { describe, expect, it } from "vitest";
import { KitResultSchema } from "../../brandkit/web.ts";
import { OWN_TYPE_REASON } from "../../brandkit/mod.ts";
import { ART_PNG, artDrawingProvider } from "../support/ai-art.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

const request = {
  vibes: ["neon"],
  colors: ["#1E1B4B", "#F472B6"],
  customEventName: "Neon Nights",
  eventDate: "2026-12-31",
};

/** An app whose AI (OpenAI's over the fake API) draws its own text: BRANDKIT_TYPOGRAPHY=model. */
async function modelApp(env: Record<string, string> = {}) {
  const test = await createTestApp({ aiProvider: await artDrawingProvider("model"), env });
  const response = await test.app.request("/api/kits", postJson(request));
  expect(response.status).toBe(200);
  return { ...test, kit: KitResultSchema.parse(await response.json()) };
}

function formats(kit: ReturnType<typeof KitResultSchema.parse>, files: string[]) {
  const { selectedName, eventNames, headline, tagline, description, socialCaptions } = kit;
  return postJson({
    request,
    kit: { selectedName, eventNames, headline, tagline, description, socialCaptions },
    files,
    images: kit.images,
  });
}

describe("formats of a kit whose AI draws its own text (BRANDKIT_TYPOGRAPHY=model, issue 20)", () => {
  it("asks the model for the story and link preview, fitted to their exact sizes", async () => {
    const test = await modelApp();
    expect(test.kit.art).toBeUndefined();
    test.fitCalls.length = 0;
    const response = await test.app.request("/api/kits/formats", formats(test.kit, ["story.png"]));
    expect(response.status).toBe(200);
    // The test app's fitting step hands the model's picture on as it is: the story is the model's own.
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(ART_PNG);
    expect(test.fitCalls).toEqual([{ width: 1080, height: 1920 }]);
    const preview = await test.app.request(`/k/${test.kit.id}/files/link-preview.png`);
    expect(preview.status).toBe(200);
    expect(test.fitCalls).toContainEqual({ width: 1200, height: 630 });
  });

  it("refuses the SVGs and the print PDF with FORMAT_UNAVAILABLE, saying why, before any work", async () => {
    const test = await modelApp();
    test.fitCalls.length = 0;
    for (const files of [["poster.svg"], ["story.png", "poster-print.pdf"]]) {
      const response = await test.app.request("/api/kits/formats", formats(test.kit, files));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: { code: "FORMAT_UNAVAILABLE", message: OWN_TYPE_REASON },
      });
    }
    expect(test.fitCalls).toEqual([]);
    const kept = await test.app.request(`/k/${test.kit.id}/files/poster-print.pdf`);
    expect(kept.status).toBe(422);
  });

  it("makes the guide PDF and the calendar as for any kit", async () => {
    const test = await modelApp();
    const response = await test.app.request(
      "/api/kits/formats",
      formats(test.kit, ["brand-guide.pdf", "event.ics"]),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
  });

  it("counts a canvas the model draws against the kit limit, as the AI call it is", async () => {
    const test = await modelApp({ BRANDKIT_RATE_LIMIT_PER_MINUTE: "1" });
    const story = await test.app.request("/api/kits/formats", formats(test.kit, ["story.png"]));
    expect(story.status).toBe(429);
    const calendar = await test.app.request("/api/kits/formats", formats(test.kit, ["event.ics"]));
    expect(calendar.status).toBe(200);
  });
});
