/**
 * The kit's language in a real browser: the 'Language' select sends its choice and the result's copy is marked
 * with it (lang, dir); Auto sends no language and the server reads it from the name; a language BrandKit does not
 * write gets English copy and a note; the date field says when the chosen day has passed.
 */
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormatService } from "../../brandkit/mod.ts";
import { KitFileSchema, KitResultSchema } from "../../brandkit/web.ts";
import type { WebAssets } from "../../routes/web-assets.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { type Browser, launchBrowser } from "./_browser.ts";
import { createDesignerFake } from "./_designer.ts";
import { downloadOf, openPage, POLL, screenshot, seriousAxeViolations, startApp } from "./_page.ts";

/** Extra formats as a byte each: this file checks what the page sends and what kit.json says, not the files. */
const tinyFormats: FormatService = {
  render: () => Promise.resolve(new Uint8Array([1])),
  format: () => Promise.resolve(new Uint8Array([1])),
};

let browser: Browser;
let assets: WebAssets;

beforeAll(async () => {
  [browser, assets] = await Promise.all([launchBrowser(), sharedWebAssets({ provider: "fake" })]);
});
afterAll(async () => {
  await browser?.close();
});

/** The kits the app streamed, in order, as the server sent them (startApp's onBody). */
function kitBodies() {
  const bodies: Array<Promise<string>> = [];
  return {
    bodies,
    onBody: (path: string, body: Promise<string>) => {
      if (path === "/api/kits") bodies.push(body);
    },
  };
}

/** Submits the form; answers the request body the page sent and the kit the server streamed back. */
async function generate(page: Page, streamed: Array<Promise<string>>) {
  const [request] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === "/api/kits"),
    page.getByRole("button", { name: "Make My BrandKit" }).click(),
  ]);
  const sent = JSON.parse(request.postData() ?? "{}");
  await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor();
  const body = await streamed.at(-1)!;
  const lines = body.trim().split("\n").map((line) => JSON.parse(line));
  const kit = KitResultSchema.parse(lines.at(-1).kit);
  return { sent, kit };
}

/** The lang and dir of every copy block of the result: names, headline, tagline, description, captions. */
function copyBlocks(page: Page) {
  return page.locator(".name-option-name, .copy-text, .caption-text").evaluateAll((elements) =>
    elements.map((element) => `${element.getAttribute("lang")} ${element.getAttribute("dir")}`)
  );
}

describe("the kit's language on the page", () => {
  it("sends the language picked in the select, and marks every copy block with it, right to left", async () => {
    const kits = kitBodies();
    const server = startApp({ provider: createDesignerFake(), assets, onBody: kits.onBody });
    try {
      const { page, problems } = await openPage(browser, server.url);
      const select = page.getByLabel("Language", { exact: true });
      expect(await select.inputValue()).toBe("auto");
      await select.selectOption({ label: "العربية" });
      await page.getByLabel("Custom event name").fill("Desert Nights");
      await page.getByLabel("Event date").fill("2027-03-14");
      const { sent, kit } = await generate(page, kits.bodies);
      expect(sent.language).toBe("ar");
      expect(kit.language).toBe("ar");
      expect(kit.notices).toBeUndefined();
      // 3 names, 3 copy blocks, 3 captions.
      expect(await copyBlocks(page)).toEqual(Array(9).fill("ar rtl"));
      const poster = page.getByRole("img", { name: /^ملصق Desert Nights: / });
      await expect.poll(() => poster.count(), POLL).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "e2e-language-ar-1280", 1280);
      await screenshot(page, "e2e-language-ar-375", 375);
      // Another name's graphics are made in the kit's language too.
      const [regenerate] = await Promise.all([
        page.waitForRequest((request) => new URL(request.url()).pathname === "/api/kits/images"),
        page.getByRole("button", { name: /Glow Fest/ }).click(),
      ]);
      expect(JSON.parse(regenerate.postData() ?? "{}").request.language).toBe("ar");
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });

  it("leaves Auto to the server, which reads Japanese from the name", async () => {
    const kits = kitBodies();
    const server = startApp({
      provider: createDesignerFake(),
      assets,
      formats: tinyFormats,
      onBody: kits.onBody,
    });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.getByLabel("Custom event name").fill("東京デザインウィーク");
      const { sent, kit } = await generate(page, kits.bodies);
      expect(sent).not.toHaveProperty("language");
      expect(kit.language).toBe("ja");
      expect(await copyBlocks(page)).toEqual(Array(9).fill("ja ltr"));
      expect(await page.locator(".result-notice").count()).toBe(0);
      // The download's kit.json keeps the language Auto chose, in the kit and in its request.
      const zip = await downloadOf(
        page,
        () => page.getByRole("button", { name: "Download All Assets" }).click(),
      );
      const raw = JSON.parse(strFromU8(unzipSync(zip.bytes)["kit.json"]));
      expect(KitFileSchema.parse(raw)).toMatchObject({ language: "ja", request: { language: "ja" } });
      expect(raw.imageAlt.poster).toBe("東京デザインウィークのポスター");
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });

  it("notes on the page that the copy is English for a language BrandKit does not write", async () => {
    const kits = kitBodies();
    const server = startApp({ provider: createDesignerFake(), assets, onBody: kits.onBody });
    try {
      const { page, problems } = await openPage(browser, server.url);
      await page.getByLabel("Custom event name").fill("งานวัดภูเขาทอง");
      const { kit } = await generate(page, kits.bodies);
      expect(kit.language).toBe("th");
      await expect.poll(() => page.locator(".result-notice").textContent(), POLL).toBe(
        "The copy is in English: BrandKit does not write Thai yet.",
      );
      expect(await copyBlocks(page)).toEqual(Array(9).fill("en ltr"));
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});

describe("the date field", () => {
  it("says when the chosen date has passed, described to assistive technology, and stops when it has not", async () => {
    const server = startApp({ provider: createDesignerFake(), assets });
    try {
      const { page, problems } = await openPage(browser, server.url);
      const date = page.getByLabel("Event date");
      const hint = page.getByText("This date has passed. Check the year if the event is still to come.");
      await date.fill("2020-05-01");
      await expect.poll(() => hint.count(), POLL).toBe(1);
      const hintId = await hint.getAttribute("id");
      expect((await date.getAttribute("aria-describedby"))?.split(" ")).toContain(hintId);
      await date.fill("2099-05-01");
      await expect.poll(() => hint.count(), POLL).toBe(0);
      expect(await date.getAttribute("aria-describedby")).toBeNull();
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});
