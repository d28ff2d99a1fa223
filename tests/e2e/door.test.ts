/**
 * The door page (issue 39) in Chromium, on a 375 px phone: the owner invites a co-host, who opens the door link
 * (its token leaves the address bar and stays on the phone), checks one guest in by a typed code, loses the
 * network, checks the other in by name from the kept list (waiting to sync), reloads with no network (the service
 * worker opens the page, the waiting check-in is still there), and gets the network back: the check-in is sent
 * with when it was made, and the owner's list shows both guests in. Then the same door in German, Japanese and
 * Arabic (screenshots), a phone without a door link, and a link the owner revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Page } from "playwright-core";
import { encodeQr, QR_QUIET_ZONE_MODULES } from "../../brandkit/qr-code.ts";
import { CHROMIUM_PATH } from "../support/system-tools.ts";
import { type Browser, launchBrowser, type Served } from "./_browser.ts";
import { openPage, pageWidth, POLL, screenshot, seriousAxeViolations, startOfflineApp } from "./_page.ts";
import { englishOn, wordsIn } from "./_words.ts";

const PHONE = { width: 375, height: 760 };

let server: Served;
let phone: Browser;

beforeAll(async () => {
  [server, phone] = await Promise.all([
    startOfflineApp({ development: true }),
    launchBrowser({ viewport: PHONE, timezoneId: "Europe/Lisbon" }),
  ]);
});
afterAll(async () => {
  await phone?.close();
  await server?.close();
});

/** A JSON call to the app's API. */
async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      Accept: "application/json",
      ...init.body === undefined ? {} : { "Content-Type": "application/json" },
      ...init.token ? { Authorization: `Bearer ${init.token}` } : {},
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A kit with a date and two guests going; its id, owner token, and the guests' ids and codes. */
async function kitWithGuests() {
  const made = await api("/api/kits", {
    method: "POST",
    body: {
      customEventName: "Amara & Tobi's Wedding",
      eventDate: "2027-06-20",
      eventTime: "19:00",
      timeZone: "Europe/Lisbon",
    },
  });
  expect(made.status).toBe(200);
  const { id, ownerToken } = made.body;
  for (
    const guest of [
      { name: "Ana Souza", answer: "going", party: 2, companions: ["Tobi Adeyemi"] },
      { name: "José Müller", answer: "going", party: 1 },
    ]
  ) {
    expect((await api(`/api/kits/${id}/rsvp`, { method: "POST", body: guest })).status).toBe(201);
  }
  const list = await api(`/api/kits/${id}/guests`, { token: ownerToken });
  const codeOf = (name: string) => list.body.guests.find((guest: { name: string }) => guest.name === name);
  return { id, ownerToken, ana: codeOf("Ana Souza"), jose: codeOf("José Müller") };
}

/** The door's live parts, for expect.poll. */
/**
 * A browser's BarcodeDetector that sees `code` in every frame of a playing video: it offers QR codes among its
 * formats and keeps in `detectorLog` the formats it was made for and the elements it was given.
 */
const fakeBarcodeDetector = (code: string) => `
  globalThis.detectorLog = { formats: null, sources: [] };
  globalThis.BarcodeDetector = class {
    static async getSupportedFormats() { return ["ean_13", "qr_code"]; }
    constructor(options) { globalThis.detectorLog.formats = options.formats; }
    async detect(source) {
      globalThis.detectorLog.sources.push(source.tagName);
      return source.videoWidth > 0 ? [{ rawValue: ${JSON.stringify(code)}, format: "qr_code" }] : [];
    }
  };
`;

const tally = (page: Page) => () => page.locator(".door-count").textContent();
const result = (page: Page) => () => page.locator(".door-result-title").textContent();
const waiting = (page: Page) => () => page.locator(".door-waiting").textContent();

/**
 * A camera's video of `text` as a QR code held up, dark on light: one frame of YUV4MPEG2 (4:2:0), which Chromium's
 * fake camera plays in a loop. Written to a temporary file; its path.
 */
async function qrVideo(text: string): Promise<string> {
  const [width, height, modulePx] = [640, 480, 8];
  const code = encodeQr(text);
  const side = (code.modules + 2 * QR_QUIET_ZONE_MODULES) * modulePx;
  const [left, top] = [(width - side) / 2, (height - side) / 2];
  const luma = new Uint8Array(width * height).fill(235);
  for (let row = 0; row < code.modules; row++) {
    for (let column = 0; column < code.modules; column++) {
      if (!code.isDark(row, column)) continue;
      const x0 = left + (QR_QUIET_ZONE_MODULES + column) * modulePx;
      const y0 = top + (QR_QUIET_ZONE_MODULES + row) * modulePx;
      for (let y = y0; y < y0 + modulePx; y++) luma.fill(16, y * width + x0, y * width + x0 + modulePx);
    }
  }
  const header = new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const path = await Deno.makeTempFile({ prefix: "brandkit-door-qr-", suffix: ".y4m" });
  await Deno.writeFile(path, new Uint8Array([...header, ...luma, ...chroma]));
  return path;
}

/** Screenshots of the door at 375 px; nothing may be wider than the phone. */
async function shoot(page: Page, name: string) {
  await screenshot(page, name, PHONE.width);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

describe("the door page", () => {
  it(
    "checks guests in by code online and by name offline, keeps the page and the check-in, and syncs them",
    async () => {
      const { id, ownerToken, ana, jose } = await kitWithGuests();
      const cohost = await api(`/api/kits/${id}/cohosts`, {
        method: "POST",
        body: { label: "Sam" },
        token: ownerToken,
      });
      expect(cohost.status).toBe(201);
      const link: string = cohost.body.link;
      expect(link).toMatch(new RegExp(`/k/${id}/door#token=`));
      const doorUrl = `${server.url}/k/${id}/door`;

      // 1. The co-host opens the link: the token leaves the address bar and stays on the phone.
      const { page, problems } = await openPage(phone, `${doorUrl}${link.slice(link.indexOf("#"))}`);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await page.title()).toBe("At the door · Amara & Tobi's Wedding");
      await page.getByRole("heading", { level: 1, name: "Amara & Tobi's Wedding" }).waitFor();
      expect(await page.locator(".door-when").textContent()).toBe(
        "Sunday, June 20, 2027 · 7:00 PM (Europe/Lisbon)",
      );
      await expect.poll(tally(page), POLL).toBe("0 of 3 arrived");
      expect(page.url()).toBe(doorUrl);
      expect(await page.evaluate((kit) => localStorage.getItem(`brandkit.door.v1.${kit}.token`), id)).toBe(
        cohost.body.token,
      );
      // The service worker is ready: the page and its scripts are kept.
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
      ).toBe(`${server.url}/door-sw.js`);

      // 2. A typed code, as a guest reads it out (lower case, a space): welcome, the party counted.
      const dock = page.locator(".door-dock");
      await dock.getByRole("button", { name: "Code" }).click();
      const spoken = `${ana.checkInCode.slice(0, 5).toLowerCase()} ${ana.checkInCode.slice(5)}`;
      await dock.getByLabel("Check-in code").fill(spoken);
      await dock.getByRole("button", { name: "Check in" }).click();
      await expect.poll(result(page), POLL).toBe("Welcome, Ana Souza — party of 2");
      expect(await page.locator(".door-result-detail").textContent()).toBe("With Tobi Adeyemi");
      expect(await page.locator(".door-result").evaluate((element) => element.className)).toContain(
        "door-result-yes",
      );
      await expect.poll(tally(page), POLL).toBe("2 of 3 arrived");
      // The same code again: already in, in amber and in words.
      await dock.getByLabel("Check-in code").fill(ana.checkInCode);
      await dock.getByRole("button", { name: "Check in" }).click();
      await expect.poll(result(page), POLL).toMatch(/^Already in at \d{1,2}:\d{2}\s?[AP]M$/);
      // A code no guest has: not on the list, in red.
      await dock.getByLabel("Check-in code").fill("ZZZZZ-ZZZZZ");
      await dock.getByRole("button", { name: "Check in" }).click();
      await expect.poll(result(page), POLL).toBe("Not on the list");
      expect(await page.locator(".door-result-detail").textContent()).toBe("Code ZZZZZ-ZZZZZ");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shoot(page, "e2e-door-en-375");

      // 3. The network goes: José is found by name without his accents, and checked in from the kept list.
      await page.context().setOffline(true);
      await expect.poll(() => page.locator(".door-offline").count(), POLL).toBe(1);
      await dock.getByRole("button", { name: "Name", exact: true }).click();
      await dock.getByLabel("Guest’s name").fill("jose muller");
      const found = dock.getByRole("region", { name: "Guests found" }).getByRole("listitem");
      await expect.poll(() => found.count(), POLL).toBe(1);
      expect(await found.locator(".door-guest-name").textContent()).toBe("José Müller");
      await found.getByRole("button", { name: "Check in José Müller" }).click();
      await expect.poll(result(page), POLL).toBe("Welcome, José Müller");
      expect(await page.locator(".door-result-waiting").textContent()).toBe("Waiting to sync");
      await expect.poll(tally(page), POLL).toBe("3 of 3 arrived");
      await expect.poll(waiting(page), POLL).toBe("Waiting to sync: 1 check-in");
      await shoot(page, "e2e-door-offline-en-375");

      // 4. A reload with no network: the service worker opens the page; the waiting check-in is still there.
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect.poll(tally(page), POLL).toBe("3 of 3 arrived");
      await expect.poll(waiting(page), POLL).toBe("Waiting to sync: 1 check-in");
      expect((await api(`/api/kits/${id}/guests`, { token: ownerToken })).body.counts.arrived).toBe(2);

      // 5. The network is back: the check-in is sent, dated when it was made, and the list read again.
      await page.context().setOffline(false);
      await expect.poll(waiting(page), { ...POLL, timeout: 20_000 }).toBe("");
      await expect.poll(() => page.locator(".door-online").count(), POLL).toBe(1);
      const list = await api(`/api/kits/${id}/guests`, { token: ownerToken });
      const arrived = list.body.guests.filter((guest: { checkedInAt?: string }) => guest.checkedInAt);
      expect(arrived.map((guest: { guestId: string }) => guest.guestId).sort()).toEqual(
        [ana.guestId, jose.guestId].sort(),
      );
      expect(list.body.counts.arrived).toBe(3);
      await expect.poll(tally(page), POLL).toBe("3 of 3 arrived");

      // 6. Undo, from the guest found by name: out again, on the server too.
      await dock.getByRole("button", { name: "Name", exact: true }).click();
      await dock.getByLabel("Guest’s name").fill("ana");
      await found.first().getByRole("button", { name: "Undo the check-in of Ana Souza" }).click();
      await expect.poll(result(page), POLL).toBe("Check-in undone");
      await expect.poll(tally(page), POLL).toBe("1 of 3 arrived");
      expect((await api(`/api/kits/${id}/guests`, { token: ownerToken })).body.counts.arrived).toBe(1);
      // The browser reports the statuses of "already in" (409) and "not on the list" (404): the door's answers.
      const expected = /status of (409 \(Conflict\)|404 \(Not Found\))|ERR_INTERNET_DISCONNECTED/;
      expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
      await page.close();

      // 7. The door in German, Japanese and Arabic, each with a result of its own colour.
      for (const [language, show] of [["de", "already"], ["ja", "name"], ["ar", "unknown"]] as const) {
        const say = wordsIn(language);
        const { page: door } = await openPage(phone, `${doorUrl}?lang=${language}`);
        expect(await door.locator("html").getAttribute("lang")).toBe(language);
        expect(await door.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
        await expect.poll(() => door.locator(".door-count").count(), POLL).toBe(1);
        const doorDock = door.locator(".door-dock");
        if (show === "name") {
          await doorDock.getByRole("button", { name: say("Name") }).click();
          await doorDock.getByLabel(say("Guest’s name")).fill("o");
          await expect.poll(() => doorDock.getByRole("listitem").count(), POLL).toBe(2);
        } else {
          await doorDock.getByRole("button", { name: say("Code") }).click();
          await doorDock.getByLabel(say("Check-in code")).fill(
            show === "already" ? jose.checkInCode : "QQQQQ-QQQQQ",
          );
          await doorDock.getByRole("button", { name: say("Check in") }).click();
          await expect.poll(() => door.locator(".door-result").count(), POLL).toBe(1);
        }
        expect(await englishOn(door)).toEqual([]);
        expect(await seriousAxeViolations(door)).toEqual([]);
        await shoot(door, `e2e-door-${language}-375`);
        await door.close();
      }

      // 8. The owner revokes the co-host: the door says so, and forgets the token and the list.
      expect(
        (await api(`/api/kits/${id}/cohosts/${cohost.body.cohostId}`, {
          method: "DELETE",
          token: ownerToken,
        })).status,
      ).toBe(204);
      const { page: revoked } = await openPage(phone, `${doorUrl}?lang=en`);
      await revoked.getByRole("heading", { name: "This door link no longer works" }).waitFor();
      expect(
        await revoked.evaluate((kit) => Object.keys(localStorage).filter((key) => key.includes(kit)), id),
      )
        .toEqual([]);
      await revoked.close();
    },
    240_000,
  );

  it("tells a phone without a door link to ask for one, and an unknown kit is the 404 page", async () => {
    const { id } = await kitWithGuests();
    const stranger = await launchBrowser({ viewport: PHONE });
    try {
      const { page, problems } = await openPage(stranger, `${server.url}/k/${id}/door`);
      await page.getByRole("heading", { name: "No door link on this phone" }).waitFor();
      expect(await page.getByRole("alert").textContent()).toContain("Ask the organiser for a door link");
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      const missing = await page.goto(`${server.url}/k/AAAAAAAAAAAAAAAAAAAAAA/door`);
      expect(missing?.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });

  /**
   * A co-host's door page on a phone whose camera (Chromium's fake one) holds up Ana's ticket: `use` is given the
   * page, the problems it logged and the scripts it fetched; `initScript`, given the ticket's code, runs in the
   * page before its own.
   */
  async function withCameraOnTicket(
    use: (
      door: { page: Page; problems: string[]; scripts: string[]; id: string; ownerToken: string },
    ) => Promise<void>,
    initScript?: (code: string) => string,
  ) {
    const { id, ownerToken, ana } = await kitWithGuests();
    const cohost = await api(`/api/kits/${id}/cohosts`, {
      method: "POST",
      body: { label: "Gate" },
      token: ownerToken,
    });
    const video = await qrVideo(ana.checkInCode);
    const profile = await Deno.makeTempDir({ prefix: "brandkit-e2e-camera-" });
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
      viewport: PHONE,
    });
    try {
      await context.grantPermissions(["camera"], { origin: server.url });
      if (initScript) await context.addInitScript(initScript(ana.checkInCode));
      const scripts: string[] = [];
      context.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const { page, problems } = await openPage({ context, close: () => context.close() }, cohost.body.link);
      await expect.poll(tally(page), POLL).toBe("0 of 3 arrived");
      await use({ page, problems, scripts, id, ownerToken });
    } finally {
      await context.close();
      await Deno.remove(profile, { recursive: true });
      await Deno.remove(video);
    }
  }

  it("scans a guest's QR code with the camera through jsQR, loaded only then, where the browser reads none", async () => {
    await withCameraOnTicket(async ({ page, problems, scripts, id, ownerToken }) => {
      const before = scripts.length;
      await page.getByRole("button", { name: "Start camera" }).click();
      await expect.poll(result(page), { ...POLL, timeout: 20_000 }).toBe("Welcome, Ana Souza — party of 2");
      await expect.poll(tally(page), POLL).toBe("2 of 3 arrived");
      expect(scripts.length, "jsQR's chunk, fetched when the camera starts").toBeGreaterThan(before);
      await shoot(page, "e2e-door-scan-en-375");
      // The code still in view is read again a few seconds later: already in, counted once.
      await expect.poll(result(page), { ...POLL, timeout: 20_000 }).toMatch(/^Already in at /);
      await expect.poll(tally(page), POLL).toBe("2 of 3 arrived");
      await page.getByRole("button", { name: "Stop camera" }).click();
      await expect.poll(
        () => page.locator("video").evaluate((element) => (element as HTMLVideoElement).srcObject),
        POLL,
      )
        .toBeNull();
      const expected = /status of 409 \(Conflict\)/;
      expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
      const list = await api(`/api/kits/${id}/guests`, { token: ownerToken });
      expect(list.body.counts.arrived).toBe(2);
    });
  });

  it("reads with the browser's own BarcodeDetector where it reads QR codes, and then never loads jsQR", async () => {
    // Linux Chromium has no BarcodeDetector; Android's Chrome, where most doors scan, has. This stand-in answers
    // as a detector would for the ticket in view, and notes what it was asked for and given.
    await withCameraOnTicket(async ({ page, problems, scripts }) => {
      const before = scripts.length;
      await page.getByRole("button", { name: "Start camera" }).click();
      await expect.poll(result(page), { ...POLL, timeout: 20_000 }).toBe("Welcome, Ana Souza — party of 2");
      await expect.poll(tally(page), POLL).toBe("2 of 3 arrived");
      const asked = await page.evaluate(() =>
        (globalThis as unknown as { detectorLog: unknown }).detectorLog
      );
      expect(asked).toMatchObject({ formats: ["qr_code"], sources: expect.arrayContaining(["VIDEO"]) });
      expect(scripts.slice(before), "no script fetched once the camera starts").toEqual([]);
      expect(problems).toEqual([]);
    }, fakeBarcodeDetector);
  });
});
