/**
 * The page in a real browser, as a new visitor uses it: every field of the form, a generation with its
 * progress, every section of the result, copying, another name, downloads, a rate limit, 'Create New'; with
 * axe-core, screenshots at 1280 and 375 px, and no hydration warnings.
 */
import { Buffer } from "node:buffer";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRAST_AA, contrastRatio } from "../../brandkit/web.ts";
import { readConfig } from "../../brandkit/mod.ts";
import { createProvider } from "../../brandkit/providers/registry.ts";
import { loadRenderAssets } from "../../brandkit/render/mod.ts";
import { createRenderPool, type RenderPool } from "../../brandkit/render-pool/mod.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { createDesignerFake, createGate } from "./_designer.ts";
import { checkEverySection, fillEveryField } from "./_steps.ts";
import { gated } from "./_gated.ts";
import {
  boxesOf,
  downloadOf,
  focusOf,
  inViewportOf,
  openPage,
  POLL,
  rgbToHex,
  screenshot,
  seriousAxeViolations,
  startApp,
  textsOf,
} from "./_page.ts";
import { EVERY_KIT_FILE } from "../support/kit-files.ts";

let browser: Browser;
let assets: WebAssets;
/** The server's render pool: the graphics are made in worker threads, as in production. */
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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
/** Placeholders stand in for the graphics without taking the screen: none taller than this. */
const PLACEHOLDER_MAX_HEIGHT_PX = 200;

describe("a new visitor", () => {
  it(
    "fills in every field, gets a brand kit, copies, switches names, downloads and starts again",
    async () => {
      const gate = createGate();
      const offline = createProvider(readConfig({}), { renderer: pool });
      const provider = gated(offline, gate);
      const server = startApp({ provider, assets, fitImage: pool.fitImage, formats: pool });
      try {
        await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
        const { page, problems } = await openPage(browser, server.url);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("BrandKit");
        await page.getByText("AI Event Brand Creator").waitFor();
        await page.getByText("Powered by AI • Generate stunning event brands in seconds").waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, "e2e-form-375", 375);
        await screenshot(page, "e2e-form-1280", 1280);

        const { colors, inspiration } = await fillEveryField(page);

        // Generate: the button is busy while the server reports its steps.
        gate.close();
        const submit = page.getByRole("button", { name: "Make My BrandKit" });
        await submit.focus();
        await page.keyboard.press("Enter");
        const busy = page.getByRole("button", { name: "Crafting Your Brand Kit..." });
        await expect.poll(() => busy.isDisabled(), POLL).toBe(true);
        await expect.poll(() => busy.getAttribute("aria-busy"), POLL).toBe("true");
        // The busy button keeps the focus, and reads clearly: solid and opaque, its text at 4.5:1 or more.
        await expect.poll(focusOf(busy), POLL).toBe(true);
        const look = await busy.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            background: style.backgroundColor,
            image: style.backgroundImage,
            color: style.color,
            opacity: style.opacity,
          };
        });
        expect({ image: look.image, opacity: look.opacity }).toEqual({ image: "none", opacity: "1" });
        expect(contrastRatio(rgbToHex(look.background), rgbToHex(look.color))).toBeGreaterThanOrEqual(
          CONTRAST_AA,
        );
        await page.getByRole("progressbar", { name: "Brand kit progress" }).waitFor();
        await expect.poll(textsOf(page.locator(".progress-step")), POLL).toEqual([
          "Writing names and copy (done)",
          "Designing the poster (in progress)",
          "Designing the square tile",
          "Designing the banner",
        ]);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, "e2e-busy-1280", 1280);
        await screenshot(page, "e2e-busy-375", 375);
        await page.setViewportSize({ width: 1280, height: 900 });
        gate.open();
        await expect.poll(focusOf(page.getByRole("heading", { name: "Your Brand Kit is Ready!" })), POLL)
          .toBe(
            true,
          );
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Success!" }).textContent(), POLL)
          .toContain(
            "Your brand kit has been generated.",
          );
        // The toast area sits top right, at most 420 px wide.
        const area = await page.locator(".toast-viewport").evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { top: box.top, right: box.right, maxWidth: getComputedStyle(element).maxWidth };
        });
        expect(area).toEqual({ top: 0, right: 1280, maxWidth: "420px" });

        const call = provider.objectRequests[0];
        expect(call.request).toMatchObject({
          vibes: ["neon", "retro"],
          colors,
          eventDate: "2026-12-31",
          eventLocation: "Austin, TX",
          customEventName: "Neon Nights",
        });
        expect(call.request.inspirationImage).toBe(
          `data:image/png;base64,${Buffer.from(inspiration).toString("base64")}`,
        );

        await checkEverySection(page);
        const names = page.locator(".name-option");
        expect(await seriousAxeViolations(page)).toEqual([]);

        // Copy: the clipboard gets the text, the toast says so, the button shows a check.
        const headline = await page.locator(".copy-headline").textContent();
        await page.getByRole("button", { name: "Copy headline" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Copied!" }).textContent(), POLL)
          .toContain("Text copied to clipboard");
        await page.getByRole("button", { name: "Copied headline" }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(headline);
        await page.getByRole("button", { name: "Copy caption 2" }).click();
        await page.getByRole("button", { name: "Copied caption 2" }).waitFor();
        // The check shows for 2 s, then the button is a copy button again.
        await page.getByRole("button", { name: "Copy caption 2" }).waitFor({ timeout: 4_000 });
        // A browser that refuses the clipboard.
        await page.evaluate(() => {
          navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
        });
        await page.getByRole("button", { name: "Copy tagline" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Failed to copy" }).count(), POLL)
          .toBe(1);
        // F8 takes the keyboard to the toasts.
        await page.keyboard.press("F8");
        await expect.poll(
          () =>
            page.evaluate(() =>
              document.activeElement?.closest("[aria-label='Notifications (F8)']") !== null
            ),
          POLL,
        ).toBe(true);

        await screenshot(page, "e2e-result-1280", 1280);
        await screenshot(page, "e2e-result-375", 375);
        await page.setViewportSize({ width: 1280, height: 900 });

        // Another name: 'Regenerating...', then 'Images Updated!' and new graphics for it.
        const posterBefore = await page.getByRole("img", { name: "Poster for Neon Nights" }).getAttribute(
          "src",
        );
        const other = (await names.nth(1).locator(".name-option-name").textContent())!;
        gate.close();
        await names.nth(1).click();
        await expect.poll(() => names.nth(1).textContent(), POLL).toContain("Regenerating...");
        gate.open();
        await expect.poll(
          () => page.getByRole("status").filter({ hasText: "Images Updated!" }).textContent(),
          POLL,
        ).toContain(
          `Brand assets regenerated for "${other}"`,
        );
        await expect.poll(() => names.nth(1).textContent(), POLL).toContain("Currently selected");
        const posterAfter = await page.getByRole("img", { name: `Poster for ${other}` }).getAttribute("src");
        expect(posterAfter).not.toBe(posterBefore);

        // Downloads: one graphic, then everything as a ZIP named after the event.
        const poster = await downloadOf(
          page,
          () => page.getByRole("link", { name: "Download poster.png" }).click(),
        );
        expect(poster.name).toBe("poster.png");
        expect([...poster.bytes.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
        const zip = await downloadOf(
          page,
          () => page.getByRole("button", { name: "Download All Assets" }).click(),
        );
        const slug = other.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        expect(zip.name).toBe(`${slug}-brand-kit.zip`);
        const files = unzipSync(zip.bytes);
        // Everything: the graphics, every extra format (made on demand now) and the text files.
        expect(Object.keys(files).sort()).toEqual(EVERY_KIT_FILE);
        const kitJson = JSON.parse(new TextDecoder().decode(files["kit.json"]));
        expect(kitJson.selectedName).toBe(other);
        expect(kitJson.imageAlt.poster).toBe(`Poster for ${other}: December 31, 2026, Austin, TX`);

        // 'Create New': back to an empty form.
        await page.getByRole("button", { name: "Create New" }).click();
        await expect.poll(focusOf(page.getByRole("heading", { name: "Create Your Event Brand" })), POLL).toBe(
          true,
        );
        await expect.poll(() => page.getByLabel("Custom event name").inputValue(), POLL).toBe("");
        await expect.poll(() => page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).count(), POLL)
          .toBe(0);

        expect(problems).toEqual([]);
        await page.close();
      } finally {
        await server.close();
      }
    },
    60_000,
  );
});

/** A rate-limit error as an AI service raises it, with its wait. */
function rateLimit(seconds: number): Error {
  return Object.assign(new Error("Rate limit exceeded"), { retryAfter: seconds });
}

describe("a visitor who hits a rate limit", () => {
  it("keeps the copy, sees the panel count down, is told to wait, and regenerates after the wait", async () => {
    const provider = createDesignerFake().queueImage(rateLimit(3));
    const server = startApp({ provider, assets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor();
      await expect.poll(
        () => page.getByRole("status").filter({ hasText: "Rate Limited" }).textContent(),
        POLL,
      )
        .toContain("Too many requests. Please wait 3s before trying again.");
      const panel = page.getByRole("region", { name: "Rate Limited" });
      await expect.poll(() => panel.textContent(), POLL).toContain(
        "Rate limit exceeded. Please wait 3s before trying again.",
      );
      // The result replaced the form under the visitor: the panel atop it is brought into view.
      await expect.poll(inViewportOf(panel), POLL).toBe(true);
      await expect.poll(() => page.locator(".graphic-placeholder").allTextContents(), POLL).toEqual(
        Array(3).fill("Image generation is processing..."),
      );
      await page.locator(".copy-headline").waitFor();
      await screenshot(page, "e2e-rate-limited-1280", 1280);

      const names = page.locator(".name-option");
      await expect.poll(() => names.nth(1).getAttribute("aria-disabled"), POLL).toBe("true");
      // A visitor can still click a button marked disabled (Playwright would wait for it to be enabled).
      await names.nth(1).click({ force: true });
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Please Wait" }).textContent(), POLL)
        .toMatch(/Rate limit active\. Wait [1-3]s before trying again\./);
      await expect.poll(() => panel.textContent(), POLL).toContain("Wait 2s before trying again");
      await expect.poll(() => panel.textContent(), POLL).toContain("Wait 1s before trying again");
      await expect.poll(() => panel.count(), POLL).toBe(0);

      // The regeneration itself is rate-limited: 'Rate Limited' again, with the panel back.
      provider.queueImage(rateLimit(2));
      await names.nth(1).click();
      await expect.poll(
        () => page.getByRole("status").filter({ hasText: "Rate Limited" }).textContent(),
        POLL,
      )
        .toContain("Please wait 2s before trying again.");
      await panel.waitFor();
      await expect.poll(() => panel.count(), POLL).toBe(0);

      await names.nth(1).click();
      const other = (await names.nth(1).locator(".name-option-name").textContent())!;
      await expect.poll(
        () => page.getByRole("status").filter({ hasText: "Images Updated!" }).textContent(),
        POLL,
      )
        .toContain(`Brand assets regenerated for "${other}"`);
      await page.getByRole("img", { name: `Poster for ${other}` }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});

describe("a visitor whose generation fails", () => {
  it("is told 'Error' and keeps the form, gets the copy with a 'Note' when only the graphics fail, then the graphics", async () => {
    const provider = createDesignerFake().queueObject(new Error("model overloaded")).queueImage(
      new Error("boom"),
    );
    const server = startApp({ provider, assets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.getByLabel("Custom event name").fill("Harvest Supper");
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Error" }).textContent(), POLL)
        .toContain("Failed to generate brand kit. Please try again.");
      await expect.poll(() => page.getByLabel("Custom event name").inputValue(), POLL).toBe("Harvest Supper");
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Note" }).textContent(), POLL)
        .toContain("Text generated successfully. Images will be generated in a future update.");
      await expect.poll(() => page.locator(".graphic-placeholder").count(), POLL).toBe(3);
      await expect.poll(() => page.locator(".name-option").first().textContent(), POLL).toContain(
        "Harvest Supper",
      );
      // The placeholders are small, in the graphics' own shapes: 4:5, 1:1 and 16:9.
      for (const width of [1280, 375]) {
        await screenshot(page, `e2e-placeholders-${width}`, width);
        const boxes = await boxesOf(page.locator(".graphic-frame"));
        expect(boxes.map(({ width, height }) => Number((width / height).toFixed(2)))).toEqual([0.8, 1, 1.78]);
        for (const box of boxes) expect(box.height).toBeLessThanOrEqual(PLACEHOLDER_MAX_HEIGHT_PX);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      // 'Generate Graphics' by keyboard: once the graphics are there, the focus is on the first download.
      await page.getByRole("button", { name: "Generate Graphics" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("img", { name: "Poster for Harvest Supper", exact: true }).waitFor();
      await expect.poll(focusOf(page.getByRole("link", { name: "Download poster.png" })), POLL).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});

describe("hydration", () => {
  it("matches the server's HTML with React's development build, which warns about any mismatch", async () => {
    const devAssets = await sharedWebAssets({ provider: "fake", bundle: { development: true } });
    const server = startApp({ provider: createDesignerFake(), assets: devAssets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.getByRole("tab", { name: "Manual" }).click();
      await page.getByRole("button", { name: "Add a color" }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});
