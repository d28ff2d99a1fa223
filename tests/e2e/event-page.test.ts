/**
 * The event page (issue 28) in real browsers: a couple make their wedding's kit and send one link. A guest, in a
 * fresh browser in another time zone, reads when (in the event's zone and their own) and where, downloads the
 * .ics, answers "going" with 2 without a reload, then changes to "maybe" through the private link in yet another
 * browser; the couple see the guest and export the CSV; with JavaScript off, an RSVP still lands; the owner
 * removes it. axe, and screenshots of an English, a Japanese and an Arabic kit at 1280 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { type Browser, launchBrowser, type Served } from "./_browser.ts";
import {
  artifactPath,
  downloadOf,
  focusOf,
  openPage,
  pageWidth,
  POLL,
  screenshot,
  seriousAxeViolations,
  startOfflineApp,
} from "./_page.ts";

/** The couple's browser is in San Francisco; their guest's in Berlin. */
const COUPLE_ZONE = "America/Los_Angeles";
const GUEST_ZONE = "Europe/Berlin";
const PLACE = "Golden Gate Park, San Francisco";

let couple: Browser;
let server: Served;

beforeAll(async () => {
  [couple, server] = await Promise.all([
    launchBrowser({ timezoneId: COUPLE_ZONE }),
    startOfflineApp({ development: true }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await couple?.close();
});

/** The guest list as the owner's API gives it. */
async function guestList(id: string, ownerToken: string) {
  const response = await fetch(`${server.url}/api/kits/${id}/guests`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
  });
  expect(response.status).toBe(200);
  return await response.json();
}

/** The live region's text, for expect.poll. */
function said(page: Page, region = page.locator("#rsvp")): () => Promise<string | null> {
  return () => region.getByRole("status").first().textContent();
}

/** Screenshots at 1280 and 375 px; at 375 nothing may be wider than the screen. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => scrollTo(0, 0));
  await screenshot(page, `${name}-1280`, 1280);
  await screenshot(page, `${name}-375`, 375);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the event page", () => {
  it(
    "takes a guest from the link to the calendar and an answer, changed by the private link; the couple see the list",
    async () => {
      // 1. The couple make the kit: a wedding with a time, a place and a link.
      const { page: maker, problems: makerProblems } = await openPage(couple, server.url);
      await maker.getByLabel("Custom event name").fill("Amara & Tobi's Wedding");
      await maker.getByLabel("Event date").fill("2027-05-16");
      await maker.getByLabel("Time", { exact: true }).fill("16:00");
      await maker.getByLabel("End time", { exact: true }).fill("22:00");
      expect(await maker.getByLabel("Time zone").inputValue()).toBe(COUPLE_ZONE);
      await maker.getByLabel("Event location").fill(PLACE);
      await maker.getByRole("button", { name: "Make My BrandKit" }).click();
      await maker.getByRole("heading", { name: "Your Brand Kit is Ready!" }).waitFor({ timeout: 30_000 });
      const { id, ownerToken } = await maker.evaluate(() =>
        JSON.parse(localStorage.getItem("brandkit.yourKits.v1")!)[0]
      );
      expect(await maker.getByRole("link", { name: "Event page" }).getAttribute("href")).toBe(`/k/${id}`);
      const link = `${server.url}/k/${id}`;

      // 2. A guest in Berlin opens the link in a fresh browser: when, in both zones, and where.
      const guest = await launchBrowser({ timezoneId: GUEST_ZONE });
      const friend = await launchBrowser();
      try {
        const { page, problems } = await openPage(guest, link);
        expect(await page.evaluate(() => localStorage.length)).toBe(0);
        expect(await page.title()).toBe("Amara & Tobi's Wedding");
        await page.getByRole("heading", { level: 1, name: "Amara & Tobi's Wedding" }).waitFor();
        const when = page.getByRole("region", { name: "When" });
        expect(await when.locator(".event-fact").textContent()).toBe(
          "Sunday, May 16, 2027 · 4:00 PM – 10:00 PM (America/Los_Angeles)",
        );
        await expect.poll(() => when.locator(".event-guest-time").textContent(), POLL).toBe(
          "Your time: Monday, May 17, 2027 · 1:00 AM – 7:00 AM (Europe/Berlin)",
        );
        const where = page.getByRole("region", { name: "Where" });
        expect(await where.locator(".event-fact").textContent()).toBe(PLACE);
        expect(await where.getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
          `https://www.openstreetmap.org/search?query=${encodeURIComponent(PLACE)}`,
        );
        const calendar = page.getByRole("group", { name: "Add to calendar" });
        expect(await calendar.getByRole("link", { name: "Google Calendar" }).getAttribute("href")).toContain(
          "dates=20270516T160000%2F20270516T220000&ctz=America%2FLos_Angeles",
        );
        expect(await calendar.getByRole("link", { name: "Outlook" }).getAttribute("href")).toContain(
          "startdt=2027-05-16T16%3A00%3A00-07%3A00",
        );
        const ics = await downloadOf(
          page,
          () => calendar.getByRole("link", { name: "Calendar file (.ics)" }).click(),
        );
        expect(ics.name).toBe("event.ics");
        const icsText = new TextDecoder().decode(ics.bytes);
        expect(icsText).toContain("BEGIN:VCALENDAR");
        expect(icsText).toContain("DTSTART;TZID=America/Los_Angeles:20270516T160000");
        expect(icsText).toContain("SUMMARY:Amara & Tobi's Wedding");
        // 'Subscribe' (issue 38): the event as a calendar that follows it, described by what it does.
        const subscribe = calendar.getByRole("link", { name: "Subscribe" });
        expect(await subscribe.getAttribute("href")).toMatch(
          new RegExp(`^webcal://[^/]+/k/${id}/calendar\\.ics$`),
        );
        expect(await subscribe.getAttribute("aria-describedby")).toBeTruthy();
        // The page's schema.org Event is data: it reads back, and the console (watched) shows no refusal.
        const jsonLd = JSON.parse(
          (await page.locator('head script[type="application/ld+json"]').textContent()) ?? "",
        );
        expect(jsonLd).toMatchObject({
          "@type": "Event",
          name: "Amara & Tobi's Wedding",
          startDate: "2027-05-16T16:00:00-07:00",
        });
        expect(await page.getByRole("link", { name: "Brand kit" }).first().getAttribute("href")).toBe(
          `/k/${id}/kit`,
        );
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshots(page, "e2e-event-page-en");

        // 3. The guest answers "going" with 2, without a reload, and gets a private link.
        const rsvp = page.locator("#rsvp");
        await rsvp.getByLabel("Your name").fill("Zainab Okafor");
        await rsvp.getByRole("radio", { name: "Going" }).check();
        await rsvp.getByLabel("How many of you, you included").selectOption("2");
        await rsvp.getByRole("button", { name: "Send my answer" }).click();
        await expect.poll(said(page), POLL).toBe("Thank you! You're on the list.");
        const mine = rsvp.getByRole("group", { name: "Your answer" });
        expect(await mine.locator(".rsvp-mine-answer").textContent()).toBe(
          "Going · Party of 2 · Zainab Okafor",
        );
        await expect.poll(() => rsvp.locator(".rsvp-counts").textContent(), POLL).toBe("2 going · 0 maybe");
        expect(new URL(page.url()).search).toBe("");
        const privateLink = await mine.getByLabel("Your private link").inputValue();
        expect(privateLink).toMatch(new RegExp(`^${link}\\?guest=[\\w-]{22}#t=[\\w-]{43}$`));
        expect(await page.evaluate((kit) => localStorage.getItem(`brandkit.rsvp.v1.${kit}`), id)).toContain(
          "guestToken",
        );
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 375, height: 900 });
        await rsvp.screenshot({ path: artifactPath("e2e-event-page-answered-375") });
        expect(await pageWidth(page)).toBeLessThanOrEqual(375);
        await page.setViewportSize({ width: 1280, height: 900 });
        expect(problems).toEqual([]);

        // 4. In another browser, the private link brings the answer back; it becomes "maybe".
        const { page: again, problems: againProblems } = await openPage(friend, privateLink);
        const form = again.locator("#rsvp");
        await expect.poll(() => form.getByLabel("Your name").inputValue(), POLL).toBe("Zainab Okafor");
        expect(await form.getByRole("radio", { name: "Going" }).isChecked()).toBe(true);
        expect(await form.getByLabel("How many of you, you included").inputValue()).toBe("2");
        await expect.poll(said(again), POLL).toBe("Your answer is loaded: change it below, or withdraw it.");
        // The token leaves the address bar.
        await expect.poll(() => again.url(), POLL).toBe(`${link}#rsvp`);
        await form.getByRole("radio", { name: "Maybe" }).check();
        await form.getByRole("button", { name: "Update my answer" }).click();
        await expect.poll(said(again), POLL).toBe("Your answer is updated.");
        await expect.poll(() => form.locator(".rsvp-mine-answer").textContent(), POLL).toBe(
          "Maybe · Party of 2 · Zainab Okafor",
        );
        await expect.poll(() => form.locator(".rsvp-counts").textContent(), POLL).toBe("0 going · 2 maybe");
        expect(againProblems).toEqual([]);

        // 5. The couple open the event page: the guest list, its CSV, the settings.
        await maker.goto(link);
        await maker.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const panel = maker.getByRole("region", { name: "Guests" });
        await panel.waitFor({ timeout: 10_000 });
        const answers = panel.getByRole("list", { name: "Answers" }).getByRole("listitem");
        await expect.poll(() => answers.count(), POLL).toBe(1);
        expect(await answers.first().textContent()).toContain("Zainab Okafor · Maybe · Party of 2");
        const csv = await downloadOf(maker, () => panel.getByRole("button", { name: "Export CSV" }).click());
        expect(csv.name).toBe("guests.csv");
        const csvText = new TextDecoder().decode(csv.bytes);
        expect(csvText).toContain("Zainab Okafor");
        expect(csvText).toContain("maybe");
        await panel.getByLabel("Capacity: people going (empty for no limit)").fill("1");
        await panel.getByRole("button", { name: "Save capacity" }).click();
        await expect.poll(said(maker, panel), POLL).toBe(
          "At most 1 person going; the rest join the waitlist.",
        );
        await panel.getByLabel("Show the first names of those going on the page").check();
        await expect.poll(said(maker, panel), POLL).toBe("The page shows the first names of those going.");
        expect((await guestList(id, ownerToken)).settings).toMatchObject({ capacity: 1, showNames: true });
        expect(await seriousAxeViolations(maker)).toEqual([]);
        await panel.scrollIntoViewIfNeeded();
        await screenshot(maker, "e2e-event-page-owner-1280", 1280);
        await screenshot(maker, "e2e-event-page-owner-375", 375);
        expect(await pageWidth(maker)).toBeLessThanOrEqual(375);
        await maker.setViewportSize({ width: 1280, height: 900 });
      } finally {
        await guest.close();
        await friend.close();
      }

      // 6. Without JavaScript, the form still answers: 303 back to the page, which shows the answer.
      const plain = await launchBrowser({ javaScriptEnabled: false });
      try {
        const page = await plain.context.newPage();
        await page.goto(link);
        const rsvp = page.locator("#rsvp");
        await rsvp.getByLabel("Your name").fill("Kwame Mensah");
        await rsvp.getByRole("radio", { name: "Going" }).check();
        // Playwright's wait for the navigation a click starts never ends with JavaScript off: wait for the URL.
        await rsvp.getByRole("button", { name: "Send my answer" }).click({ noWaitAfter: true });
        await page.waitForURL((url) => url.searchParams.has("rsvp"), { waitUntil: "commit" });
        expect(await rsvp.getByRole("status").textContent()).toBe("Thank you! You're on the list.");
        expect(await rsvp.locator(".rsvp-mine-answer").textContent()).toBe("Going · Just you · Kwame Mensah");
        expect(await rsvp.getByRole("button", { name: "Withdraw my answer" }).count()).toBe(1);
        // The owner shows first names: the page lists the one going.
        expect(await rsvp.locator(".rsvp-names").textContent()).toBe("Going: Kwame");
        // No script runs here, axe's neither (the same markup is checked above); the page is looked at instead.
        await rsvp.screenshot({ path: artifactPath("e2e-event-page-no-js-answered-1280") });
      } finally {
        await plain.close();
      }
      const listed = await guestList(id, ownerToken);
      expect(listed.guests.map((entry: { name: string; status: string }) => [entry.name, entry.status]))
        .toEqual([
          ["Zainab Okafor", "maybe"],
          ["Kwame Mensah", "going"],
        ]);

      // 7. The couple remove that answer (asked first).
      await maker.reload();
      const panel = maker.getByRole("region", { name: "Guests" });
      await panel.waitFor({ timeout: 10_000 });
      await panel.getByRole("button", { name: "Remove Kwame Mensah's answer" }).click();
      await panel.getByRole("button", { name: "Yes, remove" }).click();
      await expect.poll(said(maker, panel), POLL).toBe("Kwame Mensah's answer is removed.");
      await expect.poll(
        () => panel.getByRole("list", { name: "Answers" }).getByRole("listitem").count(),
        POLL,
      )
        .toBe(1);
      // The keyboard moves on to the answer left, never to the page's start.
      await expect.poll(focusOf(panel.getByRole("button", { name: "Remove Zainab Okafor's answer" })), POLL)
        .toBe(true);
      expect((await guestList(id, ownerToken)).guests).toHaveLength(1);
      expect(makerProblems).toEqual([]);
      await maker.close();
    },
    240_000,
  );

  it.each([
    ["Japanese", "ja", "桜まつり", "東京・上野恩賜公園", "Asia/Tokyo", "ltr"],
    ["Arabic", "ar", "ليالي النيون", "دبي، حي الفهيدي", "Asia/Dubai", "rtl"],
  ])(
    "shows a %s kit's event in its language and direction",
    async (_name, language, name, place, zone, dir) => {
      const response = await fetch(`${server.url}/api/kits`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          customEventName: name,
          language,
          eventDate: "2027-04-03",
          eventTime: "18:30",
          timeZone: zone,
          eventLocation: place,
          eventLink: "https://tickets.example.com/night",
        }),
      });
      expect(response.status).toBe(200);
      const { id } = await response.json();
      // A guest whose browser reads English meets the page in English, around the kit's own words, which keep
      // their language and direction (tests/e2e/interface-languages.test.ts has guests who read the kit's).
      const { page, problems } = await openPage(couple, `${server.url}/k/${id}`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
      const title = page.getByRole("heading", { level: 1, name });
      expect(await title.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe(
        language,
      );
      expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe(dir);
      expect(await page.getByRole("region", { name: "Where" }).locator(".event-fact").textContent()).toBe(
        place,
      );
      // Guests in another zone see the time in theirs too.
      await expect.poll(() => page.locator(".event-guest-time").count(), POLL).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshots(page, `e2e-event-page-${language}`);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it("refuses an answer another website makes a visitor's browser post: nothing kept", async () => {
    const made = await fetch(`${server.url}/api/kits`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ customEventName: "Forge Night", eventDate: "2027-05-16" }),
    });
    const { id, ownerToken } = await made.json();
    const page = await couple.context.newPage();
    try {
      // A page of another site (served here by Playwright) that posts the event's form as soon as it loads.
      await page.route("https://elsewhere.example/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<form method="post" action="${server.url}/k/${id}/rsvp">
            <input name="name" value="Forged Guest"><input name="answer" value="going"></form>
            <script>document.forms[0].submit()</script>`,
        }));
      const refused = page.waitForResponse((response) => response.url().endsWith(`/k/${id}/rsvp`));
      await page.goto("https://elsewhere.example/win-a-prize");
      const response = await refused;
      expect(response.status()).toBe(403);
      expect(await response.headerValue("set-cookie")).toBeNull();
      expect(await response.text()).toContain("This form came from another website");
      expect((await guestList(id, ownerToken)).guests).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
