/**
 * The organiser's questions and the guests' companions (issue 38) in real browsers, on a phone (375 px): the
 * owner adds two questions through the API (a meal to choose, and dietary needs every guest coming must give);
 * one guest answers with JavaScript, naming the one coming with her, another without JavaScript (refused first
 * for the missing reply, then answering with two companions); the owner's list shows every reply under its
 * question, and the owner lists the event for search engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type Served } from "./_browser.ts";
import {
  artifactPath,
  focusOf,
  keepKit,
  openPage,
  pageWidth,
  POLL,
  seriousAxeViolations,
  startOfflineApp,
} from "./_page.ts";

const PHONE = { width: 375, height: 812 };

let server: Served;

beforeAll(async () => {
  server = await startOfflineApp({ development: true });
});
afterAll(async () => {
  await server?.close();
});

/** A kept kit with a date, made through the API: its id, owner token and share link. */
const makeKit = () =>
  keepKit(server, { customEventName: "Ada's Supper Club", eventDate: "2027-05-16", eventTime: "19:00" });

describe("the organiser's questions and the guests' companions", () => {
  it(
    "are asked on a phone with JavaScript and without, and the owner's list shows the replies",
    async () => {
      // 1. The owner adds two questions through the API: one with choices, one every guest coming must answer.
      const kit = await makeKit();
      const link = `${server.url}/k/${kit.id}`;
      const settings = await fetch(`${server.url}/api/kits/${kit.id}/rsvp-settings`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${kit.ownerToken}` },
        body: JSON.stringify({
          questions: [
            { label: "Meal", choices: ["Fish", "Beef", "Vegetarian"] },
            { label: "Dietary needs", required: true },
          ],
        }),
      });
      expect(settings.status).toBe(200);
      const [meal, diet] = (await settings.json()).questions;

      // 2. A guest with JavaScript, on a phone: the companion's field shows once the party is 2.
      const phone = await launchBrowser({ viewport: PHONE });
      try {
        const { page, problems } = await openPage(phone, link);
        const rsvp = page.locator("#rsvp");
        const questions = rsvp.getByRole("group", { name: "Questions from the organiser" });
        expect(await questions.getByLabel("Meal").evaluate((element) => element.tagName)).toBe("SELECT");
        const dietField = questions.getByLabel("Dietary needs");
        expect(await dietField.evaluate((element) => (element as HTMLInputElement).required)).toBe(false);
        const companion = rsvp.getByLabel("Name of guest 2");
        expect(await companion.isVisible()).toBe(false);

        await rsvp.getByLabel("Your name").fill("Zainab Okafor");
        await rsvp.getByRole("radio", { name: "Going" }).check();
        // Coming: the needed question is now required, and the browser asks for it before anything is sent.
        await expect.poll(() => dietField.evaluate((element) => (element as HTMLInputElement).required), POLL)
          .toBe(true);
        await rsvp.getByLabel("How many of you, you included").selectOption("2");
        await companion.waitFor({ state: "visible" });
        expect(await rsvp.getByLabel("Name of guest 3").isVisible()).toBe(false);
        await companion.fill("Tobi Adeyemi");
        await questions.getByLabel("Meal").selectOption("Vegetarian");
        await dietField.fill("No nuts, please");
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await rsvp.screenshot({ path: artifactPath("e2e-rsvp-questions-form-375") });
        await rsvp.getByRole("button", { name: "Send my answer" }).click();
        await expect.poll(() => rsvp.getByRole("status").first().textContent(), POLL).toBe(
          "Thank you! You're on the list.",
        );
        const mine = rsvp.getByRole("group", { name: "Your answer" });
        expect(await mine.locator(".guest-companions").textContent()).toBe("With Tobi Adeyemi");
        expect(await mine.locator(".guest-answers").textContent()).toBe(
          "MealVegetarianDietary needsNo nuts, please",
        );
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        expect(problems).toEqual([]);
      } finally {
        await phone.close();
      }

      // 3. A guest without JavaScript, on a phone: refused for the missing reply, then answering.
      const plain = await launchBrowser({ javaScriptEnabled: false, viewport: PHONE });
      try {
        const page = await plain.context.newPage();
        await page.goto(link);
        const rsvp = page.locator("#rsvp");
        const send = async () => {
          // Playwright's wait for the navigation a click starts never ends with JavaScript off: wait for the URL.
          const before = page.url();
          await rsvp.getByRole("button", { name: "Send my answer" }).click({ noWaitAfter: true });
          await page.waitForURL((url) => url.href !== before, { waitUntil: "commit" });
          await rsvp.waitFor();
        };
        await rsvp.getByLabel("Your name").fill("Kwame Mensah");
        await rsvp.getByRole("radio", { name: "Going" }).check();
        await send();
        expect(new URL(page.url()).searchParams.get("field")).toBe("answers");
        expect(await rsvp.getByRole("alert").textContent()).toBe(
          "Please answer the organiser's questions: each one marked as needed if you're coming, with one of its choices or in at most 300 characters.",
        );

        await rsvp.getByLabel("Your name").fill("Kwame Mensah");
        await rsvp.getByRole("radio", { name: "Going" }).check();
        // The stylesheet shows as many companions' fields as the party has others, without a script.
        expect(await rsvp.getByLabel("Name of guest 2").isVisible()).toBe(false);
        await rsvp.getByLabel("How many of you, you included").selectOption("3");
        await rsvp.getByLabel("Name of guest 3").waitFor({ state: "visible" });
        expect(await rsvp.getByLabel("Name of guest 4").isVisible()).toBe(false);
        await rsvp.getByLabel("Name of guest 2").fill("Efua Mensah");
        await rsvp.getByLabel("Name of guest 3").fill("Kofi Mensah");
        await rsvp.getByLabel("Meal").selectOption("Fish");
        await rsvp.getByLabel("Dietary needs").fill("None");
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await send();
        expect(new URL(page.url()).searchParams.has("rsvp")).toBe(true);
        expect(await rsvp.getByRole("status").textContent()).toBe("Thank you! You're on the list.");
        const mine = rsvp.getByRole("group", { name: "Your answer" });
        expect(await mine.locator(".guest-companions").textContent()).toBe("With Efua Mensah, Kofi Mensah");
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await rsvp.screenshot({ path: artifactPath("e2e-rsvp-questions-no-js-375") });
      } finally {
        await plain.close();
      }

      // 4. The owner, on a phone, sees every reply under its question, and lists the event.
      const owner = await launchBrowser({ viewport: PHONE });
      try {
        const page = await owner.context.newPage();
        await page.addInitScript((entry) => {
          localStorage.setItem("brandkit.yourKits.v1", JSON.stringify([entry]));
        }, {
          id: kit.id,
          name: "Ada's Supper Club",
          createdAt: new Date().toISOString(),
          ownerToken: kit.ownerToken,
          shareUrl: kit.shareUrl,
        });
        await page.goto(link);
        const panel = page.getByRole("region", { name: "Guests" });
        await panel.waitFor({ timeout: 10_000 });
        const answers = panel.getByRole("list", { name: "Answers" }).getByRole("listitem");
        await expect.poll(() => answers.count(), POLL).toBe(2);
        const replies = (index: number) => answers.nth(index).getByRole("definition").allTextContents();
        expect(await answers.nth(0).locator(".guest-companions").textContent()).toBe("With Tobi Adeyemi");
        expect(await replies(0)).toEqual(["Vegetarian", "No nuts, please"]);
        expect(await answers.nth(1).locator(".guest-companions").textContent()).toBe(
          "With Efua Mensah, Kofi Mensah",
        );
        expect(await replies(1)).toEqual(["Fish", "None"]);
        expect(await answers.nth(1).getByRole("term").allTextContents()).toEqual(["Meal", "Dietary needs"]);

        // The owner's questions editor holds the questions as kept.
        const editor = panel.getByRole("form", { name: "Questions for guests" });
        expect(await editor.getByLabel("Question", { exact: true }).first().inputValue()).toBe("Meal");
        expect(await editor.getByLabel("Choices, one per line (optional)").first().inputValue()).toBe(
          "Fish\nBeef\nVegetarian",
        );

        // It adds a third question with choices, needed from guests coming, then removes it again.
        await editor.getByRole("button", { name: "Add a question" }).click();
        const third = editor.getByRole("group", { name: "Question 3" });
        await expect.poll(focusOf(third.getByLabel("Question", { exact: true })), POLL).toBe(true);
        await third.getByLabel("Question", { exact: true }).fill("Song request");
        await third.getByLabel("Choices, one per line (optional)").fill("Highlife\nJazz");
        await third.getByLabel("Guests who are coming must answer").check();
        await editor.getByRole("button", { name: "Save questions" }).click();
        await expect.poll(() => panel.getByRole("status").first().textContent(), POLL).toBe(
          "The questions are saved.",
        );
        const saved = async () =>
          (await (await fetch(`${server.url}/api/kits/${kit.id}/rsvp`)).json()).questions as Array<
            { id: string; label: string; choices?: string[]; required: boolean }
          >;
        const three = await saved();
        expect(three.slice(0, 2)).toEqual([meal, diet]);
        expect(three[2]).toMatchObject({
          label: "Song request",
          choices: ["Highlife", "Jazz"],
          required: true,
        });
        await editor.getByRole("button", { name: "Remove question 3" }).click();
        await editor.getByRole("button", { name: "Save questions" }).click();
        await expect.poll(async () => (await saved()).length, POLL).toBe(2);

        await panel.getByRole("button", { name: "List it on search engines" }).click();
        await expect.poll(() => panel.getByRole("status").first().textContent(), POLL).toBe(
          "The event page is listed: search engines may show it.",
        );
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await panel.screenshot({ path: artifactPath("e2e-rsvp-questions-owner-375") });
      } finally {
        await owner.close();
      }

      // 5. The API agrees: the replies by question id, the companions, the listing.
      const list = await (await fetch(`${server.url}/api/kits/${kit.id}/guests`, {
        headers: { Authorization: `Bearer ${kit.ownerToken}` },
      })).json();
      expect(list.settings.listed).toBe(true);
      expect(
        list.guests.map((
          guest: { answers: unknown; companions: unknown },
        ) => [guest.answers, guest.companions]),
      )
        .toEqual([
          [{ [meal.id]: "Vegetarian", [diet.id]: "No nuts, please" }, ["Tobi Adeyemi"]],
          [{ [meal.id]: "Fish", [diet.id]: "None" }, ["Efua Mensah", "Kofi Mensah"]],
        ]);
    },
    180_000,
  );
});
