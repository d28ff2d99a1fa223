/**
 * Steps of the new visitor's journey, kept apart so the journey reads as a story: filling in every field of
 * the form (mostly with the keyboard), and checking every section of the result with its words
 * (docs/behaviour.md#the-result).
 */
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { GUIDE_DONTS, GUIDE_DOS, GUIDE_FONTS, PALETTES } from "../../brandkit/web.ts";
import { suggestPalette } from "../../client/form/palette-suggestion.ts";
import { focusOf, POLL, screenshot, textsOf } from "./_page.ts";
import { solidPng } from "../support/solid-png.ts";

const OCEAN = PALETTES.find((palette) => palette.name === "Ocean Depths")!;

/** What the graphics of the kit fillEveryField asks for say after their title. */
export const NEON_NIGHTS_DETAILS = "Neon Nights: December 31, 2026, Austin, TX";

/** Fills in every field: name "Neon Nights", vibes, a palette and a manual colour, date, location, an image. */
export async function fillEveryField(page: Page): Promise<{ colors: string[]; inspiration: Uint8Array }> {
  // The keyboard alone reaches the fields: skip link, the header's language menu, then the name, then the vibes
  // (Enter adds a chip).
  await page.keyboard.press("Tab");
  await expect.poll(focusOf(page.getByRole("link", { name: "Skip to content" })), POLL).toBe(true);
  await page.keyboard.press("Tab");
  await expect.poll(focusOf(page.locator(".language-menu > summary")), POLL).toBe(true);
  await page.keyboard.press("Tab");
  await expect.poll(focusOf(page.getByLabel("Custom event name")), POLL).toBe(true);
  await page.keyboard.type("Neon Nights");
  await page.keyboard.press("Tab");
  await expect.poll(focusOf(page.getByLabel("Vibe keywords")), POLL).toBe(true);
  for (const vibe of ["neon", "retro", "  Neon ", "   ", "extra", "to remove"]) {
    await page.keyboard.type(vibe);
    await page.keyboard.press("Enter");
  }
  const chips = page.getByRole("list", { name: "Vibes" }).getByRole("listitem");
  await expect.poll(textsOf(chips), POLL).toEqual(["neon", "retro", "extra", "to remove"]);
  // Removing a chip with the keyboard hands the focus to its neighbour: the next one, or the one before.
  await page.getByRole("button", { name: "Remove vibe extra" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(textsOf(chips), POLL).toEqual(["neon", "retro", "to remove"]);
  await expect.poll(focusOf(page.getByRole("button", { name: "Remove vibe to remove" })), POLL).toBe(true);
  await page.keyboard.press("Enter");
  await expect.poll(textsOf(chips), POLL).toEqual(["neon", "retro"]);
  await expect.poll(focusOf(page.getByRole("button", { name: "Remove vibe retro" })), POLL).toBe(true);

  // Colours: the two default pinks, then a palette, then a manual colour (added once only).
  const swatches = page.getByRole("list", { name: "Selected colors" }).getByRole("listitem");
  await expect.poll(textsOf(swatches), POLL).toEqual(["#E6067A", "#F472B6"]);
  const palette = page.getByRole("combobox", { name: "Palette" });
  await expect.poll(() => palette.textContent(), POLL).toBe("Sunset Glow");
  const randomize = page.getByRole("tabpanel").getByRole("button", { name: "Randomize" });
  await randomize.click();
  await expect.poll(() => palette.textContent(), POLL).not.toBe("Sunset Glow");
  const randomName = (await palette.textContent())!;
  await expect.poll(textsOf(swatches), POLL).toEqual(
    PALETTES.find((entry) => entry.name === randomName)!.colors,
  );
  const colorTabs = page.getByRole("tablist", { name: "How to choose colors" });
  await colorTabs.getByRole("tab", { name: "Color Palettes" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => page.getByRole("tab", { name: "Manual" }).getAttribute("aria-selected"), POLL)
    .toBe("true");
  await randomize.click();
  const threeHexColors = async () => {
    const hexes = await textsOf(swatches)();
    return hexes.length === 3 && hexes.every((hex) => /^#[0-9A-F]{6}$/.test(hex));
  };
  await expect.poll(threeHexColors, POLL).toBe(true);
  await colorTabs.getByRole("tab", { name: "Manual" }).focus();
  await page.keyboard.press("ArrowLeft");
  await choosePaletteByKeyboard(page, randomName);
  await expect.poll(textsOf(swatches), POLL).toEqual(OCEAN.colors);
  await colorTabs.getByRole("tab", { name: "Color Palettes" }).focus();
  await page.keyboard.press("ArrowRight");
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole("button", { name: "Add a color" }).click();
    await page.getByLabel("Hex").fill("#123456");
    await page.getByRole("button", { name: "Add Color" }).click();
  }
  await expect.poll(textsOf(swatches), POLL).toEqual([...OCEAN.colors, "#123456"]);
  await page.getByRole("button", { name: `Remove color ${OCEAN.colors[0]}` }).focus();
  await page.keyboard.press("Enter");
  const colors = [...OCEAN.colors.slice(1), "#123456"];
  await expect.poll(textsOf(swatches), POLL).toEqual(colors);
  await expect.poll(focusOf(page.getByRole("button", { name: `Remove color ${colors[0]}` })), POLL).toBe(
    true,
  );

  await page.getByLabel("Event date").fill("2026-12-31");
  await expect.poll(() => page.getByLabel("Event location").getAttribute("placeholder"), POLL).toBe(
    "Austin, TX",
  );
  await page.getByLabel("Event location").fill("Austin, TX");
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect.poll(() => page.getByRole("alert").textContent(), POLL).toBe(
    "Choose an image file: PNG, JPEG, WebP or GIF.",
  );
  const inspiration = solidPng(64, 64, "#FF8800");
  await upload.setInputFiles({
    name: "mood.png",
    mimeType: "image/png",
    buffer: Buffer.from(inspiration),
  });
  await page.getByRole("img", { name: "Inspiration preview: mood.png" }).waitFor();

  return { colors, inspiration };
}

/**
 * Opens the palette dropdown (its chosen palette `current`) with the keyboard, checks every palette is listed
 * with its swatches, after the one suggested for the vibes (neon, retro), closes it with Escape, then picks
 * "Ocean Depths" by type-ahead, arrows and Enter.
 */
async function choosePaletteByKeyboard(page: Page, current: string): Promise<void> {
  const palette = page.getByRole("combobox", { name: "Palette" });
  const listbox = page.getByRole("listbox", { name: "Palette" });
  const active = () =>
    palette.evaluate((element) =>
      document.getElementById(element.getAttribute("aria-activedescendant") ?? "")?.textContent ?? null
    );
  await palette.focus();
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => palette.getAttribute("aria-expanded"), POLL).toBe("true");
  const listed = [suggestPalette(["neon", "retro"], PALETTES)!, ...PALETTES];
  await expect.poll(textsOf(listbox.getByRole("option")), POLL).toEqual(listed.map(({ name }) => name));
  const swatchCount = listed.reduce((sum, { colors }) => sum + colors.length, 0);
  await expect.poll(() => listbox.locator(".palette-strip > span").count(), POLL).toBe(swatchCount);
  await expect.poll(active, POLL).toBe(current);
  await expect.poll(() => listbox.getByRole("option", { selected: true }).textContent(), POLL).toBe(current);
  await page.keyboard.press("Escape");
  await expect.poll(() => listbox.count(), POLL).toBe(0);
  await expect.poll(() => palette.textContent(), POLL).toBe(current);
  await expect.poll(focusOf(palette), POLL).toBe(true);

  await page.keyboard.press("Enter");
  await page.keyboard.type("Ocean D");
  await expect.poll(active, POLL).toBe("Ocean Depths");
  await screenshot(page, "e2e-palette-open-1280", 1280);
  await screenshot(page, "e2e-palette-open-375", 375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press("ArrowDown");
  await expect.poll(active, POLL).not.toBe("Ocean Depths");
  await page.keyboard.press("ArrowUp");
  await expect.poll(active, POLL).toBe("Ocean Depths");
  await page.keyboard.press("Enter");
  await expect.poll(() => listbox.count(), POLL).toBe(0);
  await expect.poll(() => palette.textContent(), POLL).toBe("Ocean Depths");
  await expect.poll(focusOf(palette), POLL).toBe(true);
}

/** Checks the five sections of the result for the kit of "Neon Nights" with the colour #123456. */
export async function checkEverySection(page: Page): Promise<void> {
  // Every section, with its words (docs/behaviour.md#the-result).
  for (
    const title of [
      "Event Name Options",
      "Brand Copy",
      "Social Media Captions",
      "Event Graphics",
      "Brand Guide",
    ]
  ) {
    await page.getByRole("heading", { name: title }).waitFor();
  }
  const names = page.locator(".name-option");
  await expect.poll(() => names.count(), POLL).toBe(3);
  await expect.poll(() => names.first().textContent(), POLL).toContain("Neon Nights");
  await expect.poll(() => names.first().textContent(), POLL).toContain("Currently selected");
  for (const label of ["Poster 1080 x 1350", "Square Tile 1080 x 1080", "Banner 1200 x 675"]) {
    await page.getByText(label).waitFor();
  }
  // Every graphic says what it shows: the event, its date and its place.
  for (const title of ["Poster", "Square Tile", "Banner"]) {
    await page.getByRole("img", { name: `${title} for ${NEON_NIGHTS_DETAILS}`, exact: true }).waitFor();
  }
  // In the guide (the Design section lists the kit's colours too).
  await page.getByRole("region", { name: "Brand Guide" }).getByText("#123456", { exact: true }).waitFor();
  await expect.poll(() => page.getByRole("list", { name: "Contrast of #123456" }).textContent(), POLL)
    .toContain("On white 12.7:1 AAA");
  await page.getByRole("tab", { name: "Fonts" }).click();
  for (const font of GUIDE_FONTS) await page.getByText(font, { exact: true }).waitFor();
  expect(
    await page.getByText("Poppins Bold", { exact: true }).evaluate((el) => getComputedStyle(el).fontWeight),
  )
    .toBe("700");
  await page.getByRole("tab", { name: "Guidelines" }).click();
  await page.getByRole("heading", { name: "Do's" }).waitFor();
  await page.getByRole("heading", { name: "Don'ts" }).waitFor();
  for (const rule of [...GUIDE_DOS, ...GUIDE_DONTS]) await page.getByText(rule).waitFor();
}
