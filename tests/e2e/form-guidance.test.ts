/**
 * The form guides a keyboard user in a real browser: removing the last chip or colour hands the focus to the
 * field, the palette dropdown works by keyboard and by pointer, and a submit refused by a rate limit shows the
 * 'Rate Limited' panel where the visitor is, beside the button.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PALETTES } from "../../brandkit/web.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { createDesignerFake } from "./_designer.ts";
import {
  focusOf,
  inViewportOf,
  openPage,
  POLL,
  screenshot,
  seriousAxeViolations,
  startApp,
  textsOf,
} from "./_page.ts";

let browser: Browser;
let assets: WebAssets;

beforeAll(async () => {
  [browser, assets] = await Promise.all([launchBrowser(), sharedWebAssets({ provider: "fake" })]);
});
afterAll(async () => {
  await browser?.close();
});

/** A phone's screen, where the submit button is far below the top of the form. */
const PHONE = { width: 375, height: 667 };

describe("a keyboard user", () => {
  it("gets the focus back on the field when the last chip or the last removable colour goes", async () => {
    const server = startApp({ provider: createDesignerFake(), assets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      const vibes = page.getByLabel("Vibe keywords");
      await vibes.focus();
      await page.keyboard.type("solo");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Remove vibe solo" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("list", { name: "Vibes" }).count(), POLL).toBe(0);
      await expect.poll(focusOf(vibes), POLL).toBe(true);

      // The palettes tab: with one colour left none can be removed, so the dropdown takes the focus.
      const swatches = page.getByRole("list", { name: "Selected colors" }).getByRole("listitem");
      await page.getByRole("button", { name: "Remove color #E6067A" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(textsOf(swatches), POLL).toEqual(["#F472B6"]);
      await expect.poll(focusOf(page.getByRole("combobox", { name: "Palette" })), POLL).toBe(true);

      // The manual tab: the add button does.
      await page.getByRole("tab", { name: "Manual" }).click();
      await page.getByRole("button", { name: "Add a color" }).click();
      await page.getByLabel("Hex").fill("#123456");
      await page.getByRole("button", { name: "Add Color" }).click();
      await page.getByRole("button", { name: "Remove color #123456" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(textsOf(swatches), POLL).toEqual(["#F472B6"]);
      await expect.poll(focusOf(page.getByRole("button", { name: "Add a color" })), POLL).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });

  it("opens the palette dropdown with Space, jumps with End, and takes the palette on Tab", async () => {
    const server = startApp({ provider: createDesignerFake(), assets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      const palette = page.getByRole("combobox", { name: "Palette" });
      const listbox = page.getByRole("listbox", { name: "Palette" });
      await palette.focus();
      await page.keyboard.press(" ");
      await expect.poll(() => palette.getAttribute("aria-expanded"), POLL).toBe("true");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press("End");
      await page.keyboard.press("Tab");
      const last = PALETTES[PALETTES.length - 1];
      await expect.poll(() => palette.textContent(), POLL).toBe(last.name);
      await expect.poll(() => listbox.count(), POLL).toBe(0);
      await expect.poll(focusOf(page.getByRole("tabpanel").getByRole("button", { name: "Randomize" })), POLL)
        .toBe(true);
      const swatches = page.getByRole("list", { name: "Selected colors" }).getByRole("listitem");
      await expect.poll(textsOf(swatches), POLL).toEqual(last.colors);

      // A pointer picks too, and the dropdown keeps the focus.
      await palette.click();
      await listbox.getByRole("option", { name: "Ocean Depths" }).click();
      await expect.poll(() => palette.textContent(), POLL).toBe("Ocean Depths");
      await expect.poll(focusOf(palette), POLL).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});

/** A rate-limit error as an AI service raises it, with its wait. */
function rateLimit(seconds: number): Error {
  return Object.assign(new Error("Rate limit exceeded"), { retryAfter: seconds });
}

describe("a visitor whose submit is refused by a rate limit", () => {
  it("sees the 'Rate Limited' panel beside the button, in view, and the button says why it waits", async () => {
    const provider = createDesignerFake().queueObject(rateLimit(5));
    const server = startApp({ provider, assets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.setViewportSize(PHONE);
      const submit = page.getByRole("button", { name: "Make My BrandKit" });
      await submit.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("region", { name: "Rate Limited" });
      await expect.poll(() => panel.textContent(), POLL).toContain(
        "Rate limit exceeded. Please wait 5s before trying again.",
      );
      await expect.poll(inViewportOf(panel), POLL).toBe(true);
      await expect.poll(inViewportOf(submit), POLL).toBe(true);
      await expect.poll(focusOf(submit), POLL).toBe(true);
      const description = () =>
        submit.evaluate((element) =>
          document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? ""
        );
      await expect.poll(description, POLL).toMatch(/^Wait [1-5]s before trying again$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "e2e-refused-submit-375", PHONE.width);

      // Pressing it again while the wait runs is refused with 'Please Wait'.
      await submit.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Please Wait" }).textContent(), POLL)
        .toMatch(/Rate limit active\. Wait [1-5]s before trying again\./);
      await expect.poll(() => panel.count(), { ...POLL, timeout: 8_000 }).toBe(0);
      await expect.poll(() => submit.getAttribute("aria-describedby"), POLL).toBe(null);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});
