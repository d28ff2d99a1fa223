/**
 * The form of issue 26 in a real browser: a comma or semicolon typed or pasted into the vibe field makes
 * separate chips; the palette dropdown starts with the palette suggested for the vibes, offered but not applied
 * until picked; and a kit with a 120-character event name keeps every control inside its card at 1280 and
 * 375 px, the page no wider than the screen. With axe-core and screenshots.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COLORS, PALETTES, REQUEST_LIMITS } from "../../brandkit/web.ts";
import { readConfig } from "../../brandkit/mod.ts";
import { createProvider } from "../../brandkit/providers/registry.ts";
import { loadRenderAssets } from "../../brandkit/render/mod.ts";
import { createRenderPool, type RenderPool } from "../../brandkit/render-pool/mod.ts";
import { suggestPalette } from "../../client/form/palette-suggestion.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { createDesignerFake } from "./_designer.ts";
import { ARTIFACTS, openPage, POLL, screenshot, seriousAxeViolations, startApp, textsOf } from "./_page.ts";

let browser: Browser;
let assets: WebAssets;
/** The server's render pool: the real offline kit, graphics and extra formats, as in production. */
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

/** The path of tests/artifacts/<name>.png. */
const artifact = (name: string) => decodeURIComponent(new URL(`${name}.png`, ARTIFACTS).pathname);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 667 };

/** The palette the dropdown should suggest for `vibes`. */
const suggestionFor = (vibes: string[]) => suggestPalette(vibes, PALETTES)!;

/** The dropdown's entries in order, as "group: heading" and "option: name", to see what comes first. */
function entriesOf(page: Page): () => Promise<string[]> {
  return () =>
    page.getByRole("listbox", { name: "Palette" }).evaluate((listbox) =>
      [...listbox.querySelectorAll("[role=group], [role=option]")].map((entry) =>
        entry.getAttribute("role") === "group"
          ? `group: ${document.getElementById(entry.getAttribute("aria-labelledby")!)?.textContent}`
          : `option: ${entry.textContent}`
      ).slice(0, 4)
    );
}

describe("the vibe field and the palette suggestion", () => {
  it("splits vibes at commas and semicolons, and suggests the palette that fits them", async () => {
    const server = startApp({ provider: createDesignerFake(), assets });
    try {
      await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const { page, problems } = await openPage(browser, server.url);
      const vibes = page.getByLabel("Vibe keywords");
      const chips = page.getByRole("list", { name: "Vibes" }).getByRole("listitem");

      // A typed comma ends the keyword at once; Enter ends the last.
      await vibes.focus();
      await page.keyboard.type("sporty,");
      await expect.poll(textsOf(chips), POLL).toEqual(["sporty"]);
      await expect.poll(() => vibes.inputValue(), POLL).toBe("");
      await page.keyboard.type(" friendly, morning");
      await expect.poll(() => vibes.inputValue(), POLL).toBe("morning");
      await page.keyboard.press("Enter");
      await expect.poll(textsOf(chips), POLL).toEqual(["sporty", "friendly", "morning"]);

      // The dropdown offers the palette that fits, first; the colours stay the two default pinks.
      const swatches = page.getByRole("list", { name: "Selected colors" }).getByRole("listitem");
      const palette = page.getByRole("combobox", { name: "Palette" });
      const sporty = suggestionFor(["sporty", "friendly", "morning"]);
      await palette.click();
      await expect.poll(entriesOf(page), POLL).toEqual([
        "group: Suggested for your vibes",
        `option: ${sporty.name}`,
        "group: All palettes",
        `option: ${PALETTES[0].name}`,
      ]);
      expect(await palette.textContent()).toBe("Sunset Glow");
      expect(await textsOf(swatches)()).toEqual(DEFAULT_COLORS);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "e2e-palette-suggested-1280", DESKTOP.width);
      await screenshot(page, "e2e-palette-suggested-375", PHONE.width);
      await page.setViewportSize(DESKTOP);

      // Picking it applies it like any palette.
      await page.getByRole("group", { name: "Suggested for your vibes" }).getByRole("option").click();
      await expect.poll(() => palette.textContent(), POLL).toBe(sporty.name);
      await expect.poll(textsOf(swatches), POLL).toEqual(sporty.colors);

      // A pasted list makes a chip of each keyword, the last too; the suggestion follows the vibes.
      await page.evaluate(() => navigator.clipboard.writeText("jazz; swing, sporty"));
      await vibes.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect.poll(textsOf(chips), POLL).toEqual(["sporty", "friendly", "morning", "jazz", "swing"]);
      await expect.poll(() => vibes.inputValue(), POLL).toBe("");
      const jazz = suggestionFor(["sporty", "friendly", "morning", "jazz", "swing"]);
      expect(jazz.name).not.toBe(sporty.name);
      await palette.click();
      await expect.poll(entriesOf(page), POLL).toEqual([
        "group: Suggested for your vibes",
        `option: ${jazz.name}`,
        "group: All palettes",
        `option: ${PALETTES[0].name}`,
      ]);
      await page.keyboard.press("Escape");

      // Without vibes there is nothing to suggest: the list is every palette, as before.
      for (const vibe of ["sporty", "friendly", "morning", "jazz", "swing"]) {
        await page.getByRole("button", { name: `Remove vibe ${vibe}` }).click();
      }
      await expect.poll(() => chips.count(), POLL).toBe(0);
      await palette.click();
      await expect.poll(entriesOf(page), POLL).toEqual(
        PALETTES.slice(0, 4).map(({ name }) => `option: ${name}`),
      );
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  }, 60_000);
});

/**
 * A 120-character event name, with a long word no line can break at a space; the field keeps its first 80
 * characters (REQUEST_LIMITS.maxNameLength), the long word among them.
 */
const LONG_NAME =
  "Supercalifragilisticexpialidociousness Interdisciplinary Neighbourhood Celebration of Everything Anyone Has Made By Hand";

/** The boxes a result's controls must stay in: its section cards, the graphics and the download offers. */
const CARDS = ".result-section, .graphic, .format-offer";

/**
 * Where a control gets out: the page when it is wider than the screen, and each button (or link drawn as one)
 * in the result that is not wholly inside every card around it. Empty when all is well.
 */
function escapes(page: Page): () => Promise<string[]> {
  return () =>
    page.evaluate((cards) => {
      const problems: string[] = [];
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth > innerWidth) {
        problems.push(`the page is ${pageWidth} px wide on a ${innerWidth} px screen`);
      }
      const slack = 0.5; // layout has fractions
      for (const control of document.querySelectorAll(".result-section :is(button, a.button)")) {
        const own = control.getBoundingClientRect();
        if (own.width === 0 && own.height === 0) continue; // not shown
        for (let card = control.closest(cards); card; card = card.parentElement!.closest(cards)) {
          const box = card.getBoundingClientRect();
          const inside = own.left >= box.left - slack && own.right <= box.right + slack &&
            own.top >= box.top - slack && own.bottom <= box.bottom + slack;
          if (!inside) {
            const name = control.getAttribute("aria-label") ?? control.textContent;
            problems.push(
              `${name} leaves its .${card.classList[0]} (${Math.round(own.left)}-${
                Math.round(own.right)
              } of ${Math.round(box.left)}-${Math.round(box.right)})`,
            );
          }
        }
      }
      return problems;
    }, CARDS);
}

describe("a kit with a 120-character event name", () => {
  it("keeps every control inside its card, and the page within the screen, at 1280 and 375 px", async () => {
    expect(LONG_NAME.length).toBe(120);
    expect(LONG_NAME.indexOf(" ")).toBeGreaterThan(30);
    const provider = createProvider(readConfig({}), { renderer: pool });
    const server = startApp({ provider, assets, fitImage: pool.fitImage, formats: pool });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.setViewportSize(DESKTOP);
      const name = page.getByLabel("Custom event name");
      await name.fill(LONG_NAME);
      const typed = await name.inputValue();
      expect(typed).toBe(LONG_NAME.slice(0, REQUEST_LIMITS.maxNameLength));
      await page.getByLabel("Event date").fill("2026-12-31");
      await page.getByLabel("Event location").fill("Austin, TX");
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 60_000 });
      const more = page.getByRole("region", { name: "More formats" });
      await more.scrollIntoViewIfNeeded();
      await more.getByRole("img", { name: `Story for ${typed}`, exact: false }).waitFor({ timeout: 60_000 });
      // The 'Success!' toast would cover part of the screenshots.
      await page.getByRole("button", { name: "Close" }).click();

      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await expect.poll(escapes(page), POLL).toEqual([]);
        await screenshot(page, `e2e-long-name-${viewport.width}`, viewport.width);
        // Each card on its own too, at full resolution, to look at the details.
        const cards = await page.locator(".result-header, .result-section").all();
        for (const [index, card] of cards.entries()) {
          await card.screenshot({ path: artifact(`e2e-long-name-${viewport.width}-card-${index}`) });
        }
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  }, 120_000);
});
