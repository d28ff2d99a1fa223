/**
 * 'More formats' on a server whose AI draws its own text (BRANDKIT_TYPOGRAPHY=model, issue 20), in a real
 * browser: the story and link preview are the model's own pictures, the SVGs and print PDF are not offered (the
 * section says why), and 'Download All Assets' carries neither; with axe-core and screenshots at 1280 and 375 px.
 */
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRenderAssets } from "../../brandkit/render/mod.ts";
import { createRenderPool, type RenderPool } from "../../brandkit/render-pool/mod.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { ART_HEX, artDrawingProvider } from "../support/ai-art.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { downloadOf, openPage, POLL, screenshot, seriousAxeViolations, startApp } from "./_page.ts";

let browser: Browser;
let assets: WebAssets;
let pool: RenderPool;

beforeAll(async () => {
  let renderAssets;
  [browser, assets, renderAssets] = await Promise.all([
    launchBrowser(),
    sharedWebAssets({ provider: "openai", unavailableFormats: ["svg", "pdf"] }),
    loadRenderAssets(Deno.readFile),
  ]);
  pool = createRenderPool({ assets: renderAssets, size: 2 });
});
afterAll(async () => {
  pool?.close();
  await browser?.close();
});

describe("More formats when the AI draws its own text", () => {
  it("shows the model's story and link preview, and offers no SVG or print PDF, saying why", async () => {
    const provider = await artDrawingProvider("model");
    const server = startApp({ provider, assets, fitImage: pool.fitImage, formats: pool });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel("Custom event name").fill("Neon Nights");
      await page.getByLabel("Event date").fill("2026-12-31");
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 30_000 });

      const more = page.getByRole("region", { name: "More formats" });
      await more.scrollIntoViewIfNeeded();
      const story = more.getByRole("img", { name: /^Story for Neon Nights/ });
      await story.waitFor({ timeout: 30_000 });
      // The model's picture, fitted to the story's size: its one colour at the centre.
      const centre = await story.evaluate((image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const [red, green, blue] = context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
        return { size: [canvas.width, canvas.height], rgb: [red, green, blue] };
      });
      const art = [1, 3, 5].map((at) => parseInt(ART_HEX.slice(at, at + 2), 16));
      expect(centre).toEqual({ size: [1080, 1920], rgb: art });

      await expect.poll(() => more.getByText("no SVG or print PDF files to download").count(), POLL).toBe(1);
      expect(await more.getByText("Vector SVG").count()).toBe(0);
      expect(await more.getByText("Print Poster PDF").count()).toBe(0);
      expect(await more.getByText("Brand Guide PDF").count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, "e2e-model-formats-1280", 1280);
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, "e2e-model-formats-375", 375);
      await page.setViewportSize({ width: 1280, height: 900 });

      const all = await downloadOf(
        page,
        () => page.getByRole("button", { name: "Download All Assets" }).click(),
      );
      const names = Object.keys(unzipSync(all.bytes));
      expect(names).toEqual(expect.arrayContaining(["story.png", "link-preview.png", "brand-guide.pdf"]));
      expect(names.filter((name) => name.endsWith(".svg") || name === "poster-print.pdf")).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
