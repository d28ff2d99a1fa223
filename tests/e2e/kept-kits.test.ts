/**
 * Kept and shared kits (issue 19) in a real browser: a visitor makes a kit and shares its link; someone else,
 * in a fresh browser, opens the link (the event page, issue 28) and its brand kit (the link card in the head, the
 * kit read-only, a copy, the files from the kept kit, a clean hydration, axe, screenshots) and makes their own
 * from it; the maker deletes the kit from 'Your kits' and its link stops working. Also an Arabic kit's page, and
 * the page of a kit that is not there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pngSizeOf } from "../support/format-readers.ts";
import { type Browser, launchBrowser, type Served } from "./_browser.ts";
import { downloadOf, openPage, POLL, screenshot, seriousAxeViolations, startOfflineApp } from "./_page.ts";

let browser: Browser;
let server: Served;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOfflineApp({ development: true })]);
});
afterAll(async () => {
  await server?.close();
  await browser?.close();
});

const PNG_START = [0x89, 0x50, 0x4e, 0x47];
const PDF_START = [0x25, 0x50, 0x44, 0x46]; // %PDF

function startsWith(bytes: Uint8Array, start: number[]): boolean {
  return start.every((byte, index) => bytes[index] === byte);
}

async function keptKit(request: Record<string, unknown>): Promise<{ id: string }> {
  const response = await fetch(`${server.url}/api/kits`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  const kit = await response.json();
  expect(kit.id).toMatch(/^[\w-]{22}$/);
  return kit;
}

/** The content of the head's `<meta property=…>` or `<meta name=…>`, null when there is none. */
function metaOf(page: Page, key: string): Promise<string | null> {
  return page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute(
    "content",
    { timeout: 1_000 },
  ).catch(() => null);
}

/** The toast (a status) with `title`, for expect.poll: its text, or null while there is none. */
function toastText(page: Page, title: string): () => Promise<string | null> {
  return async () => {
    const toast = page.getByRole("status").filter({ hasText: title });
    return await toast.count() ? await toast.first().textContent() : null;
  };
}

describe("a kept kit", () => {
  it("is shared by link, opened in a fresh browser, made your own, and deleted by its maker", async () => {
    // 1. The maker makes a kit and shares it: the absolute link is on the clipboard.
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const { page: maker, problems: makerProblems } = await openPage(browser, server.url);
    await maker.setViewportSize({ width: 1280, height: 900 });
    await maker.getByLabel("Custom event name").fill("Neon Nights");
    await maker.getByLabel("Event date").fill("2026-12-31");
    await maker.getByLabel("Event location").fill("Austin, TX");
    await maker.getByRole("button", { name: "Make My BrandKit" }).click();
    await maker.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 30_000 });
    await maker.getByRole("button", { name: "Share" }).click();
    await expect.poll(toastText(maker, "Link copied!"), POLL).toContain(
      "Anyone with the link can see this kit.",
    );
    const link = await maker.evaluate(() => navigator.clipboard.readText());
    const prefix = `${server.url}/k/`;
    expect(link.slice(0, prefix.length)).toBe(prefix);
    const id = link.slice(prefix.length);
    expect(id).toMatch(/^[\w-]{22}$/);

    const shared = await (await fetch(`${server.url}/api/kits/${id}`)).json();
    expect(shared).not.toHaveProperty("ownerToken");
    const tagline: string = shared.kit.tagline;

    // 2. Someone else opens the link in a fresh browser: nothing shared with the maker's.
    const other = await launchBrowser();
    try {
      await other.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const answer = await fetch(link);
      expect([answer.status, answer.headers.get("Content-Type")]).toEqual([200, "text/html; charset=utf-8"]);
      await answer.body?.cancel();
      // The link opens the event page (issue 28), which links the brand kit for co-organisers.
      const { page: event, problems: eventProblems } = await openPage(other, link);
      expect(await event.title()).toBe("Neon Nights");
      expect(await event.getByRole("heading", { level: 1, name: "Neon Nights" }).count()).toBe(1);
      const kitLink = event.getByRole("link", { name: "Brand kit" }).first();
      expect(await kitLink.getAttribute("href")).toBe(`/k/${id}/kit`);
      expect(eventProblems).toEqual([]);
      await event.close();
      const { page, problems } = await openPage(other, `${link}/kit`);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(await page.title()).toBe("Neon Nights · BrandKit");

      // The link card.
      const image = `${server.url}/k/${id}/files/link-preview.png`;
      expect({
        title: await metaOf(page, "og:title"),
        description: await metaOf(page, "og:description"),
        image: await metaOf(page, "og:image"),
        url: await metaOf(page, "og:url"),
        card: await metaOf(page, "twitter:card"),
        robots: await metaOf(page, "robots"),
      }).toEqual({
        title: "Neon Nights",
        description: tagline,
        image,
        url: `${link}/kit`,
        card: "summary_large_image",
        robots: "noindex",
      });
      const preview = await fetch(image);
      expect([preview.status, preview.headers.get("Content-Type")]).toEqual([200, "image/png"]);
      expect(pngSizeOf(new Uint8Array(await preview.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

      // The kit, read-only: its names, copy and graphics.
      await expect.poll(() => page.getByRole("heading", { level: 2, name: "Neon Nights" }).count(), POLL)
        .toBe(1);
      const names = page.locator(".name-option");
      await expect.poll(() => names.count(), POLL).toBe(3);
      await expect.poll(() => names.first().textContent(), POLL).toContain("Neon Nights");
      expect(await page.getByRole("button", { name: /Use this name|Currently selected/ }).count()).toBe(0);
      await expect.poll(() => page.getByText("Kept until").count(), POLL).toBe(1);
      await expect.poll(() => page.locator(".copy-headline").count(), POLL).toBe(1);
      expect(await page.getByText(tagline, { exact: true }).count()).toBeGreaterThan(0);
      for (const title of ["Poster", "Square Tile", "Banner"]) {
        const graphic = page.getByRole("img", {
          name: `${title} for Neon Nights: December 31, 2026, Austin, TX`,
          exact: true,
        });
        await graphic.waitFor();
        await expect.poll(() => graphic.evaluate((element: HTMLImageElement) => element.naturalWidth), POLL)
          .toBeGreaterThan(0);
      }

      // The files, from the kept kit.
      const posterLink = page.getByRole("link", { name: "Download poster.png" });
      expect(await posterLink.getAttribute("href")).toBe(`/k/${id}/files/poster.png`);
      const poster = await downloadOf(page, () => posterLink.click());
      expect(poster.name).toBe("poster.png");
      expect(startsWith(poster.bytes, PNG_START)).toBe(true);
      const more = page.getByRole("region", { name: "More formats" });
      await more.scrollIntoViewIfNeeded();
      await expect.poll(() => more.locator("img").count(), POLL).toBe(2);
      const pdf = await downloadOf(
        page,
        () => more.getByRole("button", { name: "Download poster-print.pdf" }).click(),
      );
      expect(pdf.name).toBe("poster-print.pdf");
      expect(startsWith(pdf.bytes, PDF_START)).toBe(true);

      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => scrollTo(0, 0));
      await screenshot(page, "e2e-share-page-1280", 1280);
      await screenshot(page, "e2e-share-page-375", 375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 900 });

      // A copy button copies.
      const headline = await page.locator(".copy-headline").textContent();
      await page.getByRole("button", { name: "Copy headline" }).click();
      await expect.poll(toastText(page, "Copied!"), POLL).toContain("Text copied to clipboard");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(headline);
      expect(problems).toEqual([]);

      // 3. 'Make your own': the form, filled from the kit, and the address bar clean again.
      const makeYourOwn = page.getByRole("link", { name: "Make your own" });
      expect(await makeYourOwn.getAttribute("href")).toBe(`/?from=${id}`);
      await makeYourOwn.click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect.poll(() => page.getByLabel("Custom event name").inputValue(), POLL).toBe("Neon Nights");
      expect(await page.getByLabel("Event date").inputValue()).toBe("2026-12-31");
      expect(await page.getByLabel("Event location").inputValue()).toBe("Austin, TX");
      await expect.poll(() => new URL(page.url()).search, POLL).toBe("");
      await expect.poll(toastText(page, "Make your own"), POLL).toContain(
        'The form is filled in from "Neon Nights".',
      );
      // A fresh browser made no kit: no list.
      expect(await page.getByRole("heading", { name: "Your kits" }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await other.close();
    }

    // 4. Back with the maker: 'Your kits' lists the kit; deleting asks first, and then its link is gone.
    await maker.getByRole("button", { name: "Create New" }).click();
    const yourKits = maker.getByRole("region", { name: "Your kits" });
    await yourKits.waitFor();
    await maker.getByText(/Kits you make are kept for \d+ days/).waitFor();
    const entry = yourKits.getByRole("listitem");
    await expect.poll(() => entry.count(), POLL).toBe(1);
    expect(await entry.getByRole("link", { name: "Neon Nights" }).getAttribute("href")).toBe(`/k/${id}/kit`);
    await entry.getByRole("button", { name: "Delete “Neon Nights”" }).click();
    const question = entry.getByRole("group", { name: "Delete “Neon Nights”?" });
    await question.waitFor();
    await yourKits.scrollIntoViewIfNeeded();
    await screenshot(maker, "e2e-share-page-your-kits-confirm-375", 375);
    await maker.setViewportSize({ width: 1280, height: 900 });
    await yourKits.scrollIntoViewIfNeeded();
    await screenshot(maker, "e2e-share-page-your-kits-confirm-1280", 1280);
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => question.count(), POLL).toBe(0);
    expect(await entry.count()).toBe(1);
    const kept = await fetch(`${server.url}/api/kits/${id}`);
    expect(kept.status).toBe(200);
    await kept.body?.cancel();
    await entry.getByRole("button", { name: "Delete “Neon Nights”" }).click();
    await question.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => entry.count(), POLL).toBe(0);
    await expect.poll(toastText(maker, "Kit deleted"), POLL).toContain(
      '"Neon Nights" is gone, and its link no longer works.',
    );
    const json = await fetch(`${server.url}/api/kits/${id}`);
    expect(json.status).toBe(404);
    await json.body?.cancel();
    const gone = await maker.context().newPage();
    const response = await gone.goto(link);
    expect(response?.status()).toBe(404);
    expect(await gone.getByRole("heading", { name: "This kit is no longer here" }).count()).toBe(1);
    await gone.close();
    expect(makerProblems).toEqual([]);
    await maker.close();
  }, 60_000);

  it("puts an Arabic kit's page in Arabic, right to left, and hydrates cleanly", async () => {
    const { id } = await keptKit({ customEventName: "ليالي النيون", language: "ar" });
    // An Arabic reader (here by the language menu's link) meets the kit's page in Arabic, right to left.
    const { page, problems } = await openPage(browser, `${server.url}/k/${id}/kit?lang=ar`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await browser.context.clearCookies(); // the link kept Arabic in a cookie: the next tests read English
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers a kit that is not there with the 404 page", async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${server.url}/k/${"A".repeat(22)}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "This kit is no longer here" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Make your own" }).getAttribute("href")).toBe("/");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
