/**
 * 'More formats' in a real browser: the event link field, the story and link preview shown under the graphics
 * once scrolled to, each extra format downloaded with its name and type checked by its bytes, and 'Download All
 * Assets' carrying every format; with axe-core and screenshots at 1280 and 375 px.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../brandkit/mod.ts";
import { createProvider } from "../../brandkit/providers/registry.ts";
import { loadRenderAssets } from "../../brandkit/render/mod.ts";
import { createRenderPool, type RenderPool } from "../../brandkit/render-pool/mod.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { pngSizeOf, readCalendarEvent, readPdf, readSvg } from "../support/format-readers.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { downloadOf, focusOf, openPage, POLL, screenshot, seriousAxeViolations, startApp } from "./_page.ts";
import { EVERY_KIT_FILE } from "../support/kit-files.ts";

let browser: Browser;
let assets: WebAssets;
let pool: RenderPool;

beforeAll(async () => {
  let renderAssets;
  [browser, assets, renderAssets] = await Promise.all([
    launchBrowser(),
    sharedWebAssets({ provider: "offline" }),
    loadRenderAssets(Deno.readFile),
  ]);
  pool = createRenderPool({ assets: renderAssets, size: 2 });
});
afterAll(async () => {
  pool?.close();
  await browser?.close();
});

const LINK = "https://tickets.example.com/neon";
const SVG_NAMES = ["poster.svg", "square.svg", "banner.svg", "story.svg", "link-preview.svg"];

describe("More formats", () => {
  it(
    "shows the story and link preview and downloads the SVGs, the PDFs, the calendar and everything",
    async () => {
      const provider = createProvider(readConfig({}), { renderer: pool });
      const server = startApp({ provider, assets, fitImage: pool.fitImage, formats: pool });
      try {
        const { page, problems } = await openPage(browser, server.url);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.getByLabel("Custom event name").fill("Neon Nights");
        await page.getByLabel("Event date").fill("2026-12-31");
        await page.getByLabel("Event location").fill("Austin, TX");

        // The event link: a bad one is refused when the visitor leaves it and on submit, with its message.
        const link = page.getByLabel("Event link (tickets or RSVP)");
        await link.fill("tickets.example.com");
        await link.blur();
        const message = "Enter a link that starts with https://, e.g. https://tickets.example.com/night";
        await expect.poll(() => page.getByRole("alert").filter({ hasText: message }).count(), POLL).toBe(1);
        expect(await link.getAttribute("aria-invalid")).toBe("true");
        await page.getByRole("button", { name: "Make My BrandKit" }).click();
        await expect.poll(focusOf(link), POLL).toBe(true);
        await link.fill(LINK);
        await expect.poll(() => link.getAttribute("aria-invalid"), POLL).toBe(null);
        await page.getByRole("button", { name: "Make My BrandKit" }).click();
        await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 30_000 });

        // The previews are made once the section is in view.
        const more = page.getByRole("region", { name: "More formats" });
        await more.scrollIntoViewIfNeeded();
        const story = more.getByRole("img", { name: "Story for Neon Nights: December 31, 2026, Austin, TX" });
        const preview = more.getByRole("img", {
          name: "Link Preview for Neon Nights: December 31, 2026, Austin, TX",
        });
        await story.waitFor({ timeout: 30_000 });
        await preview.waitFor({ timeout: 30_000 });
        await expect.poll(() => story.evaluate((image: HTMLImageElement) => image.naturalHeight), POLL).toBe(
          1920,
        );
        expect(await seriousAxeViolations(page)).toEqual([]);
        await more.scrollIntoViewIfNeeded();
        await screenshot(page, "e2e-more-formats-1280", 1280);
        await more.scrollIntoViewIfNeeded();
        await screenshot(page, "e2e-more-formats-375", 375);
        await page.setViewportSize({ width: 1280, height: 900 });

        const storyFile = await downloadOf(
          page,
          () => more.getByRole("link", { name: "Download story.png" }).click(),
        );
        expect([storyFile.name, pngSizeOf(storyFile.bytes)]).toEqual(["story.png", {
          width: 1080,
          height: 1920,
        }]);

        const svgs = await downloadOf(
          page,
          () => more.getByRole("button", { name: "Download neon-nights-svg.zip" }).click(),
        );
        expect(svgs.name).toBe("neon-nights-svg.zip");
        const svgEntries = unzipSync(svgs.bytes);
        expect(Object.keys(svgEntries).sort()).toEqual([...SVG_NAMES].sort());
        expect(readSvg(svgEntries["story.svg"])).toMatchObject({
          width: "1080",
          height: "1920",
          external: [],
        });

        const print = await downloadOf(
          page,
          () => more.getByRole("button", { name: "Download poster-print.pdf" }).click(),
        );
        expect(print.name).toBe("poster-print.pdf");
        expect(await readPdf(print.bytes)).toMatchObject({ pages: 1, widthMm: 323, heightMm: 446 });

        const guide = await downloadOf(
          page,
          () => more.getByRole("button", { name: "Download brand-guide.pdf" }).click(),
        );
        expect(guide.name).toBe("brand-guide.pdf");
        expect(await readPdf(guide.bytes)).toMatchObject({ widthMm: 210, heightMm: 297 });

        const calendar = await downloadOf(
          page,
          () => more.getByRole("button", { name: "Download event.ics" }).click(),
        );
        expect(calendar.name).toBe("event.ics");
        expect(readCalendarEvent(calendar.bytes)).toEqual({
          summary: "Neon Nights",
          location: "Austin, TX",
          url: LINK,
          start: "2026-12-31",
        });

        // Download All Assets carries every format beside the graphics, and kit.json says which.
        const all = await downloadOf(
          page,
          () => page.getByRole("button", { name: "Download All Assets" }).click(),
        );
        expect(all.name).toBe("neon-nights-brand-kit.zip");
        const entries = unzipSync(all.bytes);
        expect(Object.keys(entries).sort()).toEqual(EVERY_KIT_FILE);
        const kitJson = JSON.parse(strFromU8(entries["kit.json"]));
        expect(kitJson.formats).toEqual(["story", "link-preview", "svg", "pdf", "guide-pdf", "ics"]);
        expect(kitJson.request.eventLink).toBe(LINK);
        expect(problems).toEqual([]);
      } finally {
        await server.close();
      }
    },
    60_000,
  );
});
