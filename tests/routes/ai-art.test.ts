import { describe, expect, it } from "vitest";
import {
  type FormatFilesRequestInput,
  KitResultSchema,
  RegeneratedImagesSchema,
} from "../../brandkit/web.ts";
import { mediaIdOfUrl } from "../../brandkit/kept/media.ts";
import { ART_PNG, ART_SIZE, artDrawingProvider, artShare, pdfImageSizes } from "../support/ai-art.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

const request = {
  vibes: ["neon"],
  colors: ["#1E1B4B", "#F472B6"],
  customEventName: "Neon Nights",
  eventDate: "2026-12-31",
  eventLocation: "Austin, TX",
  eventLink: "https://tickets.example.com/neon",
};

/** An app serving OpenAI's provider over the fake API, whose every image is the recognisable art. */
async function aiApp() {
  return createTestApp({ aiProvider: await artDrawingProvider("overlay") });
}

async function makeKit(test: Awaited<ReturnType<typeof aiApp>>) {
  const response = await test.app.request("/api/kits", postJson(request));
  expect(response.status).toBe(200);
  return KitResultSchema.parse(await response.json());
}

function formatsBody(
  kit: Awaited<ReturnType<typeof makeKit>>,
  files: string[],
): FormatFilesRequestInput {
  const { selectedName, eventNames, headline, tagline, description, socialCaptions } = kit;
  return {
    request,
    kit: { selectedName, eventNames, headline, tagline, description, socialCaptions },
    files,
    images: kit.images,
    ...kit.art ? { art: kit.art } : {},
  };
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  expect(response.status, await response.clone().text().catch(() => "")).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("an AI kit made with BRANDKIT_TYPOGRAPHY=overlay keeps its art for its other formats (issue 20)", () => {
  it("names the art each graphic was set on, kept in the media store at its own pixels", async () => {
    const test = await aiApp();
    const kit = await makeKit(test);
    expect(Object.keys(kit.art ?? {}).sort()).toEqual(["banner", "poster", "square"]);
    const artId = mediaIdOfUrl(kit.art!.poster!)!;
    expect(await test.media.get(artId)).toEqual(ART_PNG);
    // The graphic is the art under the type, not the art itself.
    expect(kit.images.poster).not.toBe(kit.art!.poster);
  });

  it("makes the story and link preview of POST /api/kits/formats from the art", async () => {
    const test = await aiApp();
    const kit = await makeKit(test);
    const ask = async (name: string) =>
      bytesOf(await test.app.request("/api/kits/formats", postJson(formatsBody(kit, [name]))));
    expect(artShare(await ask("story.png"), [0.02, 0.12], [0, 0.6])).toBeGreaterThan(0.95);
    expect(artShare(await ask("link-preview.png"), [0, 1], [0.9, 1])).toBeGreaterThan(0.95);
  });

  it("embeds the art in the SVGs and holds it in the print PDF at its own pixels", async () => {
    const test = await aiApp();
    const kit = await makeKit(test);
    const ask = async (name: string) =>
      bytesOf(await test.app.request("/api/kits/formats", postJson(formatsBody(kit, [name]))));
    const svg = new TextDecoder().decode(await ask("poster.svg"));
    expect(svg).toMatch(/<image\b[^>]*href="data:image\/png;base64,/);
    expect(await pdfImageSizes(await ask("poster-print.pdf"))).toContain(
      `${ART_SIZE.width}x${ART_SIZE.height}`,
    );
  });

  it("lays an offline kit's formats out from the brief, as before: it has no art", async () => {
    const test = await createTestApp();
    const kit = await makeKit(test);
    expect(kit.art).toBeUndefined();
    const story = await bytesOf(
      await test.app.request("/api/kits/formats", postJson(formatsBody(kit, ["story.png"]))),
    );
    expect(artShare(story, [0, 1])).toBe(0);
  });

  it("refuses to make formats from art that is no longer kept, rather than another design", async () => {
    const test = await aiApp();
    const kit = await makeKit(test);
    await test.media.remove([mediaIdOfUrl(kit.art!.poster!)!]);
    const response = await test.app.request("/api/kits/formats", postJson(formatsBody(kit, ["story.png"])));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: "NOT_FOUND", message: expect.stringContaining("no longer kept") },
    });
  });

  it("makes a kept kit's files from its art, and keeps the art as long as the kit", async () => {
    const test = await aiApp();
    const kit = await makeKit(test);
    const story = await bytesOf(await test.app.request(`/k/${kit.id}/files/story.png`));
    expect(artShare(story, [0.02, 0.12], [0, 0.6])).toBeGreaterThan(0.95);
    const print = await bytesOf(await test.app.request(`/k/${kit.id}/files/poster-print.pdf`));
    expect(await pdfImageSizes(print)).toContain(`${ART_SIZE.width}x${ART_SIZE.height}`);
    const artId = mediaIdOfUrl(kit.art!.banner!)!;
    expect(await test.kitStore.keptMedia([artId], test.clock.now)).toEqual(new Set([artId]));

    const deleted = await test.app.request(`/api/kits/${kit.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${kit.ownerToken}` },
    });
    expect(deleted.status).toBe(204);
    expect(await test.media.get(artId)).toBeNull();
  });

  it("gives an owner's regenerated graphics their own art, kept in the kit", async () => {
    const test = await aiApp();
    const kit = await makeKit(test);
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request, name: kit.eventNames[1], kitId: kit.id }, {
        Authorization: `Bearer ${kit.ownerToken}`,
      }),
    );
    const regenerated = RegeneratedImagesSchema.parse(await response.json());
    expect(regenerated.kept).toBe(true);
    expect(Object.keys(regenerated.art ?? {}).sort()).toEqual(["banner", "poster", "square"]);
    const shared = await (await test.app.request(`/api/kits/${kit.id}`)).json();
    expect(shared.kit.art).toEqual(regenerated.art);
    expect(shared.kit.selectedName).toBe(kit.eventNames[1]);
  });
});
