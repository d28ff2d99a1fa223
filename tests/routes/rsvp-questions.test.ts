/**
 * Issue 38 on SQLite, in-process: the owner's questions (PATCH rsvp-settings `questions`, with ids the server
 * gives and keeps), guests' replies and companions through the JSON API and the no-JavaScript form, each refusal
 * naming `answers` or `companions`, the owner's list and CSV showing them, replies kept by question id, and the
 * event page indexed only once its owner lists it.
 */
import { describe, expect, it } from "vitest";
import {
  GuestEntrySchema,
  GuestListSchema,
  RsvpSettingsSchema,
  RsvpSummarySchema,
} from "../../brandkit/rsvp/mod.ts";
import { KIT_ID_PATTERN } from "../../brandkit/web.ts";
import { answered, appWithKit, bearer, errorOf, from, json, rsvp } from "./_rsvp.ts";

type Test = Awaited<ReturnType<typeof appWithKit>>;

/** PATCH rsvp-settings as the owner; the response. */
function patchSettings(test: Test, body: unknown) {
  return test.app.request(`/api/kits/${test.id}/rsvp-settings`, json("PATCH", body, bearer(test.ownerToken)));
}

/** Settings the owner gives that must be taken; the settings read back. */
async function settle(test: Test, body: unknown) {
  const response = await patchSettings(test, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return RsvpSettingsSchema.parse(await response.json());
}

/** A kit asking "Meal" (choices, required) and "Dietary needs" (text, optional); its two questions. */
async function appWithQuestions() {
  const test = await appWithKit();
  const settings = await settle(test, {
    questions: [
      { label: "Meal", choices: ["Fish", "Beef", "Vegetarian"], required: true },
      { label: "Dietary needs" },
    ],
  });
  const [meal, diet] = settings.questions;
  return { test, meal, diet };
}

async function listOf(test: Test) {
  const response = await test.app.request(`/api/kits/${test.id}/guests`, {
    headers: bearer(test.ownerToken),
  });
  expect(response.status).toBe(200);
  return GuestListSchema.parse(await response.json());
}

let clients = 0;

/** Posts the page's form without JavaScript. */
function postForm(test: Test, fields: Array<[string, string]>, cookie?: string) {
  return test.app.request(
    `/k/${test.id}/rsvp`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...cookie ? { Cookie: cookie } : {},
      },
      body: new URLSearchParams(fields).toString(),
    },
    from(`10.38.${++clients}.1`),
  );
}

describe("the owner's questions: PATCH /api/kits/{id}/rsvp-settings", () => {
  it("gives each new question a random id, keeps the id of one sent back, and keeps their order", async () => {
    const { test, meal, diet } = await appWithQuestions();
    expect(meal).toEqual({
      id: expect.stringMatching(KIT_ID_PATTERN),
      label: "Meal",
      choices: ["Fish", "Beef", "Vegetarian"],
      required: true,
    });
    expect(diet).toEqual({
      id: expect.stringMatching(KIT_ID_PATTERN),
      label: "Dietary needs",
      required: false,
    });
    expect(meal.id).not.toBe(diet.id);

    const again = await settle(test, {
      questions: [{ label: "Song request" }, { ...diet, label: "Allergies" }, meal],
    });
    expect(again.questions.map((question) => question.label)).toEqual(["Song request", "Allergies", "Meal"]);
    expect(again.questions[1].id).toBe(diet.id);
    expect(again.questions[2]).toEqual(meal);
    expect([meal.id, diet.id]).not.toContain(again.questions[0].id);
    // The rest of the settings stay as they were.
    expect(again).toMatchObject({ open: true, capacity: null, showNames: false, listed: false });
  });

  it("shows the questions to anyone with the link, in the summary", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const summary = RsvpSummarySchema.parse(
      await (await test.app.request(`/api/kits/${test.id}/rsvp`)).json(),
    );
    expect(summary.questions).toEqual([meal, diet]);
    expect(summary.listed).toBe(false);
  });

  it.each([
    [{ questions: Array.from({ length: 6 }, (_, index) => ({ label: `Q${index}` })) }, "questions"],
    [{ questions: [{ label: "" }] }, "questions[0].label"],
    [{ questions: [{ label: "x".repeat(121) }] }, "questions[0].label"],
    [{ questions: [{ label: "Q", choices: ["Only"] }] }, "questions[0].choices"],
    [{ questions: [{ label: "Q", choices: ["A", "B"], required: "yes" }] }, "questions[0].required"],
    [{ questions: [{ label: "Q\u0000" }] }, "questions[0].label"],
    [{ questions: [{ label: "Q", choices: ["A", "B\u0085"] }] }, "questions[0].choices[1]"],
    [{ listed: "yes" }, "listed"],
  ])("refuses %j with 400 naming %s", async (body, path) => {
    const test = await appWithKit();
    const response = await patchSettings(test, body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues?.[0].path).toBe(path);
  });

  it("refuses an id the event does not ask, naming it, and changes nothing", async () => {
    const { test, meal } = await appWithQuestions();
    const response = await patchSettings(test, {
      questions: [meal, { id: "AAAAAAAAAAAAAAAAAAAAAA", label: "Made up" }],
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: "questions[1].id" }],
    });
    expect((await listOf(test)).settings.questions).toHaveLength(2);
  });

  it("needs the owner token", async () => {
    const { test } = await appWithQuestions();
    const bare = await test.app.request(
      `/api/kits/${test.id}/rsvp-settings`,
      json("PATCH", { questions: [] }),
    );
    expect(bare.status).toBe(401);
  });
});

describe("a guest's replies and companions: POST and PATCH /api/kits/{id}/rsvp", () => {
  it("keeps the replies and companions, and the owner's list and the guest's own answer show them", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const guest = await answered(test, test.id, {
      name: "Amara Okafor",
      answer: "going",
      party: 3,
      answers: { [meal.id]: "Fish", [diet.id]: " No nuts, please 🥜 " },
      companions: ["Tobi Adeyemi", "Ada 東京"],
    });
    const own = await test.app.request(`/api/kits/${test.id}/rsvp/${guest.guestId}`, {
      headers: bearer(guest.guestToken),
    });
    expect(GuestEntrySchema.parse(await own.json())).toMatchObject({
      answers: { [meal.id]: "Fish", [diet.id]: "No nuts, please 🥜" },
      companions: ["Tobi Adeyemi", "Ada 東京"],
    });
    const [entry] = (await listOf(test)).guests;
    expect(entry).toMatchObject({
      name: "Amara Okafor",
      party: 3,
      answers: { [meal.id]: "Fish", [diet.id]: "No nuts, please 🥜" },
      companions: ["Tobi Adeyemi", "Ada 東京"],
    });
  });

  it.each([
    [
      "a required question left unanswered by a guest going",
      { answer: "going" },
      "Invalid RSVP: answers: 'Meal' needs an answer",
    ],
    [
      "a required question left unanswered by a guest who may come",
      { answer: "maybe", answers: { DIET: "none" } },
      "Invalid RSVP: answers: 'Meal' needs an answer",
    ],
    [
      "a choice that is not offered",
      { answer: "going", answers: { MEAL: "Tofu" } },
      "Invalid RSVP: answers: 'Meal' takes one of its choices",
    ],
    [
      "a reply to a question the event does not ask",
      { answer: "going", answers: { MEAL: "Fish", AAAAAAAAAAAAAAAAAAAAAA: "?" } },
      "Invalid RSVP: answers: a reply is to a question this event does not ask",
    ],
  ])("refuses %s with 400 naming answers", async (_case, body, message) => {
    const { test, meal, diet } = await appWithQuestions();
    const ids: Record<string, string> = { MEAL: meal.id, DIET: diet.id };
    const answers = Object.fromEntries(
      Object.entries((body as { answers?: Record<string, string> }).answers ?? {}).map((
        [key, reply],
      ) => [ids[key] ?? key, reply]),
    );
    const response = await rsvp(test, test.id, { name: "Tobi", ...body, answers });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "VALIDATION_ERROR",
      message,
      issues: [{ path: "answers", message: message.replace("Invalid RSVP: answers: ", "") }],
    });
    expect((await listOf(test)).guests).toEqual([]);
  });

  it("refuses a free reply that is empty, too long or not typed text, naming the answers", async () => {
    const { test, meal, diet } = await appWithQuestions();
    for (const reply of ["  ", "x".repeat(301), "no\u0000nuts", "two\nlines"]) {
      const response = await rsvp(test, test.id, {
        name: "Tobi",
        answer: "going",
        answers: { [meal.id]: "Fish", [diet.id]: reply },
      });
      expect(response.status, JSON.stringify(reply)).toBe(400);
      expect((await errorOf(response)).issues?.[0].path).toBe(`answers.${diet.id}`);
    }
    expect(
      (await rsvp(test, test.id, {
        name: "Tobi",
        answer: "going",
        answers: { [meal.id]: "Fish", [diet.id]: "é".repeat(300) },
      })).status,
    ).toBe(201);
  });

  it("takes an answer 'no' without the required replies", async () => {
    const { test } = await appWithQuestions();
    expect((await rsvp(test, test.id, { name: "Tobi", answer: "no" })).status).toBe(201);
  });

  it.each([
    ["more companions than the party less the guest", { party: 2, companions: ["A", "B"] }],
    ["companions of a party of one", { companions: ["A"] }],
    ["a companion's name of 81 characters", { party: 2, companions: ["x".repeat(81)] }],
    ["a companion's name with a control character", { party: 2, companions: ["A\u0007"] }],
    ["an empty companion", { party: 2, companions: [""] }],
  ])("refuses %s with 400 naming companions", async (_case, body) => {
    const test = await appWithKit();
    const response = await rsvp(test, test.id, { name: "Tobi", answer: "going", ...body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues?.[0].path.split(/[.[]/)[0]).toBe("companions");
  });

  it("checks a change's replies and companions against the answer it leaves", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const guest = await answered(test, test.id, {
      name: "Amara",
      answer: "going",
      party: 2,
      answers: { [meal.id]: "Fish" },
      companions: ["Tobi"],
    });
    const change = (body: unknown) =>
      test.app.request(
        `/api/kits/${test.id}/rsvp/${guest.guestId}`,
        json("PATCH", body, bearer(guest.guestToken)),
      );
    const cleared = await change({ answers: { [diet.id]: "Vegan" } });
    expect(cleared.status).toBe(400);
    expect(await errorOf(cleared)).toMatchObject({
      message: "Invalid change of answer: answers: 'Meal' needs an answer",
      issues: [{ path: "answers" }],
    });
    const fewer = await change({ party: 1 });
    expect(fewer.status).toBe(400);
    expect((await errorOf(fewer)).issues?.[0].path).toBe("companions");
    // A note alone is not held to the questions; nor is an answer 'no'.
    expect((await change({ note: "Running late" })).status).toBe(200);
    const changed = await change({ answers: { [meal.id]: "Beef", [diet.id]: "Vegan" }, companions: [] });
    expect(changed.status).toBe(200);
    expect(GuestEntrySchema.parse(await changed.json())).toMatchObject({
      answers: { [meal.id]: "Beef", [diet.id]: "Vegan" },
      companions: [],
      note: "Running late",
    });
    expect((await change({ answer: "no", answers: {} })).status).toBe(200);
  });

  it("keeps replies by question id: a renamed question keeps them, a removed one's are kept out of sight", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const guest = await answered(test, test.id, {
      name: "Amara",
      answer: "going",
      answers: { [meal.id]: "Fish", [diet.id]: "No nuts" },
    });
    await settle(test, { questions: [{ ...meal, label: "Main course" }] });
    let [entry] = (await listOf(test)).guests;
    expect(entry.answers).toEqual({ [meal.id]: "Fish" });
    const csv = await (await test.app.request(`/api/kits/${test.id}/guests.csv`, {
      headers: bearer(test.ownerToken),
    })).text();
    expect(csv.split("\r\n")[0]).toBe(
      '\uFEFF"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at","Main course"',
    );
    expect(csv).not.toContain("No nuts");

    // The removed question's reply stays kept through the guest's change, and shows again if it is asked again.
    const changed = await test.app.request(
      `/api/kits/${test.id}/rsvp/${guest.guestId}`,
      json("PATCH", { answers: { [meal.id]: "Beef" } }, bearer(guest.guestToken)),
    );
    expect(GuestEntrySchema.parse(await changed.json()).answers).toEqual({ [meal.id]: "Beef" });
    const stored = (await test.kitStore.guestList(test.id, test.clock.now))!.guests[0];
    expect(stored.answers).toEqual({ [meal.id]: "Beef", [diet.id]: "No nuts" });
    [entry] = (await listOf(test)).guests;
    expect(entry.answers).toEqual({ [meal.id]: "Beef" });
  });

  it("counts the replies in an answer's idempotency: the same key with other replies is another answer", async () => {
    const { test, meal } = await appWithQuestions();
    const key = { "Idempotency-Key": "8f0c1c5e-2a7b-4b1e-9b7a-1f2e3d4c5b6a" };
    const send = (reply: string) =>
      test.app.request(
        `/api/kits/${test.id}/rsvp`,
        json("POST", { name: "Amara", answer: "going", answers: { [meal.id]: reply } }, key),
        from("10.38.200.1"),
      );
    const first = await (await send("Fish")).json();
    const again = await (await send("Fish")).json();
    const other = await (await send("Beef")).json();
    expect(again.guestId).toBe(first.guestId);
    expect(other.guestId).not.toBe(first.guestId);
  });

  it("answers the honeypot's answer as a real one: refused for the same missing reply", async () => {
    const { test, meal } = await appWithQuestions();
    const bot = await rsvp(test, test.id, { name: "Bot", answer: "going", website: "https://spam.example" });
    expect(bot.status).toBe(400);
    expect((await errorOf(bot)).issues?.[0].path).toBe("answers");
    const accepted = await rsvp(test, test.id, {
      name: "Bot",
      answer: "going",
      answers: { [meal.id]: "Fish" },
      website: "https://spam.example",
    });
    expect(accepted.status).toBe(201);
    expect((await listOf(test)).guests).toEqual([]);
  });
});

describe("the owner's list and CSV", () => {
  it("has the companions and one column per question, headed by its label, after the existing columns", async () => {
    const { test, meal, diet } = await appWithQuestions();
    await answered(test, test.id, {
      name: "Amara",
      answer: "going",
      party: 3,
      answers: { [meal.id]: "Vegetarian", [diet.id]: "=1+1" },
      companions: ["Tobi", "Ada"],
    });
    await answered(test, test.id, { name: "Zoë", answer: "no" });
    const response = await test.app.request(`/api/kits/${test.id}/guests.csv`, {
      headers: bearer(test.ownerToken),
    });
    const at = new Date(test.clock.now).toISOString();
    expect(await response.text()).toBe(
      "\uFEFF" +
        '"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at","Meal","Dietary needs"\r\n' +
        `"Amara","going","going","3","","${at}","Tobi; Ada","","Vegetarian","'=1+1"\r\n` +
        `"Zoë","no","no","1","","${at}","","","",""\r\n`,
    );
  });
});

describe("the event page's form without JavaScript", () => {
  it("asks the questions and offers fields for the companions", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const html = await (await test.app.request(`/k/${test.id}`)).text();
    expect(html).toContain(`name="question-${meal.id}"`);
    expect(html).toContain(`name="question-${diet.id}"`);
    for (const choice of ["Fish", "Beef", "Vegetarian"]) expect(html).toContain(`<option value="${choice}">`);
    expect(html.match(/name="companion"/g)).toHaveLength(9);
    expect(html).toContain("Needed if you&#x27;re coming");
  });

  it("keeps the replies and the companions the party shows, and changes them with the cookie", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const response = await postForm(test, [
      ["name", "Amara"],
      ["answer", "going"],
      ["party", "2"],
      [`question-${meal.id}`, "Beef"],
      [`question-${diet.id}`, ""],
      ["companion", "Tobi"],
      ["companion", "Hidden past the party"],
      ["companion", ""],
    ]);
    expect(response.status).toBe(303);
    let [entry] = (await listOf(test)).guests;
    expect(entry).toMatchObject({ party: 2, answers: { [meal.id]: "Beef" }, companions: ["Tobi"] });

    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
    const page = await test.app.request(`/k/${test.id}`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain('value="Tobi"');
    expect(html).toMatch(/<option value="Beef" selected="">/);

    const again = await postForm(test, [
      ["name", "Amara"],
      ["answer", "going"],
      ["party", "3"],
      [`question-${meal.id}`, "Fish"],
      [`question-${diet.id}`, "No nuts"],
      ["companion", "Tobi"],
      ["companion", "Ada"],
    ], cookie);
    expect(again.status).toBe(303);
    [entry] = (await listOf(test)).guests;
    expect(entry).toMatchObject({
      party: 3,
      answers: { [meal.id]: "Fish", [diet.id]: "No nuts" },
      companions: ["Tobi", "Ada"],
    });
  });

  it("sends a refusal back to the page naming the answers, which says so in its own words", async () => {
    const { test } = await appWithQuestions();
    const response = await postForm(test, [["name", "Tobi"], ["answer", "going"], ["party", "1"]]);
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toBe(`/k/${test.id}?rsvp-error=VALIDATION_ERROR&field=answers#rsvp`);
    const html = await (await test.app.request(location.replace("#rsvp", ""))).text();
    expect(html).toContain("Please answer the organiser&#x27;s questions");
    expect((await listOf(test)).guests).toEqual([]);
  });

  it("names the answers for a reply too long, whatever question it is to", async () => {
    const { test, meal, diet } = await appWithQuestions();
    const response = await postForm(test, [
      ["name", "Tobi"],
      ["answer", "going"],
      [`question-${meal.id}`, "Fish"],
      [`question-${diet.id}`, "x".repeat(301)],
    ]);
    expect(response.headers.get("Location")).toContain("field=answers");
  });
});

describe("listing the event page (issue 38)", () => {
  const robotsMeta = '<meta name="robots" content="noindex">';

  it("keeps the event page noindex until its owner lists it, and the kit page noindex always", async () => {
    const test = await appWithKit();
    const before = await test.app.request(`/k/${test.id}`);
    expect(before.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await before.text()).toContain(robotsMeta);

    expect((await settle(test, { listed: true })).listed).toBe(true);
    test.clock.now += 2_000; // past the second the page reuses its RSVP counts for
    const listed = await test.app.request(`/k/${test.id}`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("X-Robots-Tag")).toBeNull();
    expect(await listed.text()).not.toContain(robotsMeta);
    const kitPage = await test.app.request(`/k/${test.id}/kit`);
    expect(kitPage.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await kitPage.text()).toContain(robotsMeta);
    const summary = RsvpSummarySchema.parse(
      await (await test.app.request(`/api/kits/${test.id}/rsvp`)).json(),
    );
    expect(summary.listed).toBe(true);

    test.clock.now += 2_000;
    await settle(test, { listed: false });
    const unlisted = await test.app.request(`/k/${test.id}`);
    expect(unlisted.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await unlisted.text()).toContain(robotsMeta);
  });

  it("drops the noindex of a listed page rendered for one guest's answer too", async () => {
    const test = await appWithKit();
    await settle(test, { listed: true });
    const answeredPage = await test.app.request(`/k/${test.id}?rsvp=withdrawn`);
    expect(answeredPage.headers.get("X-Robots-Tag")).toBeNull();
    expect(answeredPage.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
