/**
 * The toast area loads after hydration (its own chunk, so Radix is not in the page's first script). A toast
 * raised while it is missing waits in the store, and a load that failed is tried again when the next toast
 * comes: here the first request for the chunk fails, and the kit's "Success!" toast still shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, type Served } from "./_browser.ts";
import { openPage, POLL, startOfflineApp } from "./_page.ts";

let browser: Browser;
let server: Served;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOfflineApp()]);
});
afterAll(async () => {
  await server?.close();
  await browser?.close();
});

describe("the toast area", () => {
  it("shows a toast raised after its first load failed, once it loads on the next try", async () => {
    const toastChunkRequests: string[] = [];
    await browser.context.route("**/static/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes("toast-viewport")) return route.fulfill({ response, body });
      toastChunkRequests.push(route.request().url());
      if (toastChunkRequests.length === 1) return route.abort("internetdisconnected");
      return route.fulfill({ response, body });
    });
    try {
      const { page } = await openPage(browser, server.url);
      await expect.poll(() => toastChunkRequests.length, POLL).toBe(1);
      expect(await page.locator(".toast-viewport").count()).toBe(0);

      await page.getByLabel("Custom event name").fill("Toast Night");
      await page.getByRole("button", { name: "Make My BrandKit" }).click();
      await page.getByText("Download All Assets").waitFor({ timeout: 60_000 });

      await expect.poll(() => page.locator(".toast-title").allTextContents(), POLL).toContain("Success!");
      expect(toastChunkRequests.length).toBe(2);
      expect(await page.getByRole("region", { name: /Notifications/ }).count()).toBe(1);
    } finally {
      await browser.context.unrouteAll();
    }
  }, 90_000);
});
