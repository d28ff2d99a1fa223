/**
 * Tickets and the door in real browsers, on a phone (375 px; issue 39). A guest answers "going" on the event page
 * and gets a ticket: its QR code, photographed from the screen, reads back (jsQR) as exactly the code the API gives,
 * and the code under it is the same in groups; a guest answering "maybe" gets none. The owner's panel opens the
 * door page, adds a co-host (the link shown once, copied, working), revokes them after asking (the link stops
 * working), downloads the door list, and shows the guest's arrival once they are checked in. Screenshots of the
 * ticket and the door section in English, German and Arabic (right to left).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { formatCheckInCode } from "../../brandkit/web.ts";
import { scanPng } from "../brandkit/render/_scan.ts";
import { launchBrowser, type Served } from "./_browser.ts";
import {
  artifactPath,
  downloadOf,
  focusOf,
  keepKit,
  openPage,
  pageWidth,
  POLL,
  seriousAxeViolations,
  startOfflineApp,
} from "./_page.ts";
import { englishOn, wordsIn } from "./_words.ts";

const PHONE = { width: 375, height: 812 };

let server: Served;

beforeAll(async () => {
  server = await startOfflineApp({ development: true });
});
afterAll(async () => {
  await server?.close();
});

/** A kept kit with a date to come, made through the API. */
const makeKit = () =>
  keepKit(server, { customEventName: "Lantern Night", eventDate: "2027-05-16", eventTime: "19:00" });

/** `path` of the API with `token` as the bearer: its status and JSON (null for none). */
async function api(path: string, token: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The guest's answer, as this browser keeps its key: the entry the API gives with the guest's token. */
async function keptAnswer(page: Page, kitId: string) {
  const key = await page.evaluate((id) => JSON.parse(localStorage.getItem(`brandkit.rsvp.v1.${id}`)!), kitId);
  const { status, body } = await api(`/api/kits/${kitId}/rsvp/${key.guestId}`, key.guestToken);
  expect(status).toBe(200);
  return body as { guestId: string; status: string; checkInCode?: string };
}

/** Answers the event page's form, with JavaScript. */
async function answer(page: Page, name: string, choice: "Going" | "Maybe"): Promise<Locator> {
  const rsvp = page.locator("#rsvp");
  await rsvp.getByLabel("Your name").fill(name);
  await rsvp.getByRole("radio", { name: choice }).check();
  await rsvp.getByRole("button", { name: "Send my answer" }).click();
  return rsvp;
}

describe("a guest's ticket and the door", () => {
  it(
    "gives a guest going a ticket that scans as their code, none to a maybe, and the owner runs the door",
    async () => {
      const kit = await makeKit();
      const link = `${server.url}/k/${kit.id}`;

      // 1. A guest going gets a ticket: its QR, read from the screen, is exactly the code the API gives.
      const guest = await launchBrowser({ viewport: PHONE });
      let code: string;
      try {
        const { page, problems } = await openPage(guest, link);
        const rsvp = await answer(page, "Zainab Okafor", "Going");
        await expect.poll(() => rsvp.getByRole("status").first().textContent(), POLL).toBe(
          "Thank you! You're on the list.",
        );
        const ticket = rsvp.getByRole("group", { name: "Your ticket" });
        const qr = ticket.getByRole("img", { name: /^QR code of your ticket: / });
        await qr.waitFor({ timeout: 10_000 });
        const entry = await keptAnswer(page, kit.id);
        expect(entry.status).toBe("going");
        code = entry.checkInCode!;
        expect(code).toMatch(/^[0-9A-Z]{8,16}$/);
        expect(await qr.getAttribute("aria-label")).toBe(
          `QR code of your ticket: ${formatCheckInCode(code)}`,
        );
        expect(await ticket.locator(".rsvp-ticket-code").textContent()).toBe(formatCheckInCode(code));
        const box = await qr.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(196); // about 200 px: a phone at the door reads it from this one
        expect(scanPng(await qr.screenshot())).toBe(code);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await ticket.screenshot({ path: artifactPath("e2e-guest-ticket-en-375") });

        // The same ticket in German and in Arabic (right to left): its words translated, its code as it is.
        for (const language of ["de", "ar"] as const) {
          const say = wordsIn(language);
          await page.goto(`${link}?lang=${language}`);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          const theirs = page.getByRole("group", { name: say("Your ticket") });
          const theirQr = theirs.getByRole("img", {
            name: say("QR code of your ticket: {code}", { code: formatCheckInCode(code) }),
          });
          await theirQr.waitFor({ timeout: 10_000 });
          expect(scanPng(await theirQr.screenshot())).toBe(code);
          const shown = theirs.locator(".rsvp-ticket-code");
          expect(await shown.textContent()).toBe(formatCheckInCode(code));
          expect(await shown.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
          expect(await page.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
          expect(await englishOn(page, ".rsvp-ticket")).toEqual([]);
          expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
          await theirs.screenshot({ path: artifactPath(`e2e-guest-ticket-${language}-375`) });
        }
        expect(problems).toEqual([]);
      } finally {
        await guest.close();
      }

      // 2. A guest who answers "maybe" has no ticket, on the page or from the API.
      const maybe = await launchBrowser({ viewport: PHONE });
      try {
        const { page, problems } = await openPage(maybe, link);
        const rsvp = await answer(page, "Tobi Adeyemi", "Maybe");
        await expect.poll(() => rsvp.getByRole("status").first().textContent(), POLL).toBe(
          "Thank you! You're down as a maybe.",
        );
        await rsvp.locator(".rsvp-mine").waitFor();
        expect(await rsvp.locator(".rsvp-ticket").count()).toBe(0);
        expect((await keptAnswer(page, kit.id)).checkInCode).toBeUndefined();
        expect(problems).toEqual([]);
      } finally {
        await maybe.close();
      }

      // 3. The owner, on a phone, runs the door from the event page.
      const owner = await launchBrowser({ viewport: PHONE });
      try {
        await owner.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
        const page = await owner.context.newPage();
        await page.addInitScript((entry) => {
          localStorage.setItem("brandkit.yourKits.v1", JSON.stringify([entry]));
        }, { ...kit, name: "Lantern Night", createdAt: new Date().toISOString() });
        const problems: string[] = [];
        page.on("pageerror", (error) => problems.push(error.message));
        await page.goto(`${link}?lang=en`);
        const panel = page.getByRole("region", { name: "Guests" });
        await panel.waitFor({ timeout: 10_000 });
        const door = panel.getByRole("group", { name: "At the door" });
        expect(await door.getByRole("link", { name: "Open the door page" }).getAttribute("href")).toBe(
          `/k/${kit.id}/door`,
        );

        // A co-host: their link shows once, takes the focus, copies, and opens the door's API.
        const cohosts = door.getByRole("group", { name: "Co-hosts" });
        await cohosts.getByLabel("Who is helping?").fill("Sam at the side door");
        await cohosts.getByLabel("Who is helping?").press("Enter");
        const said = () => panel.getByRole("status").first().textContent();
        await expect.poll(said, POLL).toBe("Sam at the side door is added as a co-host.");
        const field = cohosts.getByLabel("Door link for Sam at the side door");
        await expect.poll(focusOf(field), POLL).toBe(true);
        const doorLink = await field.inputValue();
        expect(doorLink).toMatch(new RegExp(`/k/${kit.id}/door#token=[\\w-]+$`));
        const listed = cohosts.getByRole("list", { name: "Co-hosts with a door link" }).getByRole("listitem");
        await expect.poll(() => listed.count(), POLL).toBe(1);
        expect(await listed.first().textContent()).toContain("Sam at the side door");
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await door.screenshot({ path: artifactPath("e2e-owner-door-en-375") });
        await cohosts.getByRole("button", { name: "Copy" }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), POLL).toBe(doorLink);
        const cohostToken = decodeURIComponent(new URL(doorLink).hash.slice("#token=".length));
        expect((await api(`/api/kits/${kit.id}/guests`, cohostToken)).status).toBe(200);
        expect((await api(`/api/kits/${kit.id}/cohosts`, kit.ownerToken)).body.cohosts).toMatchObject([
          { label: "Sam at the side door" },
        ]);

        // 'Revoke' asks first: Escape takes the question back, "Yes, revoke" revokes.
        const revoke = cohosts.getByRole("button", { name: "Revoke Sam at the side door's door link" });
        await revoke.click();
        const question = cohosts.getByRole("group", { name: "Revoke Sam at the side door's door link?" });
        await expect.poll(focusOf(question.getByRole("button", { name: "Cancel" })), POLL).toBe(true);
        await page.keyboard.press("Escape");
        await expect.poll(focusOf(revoke), POLL).toBe(true);
        await page.keyboard.press("Enter");
        await question.getByRole("button", { name: "Yes, revoke" }).click();
        await expect.poll(said, POLL).toBe("Sam at the side door's door link no longer works.");
        await expect.poll(() => cohosts.locator(".owner-empty").textContent(), POLL).toBe("No co-hosts yet.");
        // With no co-host left, the keyboard is back on the field to add one.
        await expect.poll(focusOf(cohosts.getByLabel("Who is helping?")), POLL).toBe(true);
        expect(await cohosts.getByLabel("Door link for Sam at the side door").count()).toBe(0);
        expect((await api(`/api/kits/${kit.id}/cohosts`, kit.ownerToken)).body.cohosts).toEqual([]);
        expect((await api(`/api/kits/${kit.id}/guests`, cohostToken)).status).not.toBe(200);

        // The door list, fetched with the owner token and saved as a file.
        const pdf = await downloadOf(
          page,
          () => door.getByRole("button", { name: "Door list (PDF)" }).click(),
        );
        expect(pdf.name).toBe("door-list.pdf");
        expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe("%PDF-");
        await expect.poll(said, POLL).toBe("The door list is downloading as door-list.pdf.");

        // The guest is checked in at the door: the panel counts them and says when they arrived.
        const checkIn = await api(`/api/kits/${kit.id}/check-ins`, kit.ownerToken, {
          method: "POST",
          body: JSON.stringify({ code }),
        });
        expect(checkIn.status).toBe(200);
        await page.reload();
        await panel.waitFor({ timeout: 10_000 });
        const arrived = panel.locator(".owner-counts > div").filter({ hasText: "Arrived" });
        await expect.poll(() => arrived.locator("dd").textContent(), POLL).toBe("1 (1 answer)");
        const zainab = panel.getByRole("list", { name: "Answers" }).getByRole("listitem").filter({
          hasText: "Zainab Okafor",
        });
        expect(await zainab.locator(".owner-guest-arrived time").getAttribute("datetime")).toBe(
          checkIn.body.checkedInAt,
        );
        expect(await zainab.locator(".owner-guest-arrived").textContent()).toMatch(/^Arrived: \w{3} \d+, /);
        await panel.screenshot({ path: artifactPath("e2e-owner-panel-arrived-en-375") });

        // The door section in German and in Arabic (right to left), with a co-host's link just made.
        for (
          const [language, label] of [["de", "Sam am Seiteneingang"], [
            "ar",
            "سامي عند الباب الجانبي",
          ]] as const
        ) {
          const say = wordsIn(language);
          await page.goto(`${link}?lang=${language}`);
          const theirPanel = page.getByRole("region", { name: say("Guests") });
          await theirPanel.waitFor({ timeout: 10_000 });
          const theirDoor = theirPanel.getByRole("group", { name: say("At the door") });
          const theirCohosts = theirDoor.getByRole("group", { name: say("Co-hosts") });
          await theirCohosts.getByLabel(say("Who is helping?")).fill(label);
          await theirCohosts.getByRole("button", { name: say("Add co-host") }).click();
          await theirCohosts.getByLabel(say("Door link for {label}", { label })).waitFor({ timeout: 10_000 });
          expect(await page.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
          expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
          await theirDoor.screenshot({ path: artifactPath(`e2e-owner-door-${language}-375`) });
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await owner.close();
      }
    },
    180_000,
  );
});
