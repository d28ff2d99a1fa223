import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  type FormatFilesRequestInput,
  GenerationRequestSchema,
  KitResultSchema,
} from "../../brandkit/web.ts";
import type { FormatService } from "../../brandkit/mod.ts";
import { SAMPLE_COPY } from "../support/fake-provider.ts";
import { createAdmission } from "../../routes/admission.ts";
import { lazyFormatService } from "../support/format-service.ts";
import { pngSizeOf, readCalendarEvent, readPdf, readSvg } from "../support/format-readers.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

const LINK = "https://tickets.example.com/neon";
const request = { vibes: ["neon"], eventDate: "2026-12-31", eventLocation: "Austin, TX", eventLink: LINK };
const kit = { selectedName: "Neon Nights", ...SAMPLE_COPY };

function body(files: string[], extra: Partial<FormatFilesRequestInput> = {}): FormatFilesRequestInput {
  return { request, kit, files, ...extra };
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe("POST /api/kits/formats", () => {
  it.each<[string, string]>([
    ["story.png", "image/png"],
    ["link-preview.png", "image/png"],
    ["banner.svg", "image/svg+xml"],
    ["poster-print.pdf", "application/pdf"],
    ["brand-guide.pdf", "application/pdf"],
    ["event.ics", "text/calendar; charset=utf-8"],
  ])("answers %s as an attachment of type %s", async (name, type) => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits/formats", postJson(body([name])));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await bytesOf(response)).byteLength).toBeGreaterThan(0);
  });

  it("makes each file what its name says, read back by independent readers", async () => {
    const { app } = await createTestApp();
    const ask = async (name: string) =>
      bytesOf(await app.request("/api/kits/formats", postJson(body([name]))));
    expect(pngSizeOf(await ask("story.png"))).toEqual({ width: 1080, height: 1920 });
    expect(readSvg(await ask("poster.svg"))).toMatchObject({ width: "1080", height: "1350", external: [] });
    expect(await readPdf(await ask("poster-print.pdf"))).toMatchObject({
      pages: 1,
      widthMm: 323,
      heightMm: 446,
    });
    expect(readCalendarEvent(await ask("event.ics"))).toEqual({
      summary: "Neon Nights",
      location: "Austin, TX",
      url: LINK,
      start: "2026-12-31",
    });
  });

  it("answers several files as one ZIP, in the order asked", async () => {
    const { app } = await createTestApp();
    const response = await app.request(
      "/api/kits/formats",
      postJson(body(["event.ics", "link-preview.png", "square.svg"])),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="formats.zip"`);
    const entries = unzipSync(await bytesOf(response));
    expect(Object.keys(entries)).toEqual(["event.ics", "link-preview.png", "square.svg"]);
    expect(pngSizeOf(entries["link-preview.png"])).toEqual({ width: 1200, height: 630 });
  });

  it("shows the kit's own graphics from the media store in the guide PDF", async () => {
    const { app } = await createTestApp();
    const made = KitResultSchema.parse(await (await app.request("/api/kits", postJson(request))).json());
    const withImages = await app.request(
      "/api/kits/formats",
      postJson(body(["brand-guide.pdf"], { images: made.images })),
    );
    const without = await app.request("/api/kits/formats", postJson(body(["brand-guide.pdf"])));
    expect(withImages.status).toBe(200);
    const [guide, plain] = [await bytesOf(withImages), await bytesOf(without)];
    expect((await readPdf(guide)).fonts.length).toBeGreaterThan(0);
    expect(guide.byteLength).toBeGreaterThan(plain.byteLength);
  });

  it.each<[string, FormatFilesRequestInput, string]>([
    [
      "a file no kit has",
      body(["poster.gif"]),
      "Invalid formats request: files[0]: 'poster.gif' is not a file this kit can have; use one of story.png, " +
      "link-preview.png, poster.svg, square.svg, banner.svg, story.svg, link-preview.svg, poster-print.pdf, " +
      "brand-guide.pdf, event.ics",
    ],
    [
      "a calendar for a kit without a date",
      { request: { vibes: ["neon"] }, kit, files: ["event.ics"] },
      "Invalid formats request: files[0]: 'event.ics' is not a file this kit can have; use one of story.png, " +
      "link-preview.png, poster.svg, square.svg, banner.svg, story.svg, link-preview.svg, poster-print.pdf, " +
      "brand-guide.pdf",
    ],
    [
      "a file twice",
      body(["story.png", "story.png"]),
      "Invalid formats request: files[1]: 'story.png' is asked for twice",
    ],
    ["no files", body([]), "Invalid formats request: files: files must name at least one file"],
    [
      "a bad event link",
      { ...body(["event.ics"]), request: { ...request, eventLink: "http://tickets.example.com" } },
      "Invalid formats request: request.eventLink: eventLink 'http://tickets.example.com' is not an https:// URL, " +
      "e.g. https://tickets.example.com/night",
    ],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_, sent, message) => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits/formats", postJson(sent));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "VALIDATION_ERROR", message });
  });

  it("counts formats of a kit made elsewhere (or never) against the kit limit too, one request however many files", async () => {
    const { app } = await createTestApp({ env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "2" } });
    expect((await app.request("/api/kits", postJson(request))).status).toBe(200);
    const many = await app.request("/api/kits/formats", postJson(body(["story.png", "event.ics"])));
    expect(many.status).toBe(200);
    const refused = await app.request("/api/kits/formats", postJson(body(["event.ics"])));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await refused.json()).error).toEqual({
      code: "RATE_LIMIT_EXCEEDED",
      message: "Rate limit exceeded. Please wait 60s before trying again.",
      retryAfter: 60,
    });
  });

  it("does not count formats of a kit this server made against the kit limit", async () => {
    const { app } = await createTestApp({ env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "2" } });
    const made = KitResultSchema.parse(await (await app.request("/api/kits", postJson(request))).json());
    for (let index = 0; index < 5; index++) {
      const response = await app.request(
        "/api/kits/formats",
        postJson(body(["event.ics"], { images: made.images })),
      );
      expect(response.status, `formats request ${index + 1}`).toBe(200);
    }
    expect((await app.request("/api/kits", postJson(request))).status).toBe(200);
    expect((await app.request("/api/kits", postJson(request))).status).toBe(429);
  });

  it("gives formats of this server's kits their own allowance, BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE", async () => {
    const { app } = await createTestApp({ env: { BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE: "3" } });
    const made = KitResultSchema.parse(await (await app.request("/api/kits", postJson(request))).json());
    const ask = () =>
      app.request("/api/kits/formats", postJson(body(["event.ics"], { images: made.images })));
    for (let index = 0; index < 3; index++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("RATE_LIMIT_EXCEEDED");
    expect((await app.request("/api/kits", postJson(request))).status).toBe(200);
  });

  it("waits for a place in admission control like a kit, and is refused with 503 when there is none", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => release = resolve);
    const slow: FormatService = {
      render: async (job, signal) => {
        await held;
        return lazyFormatService.render(job, signal);
      },
      format: lazyFormatService.format,
    };
    const admission = createAdmission({ maxActive: 1, maxQueued: 0, now: () => 0 });
    const { app } = await createTestApp({ formats: slow, admission });
    const first = app.request("/api/kits/formats", postJson(body(["story.png"])));
    while (admission.stats().active === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const busy = await app.request("/api/kits/formats", postJson(body(["event.ics"])));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).not.toBeNull();
    expect((await busy.json()).error.code).toBe("SERVER_BUSY");
    release();
    expect((await first).status).toBe(200);
  });

  it("keeps the request's seed, so the story matches the kit's look every time", async () => {
    const { app } = await createTestApp();
    const seeded = { ...request, seed: 7 };
    const ask = async () =>
      bytesOf(await app.request("/api/kits/formats", postJson(body(["story.svg"], { request: seeded }))));
    expect(await ask()).toEqual(await ask());
    expect(GenerationRequestSchema.parse(seeded).seed).toBe(7);
  });
});
