/**
 * A character no font can draw, in a real browser: the page keeps the form, says under the field which character
 * it is and moves the focus there; editing the field clears the message, and the kit is made once it is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDrawableCheck, type DrawableCheck } from "../../brandkit/mod.ts";
import { fontLibraryOf } from "../../brandkit/render/mod.ts";
import { createDesignerFake } from "./_designer.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { renderAssets } from "../support/render-assets.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { openPage, POLL, screenshot, startApp } from "./_page.ts";

let browser: Browser;
let assets: WebAssets;
let checkDrawable: DrawableCheck;

beforeAll(async () => {
  [browser, assets] = await Promise.all([launchBrowser(), sharedWebAssets({ provider: "fake" })]);
  checkDrawable = createDrawableCheck(fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)));
});
afterAll(async () => {
  await browser?.close();
});

describe("a name with a character no font can draw", () => {
  it("is refused under the name field, which takes the focus, and the form stays as it was", async () => {
    const server = startApp({ provider: createDesignerFake(), assets, checkDrawable });
    try {
      const { page, problems } = await openPage(browser, server.url);
      const name = page.getByLabel("Custom event name");
      await name.fill("Pharaoh 𓀀 Night");
      await page.getByLabel("Event location").fill("Luxor");
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      const error = page.locator(".field-error");
      await expect.poll(() => error.count(), POLL).toBe(1);
      expect(await error.textContent()).toBe(
        "The event name has a character no font can draw: '𓀀' (U+13000)",
      );
      expect(await name.getAttribute("aria-invalid")).toBe("true");
      expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await page.getByLabel("Event location").inputValue()).toBe("Luxor");
      expect(await page.getByRole("heading", { name: "Create Your Event Brand" }).count()).toBe(1);
      await screenshot(page, "e2e-unsupported-character-1280", 1280);
      await name.fill("Pharaoh Night");
      expect(await error.count()).toBe(0);
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor();
      expect(problems.filter((problem) => !problem.includes("400"))).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});
