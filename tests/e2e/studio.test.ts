/**
 * The studio (issue 26) in a real browser: the maker sets the top line, the time and a details line, and the
 * poster, square, banner and story are made again as they type (timed from the last key); picks a layout,
 * shuffles, and undoes both, each change kept on the server as a new revision; reloads and opens the kit from
 * "Your kits", still editable; and someone else, in a fresh browser, sees the edited kit read-only, its link card
 * the new one. With axe-core, screenshots at 1280 and 375 px, and no hydration warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { pngSizeOf } from "../support/format-readers.ts";
import { type Browser, launchBrowser, type Served } from "./_browser.ts";
import { ARTIFACTS, openPage, POLL, screenshot, seriousAxeViolations, startOfflineApp } from "./_page.ts";

let browser: Browser;
let server: Served;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOfflineApp({ development: true })]);
});
afterAll(async () => {
  await server?.close();
  await browser?.close();
});

/**
 * The issue's target is 0.5 s from the last key to the new graphics shown, on this machine with the production
 * build; the test runs the development build beside other suites, so it allows more and prints what it measured.
 */
const NEW_GRAPHICS_TEST_LIMIT_MS = 1_500;
const GRAPHICS = ["poster", "square", "banner"] as const;

type KitJson = {
  revision: number;
  kit: {
    design: { family: string; variation: number; topLine: string; details?: string };
    images: Record<string, string>;
  };
  request: { eventTime?: string; timeZone?: string };
};

async function kitJson(id: string): Promise<KitJson> {
  const response = await fetch(`${server.url}/api/kits/${id}`);
  expect(response.status).toBe(200);
  return await response.json();
}

async function linkPreview(id: string): Promise<Uint8Array> {
  const response = await fetch(`${server.url}/k/${id}/files/link-preview.png`);
  expect([response.status, response.headers.get("Content-Type")]).toEqual([200, "image/png"]);
  return new Uint8Array(await response.arrayBuffer());
}

/** Where a screenshot named `name` is saved. */
function artifact(name: string): string {
  return decodeURIComponent(new URL(`${name}.png`, ARTIFACTS).pathname);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The src of the poster, square and banner, in that order. */
function graphicSources(page: Page): Promise<string[]> {
  return Promise.all(
    GRAPHICS.map((kind) => page.locator(`.graphic-${kind} img`).getAttribute("src").then((src) => src ?? "")),
  );
}

/** Records in the page when each key is pressed (the last one counts) and when each image loads. */
async function watchKeysAndImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timed = globalThis as unknown as { lastKeyAt?: number; loadedAt?: Map<string, number> };
    timed.loadedAt = new Map();
    document.addEventListener("keydown", () => (timed.lastKeyAt = performance.now()), { capture: true });
    document.addEventListener("load", (event) => {
      if (event.target instanceof HTMLImageElement) timed.loadedAt!.set(event.target.src, performance.now());
    }, { capture: true });
  });
}

/**
 * Milliseconds from the last key pressed to the poster, square and banner all showing `sources` (the final
 * graphics, as the server keeps them), loaded; measured in the page.
 */
function msFromLastKeyTo(page: Page, sources: string[]): Promise<number> {
  return page.evaluate((sources) => {
    const timed = globalThis as unknown as { lastKeyAt: number; loadedAt: Map<string, number> };
    const loaded = sources.map((source) => timed.loadedAt.get(new URL(source, location.href).href));
    if (loaded.some((at) => at === undefined)) throw new Error(`not all of ${sources.join(", ")} loaded`);
    return Math.max(...loaded as number[]) - timed.lastKeyAt;
  }, sources);
}

/** Waits until the poster, square and banner show the graphics the server keeps for kit `id`; answers them. */
async function shownGraphics(page: Page, id: string): Promise<string[]> {
  let kept: string[] = [];
  await expect.poll(async () => {
    const kit = await kitJson(id);
    kept = GRAPHICS.map((kind) => kit.kit.images[kind]);
    const shown = await graphicSources(page);
    const complete = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>(".graphics img")].every((image) =>
        image.complete && image.naturalWidth > 0
      )
    );
    return complete && shown.join() === kept.join();
  }, POLL).toBe(true);
  return kept;
}

/**
 * What the browser logs when a save the page cancelled had still reached the server: the next save conflicts
 * (409) and the page sends it again on the new revision (client/state/studio-store.ts). Expected, not a problem.
 */
const CANCELLED_SAVE_CONFLICT = /^error: Failed to load resource: the server responded with a status of 409/;

function realProblems(problems: string[]): string[] {
  return problems.filter((problem) => !CANCELLED_SAVE_CONFLICT.test(problem));
}

/** Waits until the Design section says the last change is saved. */
async function saved(design: Locator): Promise<void> {
  await expect.poll(() => design.getByRole("status").textContent(), POLL).toBe("Saved");
}

describe("the studio", () => {
  it(
    "edits the kit's lines, time and layout, undoes, reopens from Your kits, and shares the latest",
    async () => {
      const { page, problems } = await openPage(browser, server.url);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel("Custom event name").fill("Sunday 10K");
      await page.getByLabel("Vibe keywords").fill("sporty, friendly");
      await page.keyboard.press("Enter");
      await page.getByLabel("Event date").fill("2027-05-16");
      await page.getByLabel("Event location").fill("Lisbon");
      // The form's time, in the browser's time zone unless the visitor picks another.
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await page.getByLabel("Time", { exact: true }).fill("07:30");
      expect(await page.getByLabel("Time zone").inputValue()).toBe(browserZone);
      await page.getByLabel("Event date").scrollIntoViewIfNeeded();
      await screenshot(page, "e2e-studio-form-375", 375);
      await screenshot(page, "e2e-studio-form-1280", 1280);
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await page.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 30_000 });
      const id: string = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("brandkit.yourKits.v1")!)[0].id
      );
      const made = await kitJson(id);
      expect(made.revision).toBe(0);
      expect([made.request.eventTime, made.request.timeZone]).toEqual(["07:30", browserZone]);
      const firstCard = await linkPreview(id);
      await expect.poll(() => page.getByText(/^Kept until/).count(), POLL).toBe(1);

      // 1. The lines and the time: the graphics follow the typing, each change a new revision.
      const design = page.getByRole("region", { name: "Design" });
      await design.waitFor();
      await watchKeysAndImages(page);
      const more = page.getByRole("region", { name: "More formats" });
      await more.scrollIntoViewIfNeeded();
      await expect.poll(() => more.locator("img").count(), POLL).toBe(2);
      const firstStory = await more.locator(".extra-story img").getAttribute("src");
      await design.scrollIntoViewIfNeeded();

      const timings: number[] = [];
      const firstGraphics = await graphicSources(page);
      const topLine = design.getByLabel("Top line", { exact: true });
      await topLine.selectText();
      await topLine.pressSequentially("Run with us", { delay: 40 });
      await saved(design);
      timings.push(await msFromLastKeyTo(page, await shownGraphics(page, id)));

      await design.getByLabel("Time", { exact: true }).focus();
      await page.keyboard.type("0800AM", { delay: 40 });
      expect(await design.getByLabel("Time", { exact: true }).inputValue()).toBe("08:00");
      await saved(design);
      timings.push(await msFromLastKeyTo(page, await shownGraphics(page, id)));

      await design.getByLabel("Details line", { exact: true }).pressSequentially("Free · Pancakes after", {
        delay: 40,
      });
      await saved(design);
      timings.push(await msFromLastKeyTo(page, await shownGraphics(page, id)));
      console.log(
        `studio: new graphics ${timings.map((ms) => `${Math.round(ms)} ms`).join(", ")} after the last key`,
      );
      for (const ms of timings) expect(ms).toBeLessThan(NEW_GRAPHICS_TEST_LIMIT_MS);
      expect((await graphicSources(page)).some((source, index) => source === firstGraphics[index])).toBe(
        false,
      );

      const edited = await kitJson(id);
      expect(edited.kit.design).toMatchObject({ topLine: "Run with us", details: "Free · Pancakes after" });
      expect(edited.request.eventTime).toBe("08:00");
      expect(edited.revision).toBeGreaterThanOrEqual(3);
      expect(GRAPHICS.map((kind) => edited.kit.images[kind])).toEqual(await graphicSources(page));
      for (const kind of GRAPHICS) {
        const image = page.locator(`.graphic-${kind} img`);
        expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
      // The story (More formats) is made again too.
      await expect.poll(() => more.locator(".extra-story img").getAttribute("src"), POLL).not.toBe(
        firstStory,
      );

      // 2. A layout, then Shuffle; Undo twice returns the design before them.
      const layouts = design.getByRole("radiogroup", { name: "Layout" });
      const original = edited.kit.design;
      const editorial = layouts.getByRole("radio", { name: "Editorial" });
      expect(await layouts.getByRole("radio", { checked: true }).getAttribute("value")).toBe(original.family);
      await editorial.check();
      await saved(design);
      expect((await kitJson(id)).kit.design).toMatchObject({ family: "editorial", variation: 0 });
      await design.getByRole("button", { name: "Shuffle design" }).click();
      await saved(design);
      expect((await kitJson(id)).kit.design).toMatchObject({ family: "editorial", variation: 1 });
      const undo = design.getByRole("button", { name: "Undo" });
      await undo.click();
      await page.keyboard.press("Control+z"); // the focus is on Undo, not in a text field: the page's undo
      await saved(design);
      await expect.poll(() => layouts.getByRole("radio", { checked: true }).getAttribute("value"), POLL).toBe(
        original.family,
      );
      const undone = await kitJson(id);
      expect(undone.kit.design).toEqual(original);
      expect(GRAPHICS.map((kind) => undone.kit.images[kind])).toEqual(await graphicSources(page));
      expect(await design.getByRole("button", { name: "Redo" }).getAttribute("aria-disabled")).toBeNull();

      // 3. Copy in place: Enter saves, Escape cancels.
      await page.getByRole("button", { name: "Edit tagline" }).click();
      const tagline = page.getByRole("textbox", { name: "Tagline" });
      await tagline.fill("Run first, pancakes after.");
      await page.setViewportSize({ width: 375, height: 900 });
      await page.locator(".copy-list").screenshot({ path: artifact("e2e-studio-edit-copy-375") });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator(".copy-list").screenshot({ path: artifact("e2e-studio-edit-copy-1280") });
      await tagline.press("Enter");
      await saved(design);
      expect(await page.locator(".copy-tagline").textContent()).toBe("Run first, pancakes after.");
      await page.getByRole("button", { name: "Edit headline" }).click();
      await page.getByRole("textbox", { name: "Headline" }).fill("Not this one");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("textbox", { name: "Headline" }).count(), POLL).toBe(0);
      expect(
        await page.getByRole("button", { name: "Edit headline" }).evaluate((e) =>
          e === document.activeElement
        ),
      )
        .toBe(true);
      const latest = await kitJson(id);
      expect(latest.kit).toMatchObject({ tagline: "Run first, pancakes after." });
      expect(latest.kit).not.toMatchObject({ headline: "Not this one" });

      expect(await seriousAxeViolations(page)).toEqual([]);
      await design.scrollIntoViewIfNeeded();
      await screenshot(page, "e2e-studio-1280", 1280);
      await screenshot(page, "e2e-studio-375", 375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(realProblems(problems)).toEqual([]);

      // 4. Reload, and open the kit from "Your kits": still editable, at its latest revision.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const yourKits = page.getByRole("region", { name: "Your kits" });
      await yourKits.getByRole("link", { name: "Sunday 10K" }).click();
      await page.waitForURL((url) => url.pathname === `/k/${id}/kit`);
      const reopened = page.getByRole("region", { name: "Design" });
      await reopened.waitFor({ timeout: 10_000 });
      expect(await reopened.getByLabel("Top line", { exact: true }).inputValue()).toBe("Run with us");
      expect(await reopened.getByLabel("Time", { exact: true }).inputValue()).toBe("08:00");
      expect(await page.getByRole("button", { name: "Share" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: /Use this name/ }).count()).toBe(2);
      await expect.poll(() => page.getByText(/^Kept until/).count(), POLL).toBe(1);
      expect(await page.getByRole("button", { name: "Keep longer" }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, "e2e-studio-owner-1280", 1280);
      await screenshot(page, "e2e-studio-owner-375", 375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(realProblems(problems)).toEqual([]);

      // 5. Someone else, in a fresh browser: the edited kit, read-only, and its new link card.
      const other = await launchBrowser();
      try {
        const { page: guest, problems: guestProblems } = await openPage(other, `${server.url}/k/${id}/kit`);
        await guest.setViewportSize({ width: 1280, height: 900 });
        await expect.poll(() => guest.locator(".graphic-poster img").getAttribute("src"), POLL).toBe(
          latest.kit.images.poster,
        );
        expect(await guest.locator(".copy-tagline").textContent()).toBe("Run first, pancakes after.");
        // Read-only, and it stays so once the page has looked for an owner token.
        await guest.waitForTimeout(500);
        expect(await guest.getByRole("region", { name: "Design" }).count()).toBe(0);
        expect(await guest.getByRole("button", { name: /^Edit / }).count()).toBe(0);
        const card = await guest.locator('head meta[property="og:image"]').getAttribute("content");
        expect(card).toBe(`${server.url}/k/${id}/files/link-preview.png`);
        const newCard = await linkPreview(id);
        expect(pngSizeOf(newCard)).toEqual({ width: 1200, height: 630 });
        expect(sameBytes(newCard, firstCard)).toBe(false);
        expect(await seriousAxeViolations(guest)).toEqual([]);
        expect(guestProblems).toEqual([]);
      } finally {
        await other.close();
      }
      await page.close();
    },
    240_000,
  );
});
