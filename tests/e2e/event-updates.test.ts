/**
 * The owner's updates in a real browser (issue 38): the organiser posts an update from the event page's owner
 * panel, sees it without a reload, a guest in a fresh browser reads it and its Atom feed, and the organiser
 * removes it.
 */
import { DOMParser } from "@xmldom/xmldom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, type Served } from "./_browser.ts";
import { focusOf, openPage, POLL, startOfflineApp } from "./_page.ts";

let organiser: Browser;
let server: Served;

beforeAll(async () => {
  [organiser, server] = await Promise.all([launchBrowser(), startOfflineApp()]);
});
afterAll(async () => {
  await server?.close();
  await organiser?.close();
});

describe("the owner's updates", () => {
  it("are posted from the owner panel, read by a guest and in the feed, and removed", async () => {
    const { page: maker, problems } = await openPage(organiser, server.url);
    await maker.getByLabel("Custom event name").fill("Supper Club");
    await maker.getByLabel("Event date").fill("2027-03-12");
    await maker.getByRole("button", { name: "Make My BrandKit" }).click();
    await maker.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 30_000 });
    const { id } = await maker.evaluate(() => JSON.parse(localStorage.getItem("brandkit.yourKits.v1")!)[0]);

    const { page: owner } = await openPage(organiser, `${server.url}/k/${id}`);
    const editor = owner.getByRole("group", { name: "Post an update" });
    await editor.waitFor({ timeout: 10_000 });
    await editor.getByLabel("Update for your guests").fill("We start at 20:00 now.\nSame place.");
    await editor.getByRole("button", { name: "Post update" }).click();
    const shown = owner.getByRole("region", { name: "Updates" });
    await expect.poll(() => shown.textContent(), POLL).toContain("We start at 20:00 now.");

    const guest = await launchBrowser();
    try {
      const { page } = await openPage(guest, `${server.url}/k/${id}`);
      expect(await page.getByRole("region", { name: "Updates" }).textContent()).toContain("Same place.");
      const feed = await (await fetch(`${server.url}/k/${id}/updates.atom`)).text();
      const entries = new DOMParser().parseFromString(feed, "application/xml").getElementsByTagName("entry");
      expect(entries.length).toBe(1);
      expect(entries[0].getElementsByTagName("title")[0].textContent).toBe("We start at 20:00 now.");
    } finally {
      await guest.close();
    }

    const list = editor.getByRole("list", { name: "Updates" });
    await list.getByRole("button", { name: /^Remove the update of / }).click();
    await list.getByRole("button", { name: "Yes, remove" }).click();
    await expect.poll(() => owner.getByRole("region", { name: "Updates" }).count(), POLL).toBe(0);
    // The keyboard stays in the editor: with no update left, on the text to write the next.
    await expect.poll(focusOf(editor.getByRole("textbox")), POLL).toBe(true);
    expect(problems).toEqual([]);
  }, 90_000);
});
