/**
 * The interface in the visitor's language, in real browsers (docs/i18n.md): a German browser makes a kit and
 * edits a line without meeting English; an Arabic guest answers an Arabic event on a phone, with JavaScript and
 * without, right to left; and the form and the event page fit a 375 px phone in Japanese, Arabic, Hindi,
 * Russian and German (screenshots in tests/artifacts/).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { launchBrowser, type Served } from "./_browser.ts";
import { openPage, POLL, screenshot, startOfflineApp } from "./_page.ts";
import { englishOn, wordsIn } from "./_words.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

let server: Served;

beforeAll(async () => {
  server = await startOfflineApp();
});
afterAll(async () => {
  await server?.close();
});

/** Makes a kit on the form page in the page's language; answers its kept id. */
async function makeKit(
  page: Page,
  language: InterfaceLanguage,
  name: string,
  place?: string,
): Promise<string> {
  const say = wordsIn(language);
  await page.getByLabel(say("Custom event name")).fill(name);
  await page.getByLabel(say("Event date")).fill("2027-05-16");
  if (place) await page.getByLabel(say("Event location")).fill(place);
  await page.getByRole("button", { name: say("Make My BrandKit") }).click();
  await page.getByRole("heading", { name: say("Your Brand Kit is Ready!") }).waitFor({ timeout: 30_000 });
  return await page.evaluate(() => JSON.parse(localStorage.getItem("brandkit.yourKits.v1")!)[0].id as string);
}

/** At 375 px nothing is wider than the screen. */
async function fitsAPhone(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => scrollTo(0, 0));
  await screenshot(page, name, 375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe("the interface in the visitor's language", () => {
  it(
    "a German browser makes a kit and edits a line: no English on the form, the result, the studio or the toasts",
    async () => {
      const browser = await launchBrowser({ locale: "de-DE" });
      try {
        const say = wordsIn("de");
        const { page, problems } = await openPage(browser, server.url);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
          .toEqual([
            "de",
            "ltr",
          ]);
        expect(await englishOn(page)).toEqual([]);
        // The success toast is watched for from the start: it shows for 5 s, which a loaded machine can miss.
        const toast = page.getByRole("status").filter({ hasText: say("Success!") }).first().waitFor({
          timeout: 40_000,
        });
        await makeKit(page, "de", "Sommerfest am See", "Strandbad Wannsee, Berlin");
        await toast;
        expect(await englishOn(page)).toEqual([]);

        await page.getByRole("button", { name: say("Edit tagline") }).click();
        await page.getByRole("textbox", { name: say("Tagline") }).fill("Sonne, See und gute Laune.");
        await page.keyboard.press("Enter");
        await expect.poll(() => page.locator(".copy-tagline").textContent(), POLL).toBe(
          "Sonne, See und gute Laune.",
        );
        expect(await englishOn(page)).toEqual([]);
        await fitsAPhone(page, "e2e-interface-de-result-375");
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    120_000,
  );

  it(
    "an Arabic guest answers an Arabic event on a phone, with JavaScript and without, right to left",
    async () => {
      const organiser = await launchBrowser({ locale: "ar" });
      const guest = await launchBrowser({ locale: "ar", viewport: { width: 375, height: 800 } });
      const guestWithoutScript = await launchBrowser({
        locale: "ar",
        viewport: { width: 375, height: 800 },
        javaScriptEnabled: false,
      });
      try {
        const say = wordsIn("ar");
        const { page: maker } = await openPage(organiser, server.url);
        const id = await makeKit(maker, "ar", "حفل الربيع", "حديقة الأزهر، القاهرة");

        const { page, problems } = await openPage(guest, `${server.url}/k/${id}`);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
          .toEqual([
            "ar",
            "rtl",
          ]);
        expect(await englishOn(page)).toEqual([]);
        const rsvp = page.locator("#rsvp");
        await rsvp.getByLabel(say("Your name")).fill("Layla");
        const { t } = interfaceWordsOf("ar");
        await rsvp.getByRole("radio", { name: t("event.form.answer.going") }).check();
        await rsvp.getByRole("button", { name: say("Send my answer") }).click();
        await expect.poll(() => rsvp.getByRole("status").first().textContent(), POLL).toBe(
          say("Thank you! You're on the list."),
        );
        expect(await englishOn(page)).toEqual([]);
        await fitsAPhone(page, "e2e-interface-ar-event-375");
        expect(problems).toEqual([]);

        const plain = await guestWithoutScript.context.newPage();
        await plain.goto(`${server.url}/k/${id}`);
        expect(await plain.evaluate(() => document.documentElement.dir)).toBe("rtl");
        const form = plain.locator("#rsvp");
        await form.getByLabel(say("Your name")).fill("Omar");
        await form.getByRole("radio", { name: t("event.form.answer.maybe") }).check();
        await Promise.all([
          plain.waitForNavigation(),
          form.getByRole("button", { name: say("Send my answer") }).click(),
        ]);
        expect(await plain.locator("#rsvp").textContent()).toContain("Omar");
        expect(await englishOn(plain)).toEqual([]);
        await fitsAPhone(plain, "e2e-interface-ar-event-no-script-375");
      } finally {
        await Promise.all([organiser.close(), guest.close(), guestWithoutScript.close()]);
      }
    },
    120_000,
  );

  it(
    "the form, an event page with its owner's guest list, and a kit page fit a phone in Japanese, Arabic, Hindi, Russian and German",
    async () => {
      const browser = await launchBrowser();
      try {
        const { page: maker } = await openPage(browser, server.url);
        const id = await makeKit(maker, "en", "Lantern Walk", "Riverside Park");
        for (const language of ["ja", "ar", "hi", "ru", "de"] as const) {
          const { page } = await openPage(browser, `${server.url}/?lang=${language}`);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          expect(await englishOn(page)).toEqual([]);
          await fitsAPhone(page, `e2e-interface-${language}-form-375`);
          await page.goto(`${server.url}/k/${id}`);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          // The cookie keeps the choice: the English kit's page speaks the visitor's language.
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          expect(await englishOn(page)).toEqual([]);
          await fitsAPhone(page, `e2e-interface-${language}-event-375`);
          await page.goto(`${server.url}/k/${id}/kit`);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          expect(await englishOn(page)).toEqual([]);
          await fitsAPhone(page, `e2e-interface-${language}-kit-375`);
          await page.close();
        }
      } finally {
        await browser.close();
      }
    },
    120_000,
  );
});
