/**
 * The event page's questions and companions (issue 38) in the browser's code: the RSVP form as the server renders
 * it (a select of a question's choices, a line of text otherwise, `question-<id>` names, nothing `required` before
 * the script knows the answer, companions' fields hidden past the party), what it sends, the owner's replies
 * shown under their questions, and the questions editor's drafts.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GuestEntry, RsvpQuestion } from "../../brandkit/web.ts";
import { GuestReplies } from "../../client/event/GuestReplies.tsx";
import { GuestMail } from "../../client/event/GuestMail.tsx";
import { draftsOf, questionsOfDrafts } from "../../client/event/QuestionsEditor.tsx";
import { companionsOf, repliesOf, RsvpForm } from "../../client/event/RsvpForm.tsx";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { createInterfaceStore } from "../../client/i18n/interface-store.ts";
import { InterfaceContext } from "../../client/i18n/use-words.ts";
import { interfaceBootOf } from "../../routes/interface-catalogs.ts";

function render(node: ReactNode, language: InterfaceLanguage = "en"): string {
  const store = createInterfaceStore(interfaceBootOf(language), { fetch: () => Promise.reject() });
  return renderToStaticMarkup(<InterfaceContext.Provider value={store}>{node}</InterfaceContext.Provider>);
}

const MEAL: RsvpQuestion = {
  id: "MealMealMealMealMeal_A",
  label: "Meal",
  choices: ["Fish", "Beef"],
  required: true,
};
const DIET: RsvpQuestion = { id: "DietDietDietDietDiet_B", label: "Dietary needs", required: false };

const ENTRY: GuestEntry = {
  guestId: "Gq7_kq-3VbN0pLmW2rT5yB",
  name: "Amara",
  answer: "going",
  status: "going",
  party: 3,
  note: "",
  answers: { [MEAL.id]: "Beef", [DIET.id]: "No nuts" },
  companions: ["Tobi", "Ada"],
  at: "2027-01-01T10:00:00.000Z",
};

function form(
  props: { initial?: GuestEntry; questions?: RsvpQuestion[] } = {},
  language?: InterfaceLanguage,
) {
  return render(
    <RsvpForm
      action="/k/x/rsvp"
      busy={false}
      onSubmit={() => {}}
      posts={false}
      questions={props.questions ?? [MEAL, DIET]}
      initial={props.initial}
    />,
    language,
  );
}

describe("the RSVP form's questions", () => {
  it("asks each question by its label: a select of its choices, or a line of text, named question-<id>", () => {
    const html = form();
    expect(html).toContain('<legend class="field-label">Questions from the organiser</legend>');
    expect(html).toMatch(
      new RegExp(`<select id="[^"]+" name="question-${MEAL.id}" aria-describedby="[^"]+"`),
    );
    expect(html).toContain(
      '<option value="" selected="">Choose…</option><option value="Fish">Fish</option><option value="Beef">Beef</option>',
    );
    expect(html).toMatch(
      new RegExp(`<input id="[^"]+" class="input" type="text"[^>]* name="question-${DIET.id}"`),
    );
    expect(html).toContain("Needed if you&#x27;re coming");
    // The server cannot know the answer: nothing is required until the script does.
    expect(html).not.toMatch(/name="question-[^"]+"[^>]*required/);
  });

  it("asks nothing when the event has no questions", () => {
    expect(form({ questions: [] })).not.toContain("Questions from the organiser");
  });

  it("fills in an answer's replies and companions, showing as many companions' fields as its party", () => {
    const html = form({ initial: ENTRY });
    expect(html).toContain('<option value="Beef" selected="">Beef</option>');
    expect(html).toContain('value="No nuts"');
    expect(html).toContain('value="Tobi"');
    expect(html).toContain('value="Ada"');
    const companions = [...html.matchAll(/<div class="rsvp-companion"( hidden="")?>/g)].map((match) =>
      !match[1]
    );
    expect(companions).toEqual([true, true, false, false, false, false, false, false, false]);
  });

  it("hides the companions for a party of one", () => {
    expect(form()).toMatch(/<fieldset class="rsvp-companions" hidden="">/);
  });

  it("speaks the interface's language around the organiser's own words", () => {
    const html = form({}, "de");
    expect(html).toContain("Fragen des Veranstalters");
    expect(html).toContain("Pflicht, wenn du kommst");
    expect(html).toContain("Meal");
  });

  it("sends the filled replies by question id, and the companions the party shows", () => {
    const data = new FormData();
    data.set(`question-${MEAL.id}`, "Fish");
    data.set(`question-${DIET.id}`, "  ");
    data.append("companion", "Tobi");
    data.append("companion", "");
    data.append("companion", "Hidden");
    expect(repliesOf(data, [MEAL, DIET])).toEqual({ [MEAL.id]: "Fish" });
    expect(companionsOf(data, 3)).toEqual(["Tobi"]);
    expect(companionsOf(data, 1)).toEqual([]);
  });
});

describe("a guest's replies, as the owner and the guest see them", () => {
  it("shows the companions and each reply under its question, in the questions' order", () => {
    const html = render(<GuestReplies entry={ENTRY} questions={[DIET, MEAL]} />);
    expect(html).toBe(
      '<div class="guest-replies"><p class="guest-companions">With <span dir="auto">Tobi, Ada</span></p>' +
        '<dl class="guest-answers" aria-label="Answers to the organiser&#x27;s questions">' +
        '<div><dt dir="auto">Dietary needs</dt><dd dir="auto">No nuts</dd></div>' +
        '<div><dt dir="auto">Meal</dt><dd dir="auto">Beef</dd></div></dl></div>',
    );
  });

  it("shows nothing without companions or replies to the questions asked now", () => {
    expect(render(<GuestReplies entry={{ answers: { gone: "x" }, companions: [] }} questions={[MEAL]} />))
      .toBe("");
  });
});

describe("the questions editor's drafts", () => {
  it("edits the questions kept with their choices one per line, and sends them back with their ids", () => {
    const drafts = draftsOf([MEAL, DIET]);
    expect(drafts[0]).toMatchObject({ id: MEAL.id, label: "Meal", choices: "Fish\nBeef", required: true });
    expect(questionsOfDrafts(drafts)).toEqual([MEAL, DIET]);
    expect(
      questionsOfDrafts([{ key: "new-1", label: " Song ", choices: "\n Rock \n\nJazz\n", required: false }]),
    ).toEqual([{ label: "Song", choices: ["Rock", "Jazz"], required: false }]);
  });

  it.each([
    ["no label", { label: "  " }],
    ["one choice", { choices: "Only" }],
    ["the same choice twice", { choices: "Fish\nFish" }],
    ["nine choices", { choices: "1\n2\n3\n4\n5\n6\n7\n8\n9" }],
    ["a label of 121 characters", { label: "x".repeat(121) }],
    ["a choice of 61 characters", { choices: `a\n${"x".repeat(61)}` }],
  ])("holds back a question with %s", (_case, patch) => {
    expect(questionsOfDrafts([{ key: "k", label: "Q", choices: "", required: false, ...patch }])).toBeNull();
  });
});

describe("a guest's mail in the owner's list", () => {
  it("shows the address, says when the guest unsubscribed, and shows nothing without one", () => {
    expect(render(<GuestMail entry={{ email: "amara@example.org" }} />)).toBe(
      '<p class="owner-guest-mail">Mail: amara@example.org</p>',
    );
    expect(render(<GuestMail entry={{ email: "tobi@example.org", unsubscribed: true }} />, "de")).toBe(
      '<p class="owner-guest-mail">E-Mail: tobi@example.org (abgemeldet, bekommt keine Mails mehr)</p>',
    );
    expect(render(<GuestMail entry={{}} />)).toBe("");
  });
});
